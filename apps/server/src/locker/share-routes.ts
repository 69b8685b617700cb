import { createHash } from 'node:crypto';
import { verify as argon2Verify } from '@node-rs/argon2';
import {
  lockerMessages,
  SHARE_GRANT_TTL_SECONDS,
  SHARE_LINK_LOCK_MINUTES,
  SHARE_LINK_MAX_ATTEMPTS,
  SHARED_FOLDER_MAX_FILES,
  unlockShareLinkInputSchema,
  type ShareLinkMetadata,
} from '@athcare/shared/locker.schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { logAccess } from './access-log.ts';
import { LockerError, parseUuid } from './locker-http.ts';

/** What the blob sender needs of a file. */
type SharedBlob = {
  id: string;
  name: string;
  size: number;
  mime_type: string;
  sha256: string;
  blob_key: string;
};

type SendBlob = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: SharedBlob,
  disposition: 'inline' | 'attachment',
  allowRange: boolean,
) => Promise<FastifyReply>;

export interface ShareRoutesOptions {
  config: Config;
  db: Database;
  store: BlobStore;
  sendBlob: SendBlob;
}

/** A link and what it shares: a file (file_id, the file's columns) or a folder (folder_path). */
type LinkRow = {
  id: string;
  owner_id: string;
  file_id: string | null;
  folder_id: string | null;
  expires_at: Date;
  expired: boolean;
  revoked: boolean;
  has_password: boolean;
  max_downloads: number | null;
  download_count: number;
  allow_downloads: boolean;
  view_only: boolean;
  /** The file's or the folder's name. */
  name: string;
  folder_path: string | null;
  size: number | null;
  mime_type: string | null;
  sha256: string | null;
  blob_key: string | null;
  target_active: boolean;
};

const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;
const grantAudience = 'athcare-share-grant';

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The public side of share links (no sign-in): landing-page metadata, password unlock, content.
 * Runs as the database owner, because an anonymous visitor has no rows of their own; every check
 * (expiry, revocation, password grant, view-only, download cap) is made here and the counters
 * move in one conditional UPDATE, so concurrent downloads cannot pass the cap.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- Fastify's async plugin contract
export const shareRoutes: FastifyPluginAsync<ShareRoutesOptions> = async (app, options) => {
  const { config, db, sendBlob } = options;
  // A key of its own, so a share grant can never pass as an access token (or the reverse).
  const grantKey = createHash('sha256').update(`${config.JWT_SECRET}\0share-grant`).digest();

  async function findLink(token: string): Promise<LinkRow | undefined> {
    if (!tokenPattern.test(token)) return undefined;
    // Both targets cascade on delete, so exactly one of the joins finds its row.
    const [row] = await db.query<LinkRow>(
      `select l.id, l.owner_id, l.file_id, l.folder_id, l.expires_at, l.expires_at <= now() as expired,
              l.revoked_at is not null as revoked, l.password_hash is not null as has_password,
              l.max_downloads, l.download_count, l.allow_downloads, l.view_only,
              coalesce(f.name, d.name) as name, d.path as folder_path,
              f.size::float8 as size, f.mime_type, f.sha256, f.blob_key,
              coalesce(f.status = 'active', d.id is not null) as target_active
         from pgmedlock.share_links l
         left join pgmedlock.files f on f.id = l.file_id
         left join pgmedlock.folders d on d.id = l.folder_id
        where l.token_hash = $1`,
      [hashShareToken(token)],
    );
    return row;
  }

  /** The refusal for a link that is no longer usable, or undefined while it is. */
  function unusable(link: LinkRow): { error: LockerError; result: string } | undefined {
    if (link.revoked)
      return {
        error: new LockerError(410, lockerMessages.linkRevoked, 'revoked'),
        result: 'revoked',
      };
    if (link.expired)
      return {
        error: new LockerError(410, lockerMessages.linkExpired, 'expired'),
        result: 'expired',
      };
    if (!link.target_active) {
      return {
        error: new LockerError(410, 'The shared file is no longer available.', 'file_gone'),
        result: 'file_gone',
      };
    }
    return undefined;
  }

  async function signGrant(linkId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(linkId)
      .setAudience(grantAudience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + SHARE_GRANT_TTL_SECONDS)
      .sign(grantKey);
  }

  /** Grant from the `x-share-grant` header or the `grant` query parameter (for plain links). */
  async function hasGrant(request: FastifyRequest, linkId: string): Promise<boolean> {
    const query = request.query as { grant?: unknown };
    const header = request.headers['x-share-grant'];
    const grant =
      typeof header === 'string'
        ? header
        : typeof query.grant === 'string'
          ? query.grant
          : undefined;
    if (!grant) return false;
    try {
      const { payload } = await jwtVerify(grant, grantKey, {
        algorithms: ['HS256'],
        audience: grantAudience,
      });
      return payload.sub === linkId;
    } catch {
      return false;
    }
  }

  const deny = async (
    request: FastifyRequest,
    link: LinkRow,
    result: string,
    fileId: string | null = link.file_id,
  ) =>
    logAccess(db, request.log, {
      ownerId: link.owner_id,
      fileId,
      shareLinkId: link.id,
      action: 'denied',
      result,
      ip: request.ip,
    });

  /** The link of a token while it can be used (a refusal is logged and thrown). */
  async function usableLink(request: FastifyRequest, token: string): Promise<LinkRow> {
    const link = await findLink(token);
    if (!link) throw new LockerError(404, lockerMessages.linkNotFound, 'not_found');
    const bad = unusable(link);
    if (bad) {
      await deny(request, link, bad.result);
      throw bad.error;
    }
    return link;
  }

  /** The link behind a content or listing request, once it is usable and unlocked; else throws. */
  async function openLink(request: FastifyRequest, token: string): Promise<LinkRow> {
    const link = await usableLink(request, token);
    if (link.has_password && !(await hasGrant(request, link.id))) {
      await deny(request, link, 'password_required');
      throw new LockerError(401, lockerMessages.passwordRequired, 'password_required');
    }
    return link;
  }

  /** A shared folder's active file by id: anywhere under the folder, else undefined. */
  async function fileInFolder(link: LinkRow, fileId: string): Promise<SharedBlob | undefined> {
    const [file] = await db.query<SharedBlob>(
      `select id, name, size::float8 as size, mime_type, sha256, blob_key
         from pgmedlock.files
        where id = $1 and owner_id = $2 and status = 'active'
          and left(path, length($3) + 1) = $3 || '/'`,
      [fileId, link.owner_id, link.folder_path],
    );
    return file;
  }

  /**
   * The bytes of one shared file, if the link still allows them. View-only links count views; any
   * other content request is a download against the cap, counted and checked in one statement.
   */
  async function serveContent(
    request: FastifyRequest<{ Params: { token: string }; Querystring: { inline?: string } }>,
    reply: FastifyReply,
    link: LinkRow,
    file: SharedBlob,
  ): Promise<FastifyReply> {
    const inline = request.query.inline === '1' || request.query.inline === 'true';
    const viewOnly = link.view_only || !link.allow_downloads;
    if (viewOnly && !inline) {
      await deny(request, link, 'view_only', file.id);
      throw new LockerError(403, lockerMessages.viewOnly, 'view_only');
    }
    const [counted] = await db.query<{ id: string }>(
      viewOnly
        ? `update pgmedlock.share_links set view_count = view_count + 1
            where id = $1 and revoked_at is null and expires_at > now() returning id`
        : `update pgmedlock.share_links
              set download_count = download_count + 1, view_count = view_count + $2::int
            where id = $1 and revoked_at is null and expires_at > now()
              and allow_downloads and not view_only
              and (max_downloads is null or download_count < max_downloads)
            returning id`,
      viewOnly ? [link.id] : [link.id, inline ? 1 : 0],
    );
    if (!counted) {
      const now = await findLink(request.params.token);
      const gone = now && unusable(now);
      if (gone) {
        await deny(request, link, gone.result, file.id);
        throw gone.error;
      }
      await deny(request, link, 'download_limit_reached', file.id);
      throw new LockerError(410, lockerMessages.downloadLimitReached, 'download_limit_reached');
    }
    await logAccess(db, request.log, {
      ownerId: link.owner_id,
      fileId: file.id,
      shareLinkId: link.id,
      action: viewOnly || inline ? 'view' : 'download',
      result: 'ok',
      ip: request.ip,
    });
    return sendBlob(request, reply, file, inline ? 'inline' : 'attachment', viewOnly);
  }

  // GET /api/share/:token — what the landing page shows.
  app.get<{ Params: { token: string } }>('/api/share/:token', async (request, reply) => {
    const link = await usableLink(request, request.params.token);
    const unlocked = !link.has_password || (await hasGrant(request, link.id));
    await logAccess(db, request.log, {
      ownerId: link.owner_id,
      fileId: link.file_id,
      shareLinkId: link.id,
      action: 'open',
      result: 'ok',
      ip: request.ip,
    });
    const viewOnly = link.view_only || !link.allow_downloads;
    const remaining =
      link.max_downloads === null ? null : Math.max(0, link.max_downloads - link.download_count);
    const body: ShareLinkMetadata = {
      kind: link.folder_id === null ? 'file' : 'folder',
      name: unlocked ? link.name : null,
      size: unlocked ? link.size : null,
      mimeType: unlocked ? link.mime_type : null,
      expiresAt: link.expires_at.toISOString(),
      needsPassword: link.has_password,
      unlocked,
      viewOnly,
      allowsDownload: !viewOnly && remaining !== 0,
      downloadsRemaining: remaining,
    };
    // snake_case on the wire, like every other answer.
    return reply.header('cache-control', 'no-store').send({
      kind: body.kind,
      name: body.name,
      size: body.size,
      mime_type: body.mimeType,
      expires_at: body.expiresAt,
      needs_password: body.needsPassword,
      unlocked: body.unlocked,
      view_only: body.viewOnly,
      allows_download: body.allowsDownload,
      downloads_remaining: body.downloadsRemaining,
    });
  });

  // POST /api/share/:token/unlock {password} → {grant, expires_in}; 5 wrong tries lock 15 minutes.
  app.post<{ Params: { token: string } }>('/api/share/:token/unlock', async (request, reply) => {
    const parsed = unlockShareLinkInputSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new LockerError(
        400,
        parsed.error.issues[0]?.message ?? 'Invalid input.',
        'invalid_input',
      );
    if (!tokenPattern.test(request.params.token))
      throw new LockerError(404, lockerMessages.linkNotFound, 'not_found');
    const tokenHash = hashShareToken(request.params.token);
    const outcome = await db.transaction(async (tx) => {
      // The row lock makes attempts on one link take turns: the limit cannot be raced.
      const [l] = await tx.query<{
        id: string;
        owner_id: string;
        file_id: string;
        password_hash: string | null;
        revoked: boolean;
        expired: boolean;
        locked_for: number | null;
      }>(
        `select id, owner_id, file_id, password_hash, revoked_at is not null as revoked,
                expires_at <= now() as expired,
                case when locked_until > now()
                     then ceil(extract(epoch from locked_until - now()))::int end as locked_for
           from pgmedlock.share_links where token_hash = $1 for update`,
        [tokenHash],
      );
      if (!l) return { kind: 'missing' as const };
      const link = { id: l.id, owner_id: l.owner_id, file_id: l.file_id };
      if (l.revoked) return { kind: 'revoked' as const, link };
      if (l.expired) return { kind: 'expired' as const, link };
      if (!l.password_hash) return { kind: 'open' as const, link };
      if (l.locked_for !== null) return { kind: 'locked' as const, link, retryAfter: l.locked_for };
      if (await argon2Verify(l.password_hash, parsed.data.password)) {
        await tx.query(
          'update pgmedlock.share_links set failed_attempts = 0, locked_until = null where id = $1',
          [l.id],
        );
        return { kind: 'ok' as const, link };
      }
      const [after] = await tx.query<{ failed_attempts: number; locked: boolean }>(
        `update pgmedlock.share_links
            set failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
                locked_until = case when failed_attempts + 1 >= $2
                                    then now() + make_interval(mins => $3) end
          where id = $1
          returning failed_attempts, locked_until is not null as locked`,
        [l.id, SHARE_LINK_MAX_ATTEMPTS, SHARE_LINK_LOCK_MINUTES],
      );
      if (after?.locked)
        return { kind: 'locked' as const, link, retryAfter: SHARE_LINK_LOCK_MINUTES * 60 };
      return {
        kind: 'wrong' as const,
        link,
        left: SHARE_LINK_MAX_ATTEMPTS - (after?.failed_attempts ?? 0),
      };
    });
    if (outcome.kind === 'missing')
      throw new LockerError(404, lockerMessages.linkNotFound, 'not_found');
    const { link } = outcome;
    const log = (action: 'unlock' | 'denied', result: string) =>
      logAccess(db, request.log, {
        ownerId: link.owner_id,
        fileId: link.file_id,
        shareLinkId: link.id,
        action,
        result,
        ip: request.ip,
      });
    switch (outcome.kind) {
      case 'revoked':
        await log('denied', 'revoked');
        throw new LockerError(410, lockerMessages.linkRevoked, 'revoked');
      case 'expired':
        await log('denied', 'expired');
        throw new LockerError(410, lockerMessages.linkExpired, 'expired');
      case 'locked':
        await log('denied', 'locked');
        throw new LockerError(429, lockerMessages.linkLocked, 'locked', null, {
          'retry-after': String(outcome.retryAfter),
        });
      case 'wrong':
        await log('denied', 'wrong_password');
        throw new LockerError(
          401,
          lockerMessages.wrongPassword,
          'wrong_password',
          `${outcome.left} attempts left.`,
        );
      case 'open':
      case 'ok':
        await log('unlock', 'ok');
        return reply.send({ grant: await signGrant(link.id), expires_in: SHARE_GRANT_TTL_SECONDS });
    }
  });

  // GET /api/share/:token/content[?inline=1][&grant=…] — the file of a file link.
  app.get<{ Params: { token: string }; Querystring: { inline?: string } }>(
    '/api/share/:token/content',
    async (request, reply) => {
      const link = await openLink(request, request.params.token);
      const { file_id: id, name, size, mime_type, sha256, blob_key } = link;
      if (id === null || size === null || mime_type === null || sha256 === null || !blob_key)
        throw new LockerError(404, lockerMessages.notFound, 'not_found');
      return serveContent(request, reply, link, { id, name, size, mime_type, sha256, blob_key });
    },
  );

  // GET /api/share/:token/files — a folder link's active files, anywhere under it, by path.
  app.get<{ Params: { token: string } }>('/api/share/:token/files', async (request, reply) => {
    const link = await openLink(request, request.params.token);
    if (link.folder_path === null) throw new LockerError(404, 'Folder not found.', 'not_found');
    const rows = await db.query<{
      id: string;
      name: string;
      path: string;
      size: number;
      mime_type: string;
      updated_at: Date;
    }>(
      `select id, name, substr(path, length($2) + 2) as path, size::float8 as size, mime_type,
              updated_at
         from pgmedlock.files
        where owner_id = $1 and status = 'active' and left(path, length($2) + 1) = $2 || '/'
        order by lower(path), path
        limit $3`,
      [link.owner_id, link.folder_path, SHARED_FOLDER_MAX_FILES + 1],
    );
    return reply.header('cache-control', 'no-store').send({
      files: rows.slice(0, SHARED_FOLDER_MAX_FILES),
      truncated: rows.length > SHARED_FOLDER_MAX_FILES,
    });
  });

  // GET /api/share/:token/files/:fileId/content[?inline=1][&grant=…] — one file of a folder link.
  app.get<{ Params: { token: string; fileId: string }; Querystring: { inline?: string } }>(
    '/api/share/:token/files/:fileId/content',
    async (request, reply) => {
      const link = await openLink(request, request.params.token);
      const fileId = parseUuid(request.params.fileId);
      const file = link.folder_path === null ? undefined : await fileInFolder(link, fileId);
      if (!file) {
        // Not under the shared folder (or gone): the same answer as a file that does not exist.
        await deny(request, link, 'not_in_folder', null);
        throw new LockerError(404, lockerMessages.notFound, 'not_found');
      }
      return serveContent(request, reply, link, file);
    },
  );
};
