import { createHash } from 'node:crypto';
import { lockerMessages, SHARE_GRANT_TTL_SECONDS } from '@athcare/shared/locker.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config/config.ts';
import { httpError, type ApiError } from '../errors/api-error.ts';
import { anonCaller, type Caller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { logAccess } from './access-log.ts';
import { isOn, sendBlob } from './locker-http.ts';
import { countShareUse, findShareLink, type BlobRef, type LinkRow } from './locker-sql.ts';

/**
 * The public side of share links (no sign-in), shared by its endpoints. The SQL functions run as
 * the caller and are SECURITY DEFINER (a visitor has no rows of their own): each finds the link by
 * the hash of its token and checks it; the counters move in one conditional UPDATE, so concurrent
 * downloads cannot pass the cap.
 */
export interface ShareDeps {
  k: Kernel;
  store: BlobStore;
  grants: ShareGrants;
}

/**
 * Whom the public endpoints run as: anonymous, whatever token the visitor's browser sends — a share
 * link is opened without signing in, and the functions check the link, not the visitor.
 */
export const shareVisitor: Caller = anonCaller;

export type ShareRequest = FastifyRequest<{
  Params: { token: string };
  Querystring: { inline?: string };
}>;

const tokenPattern = /^[A-Za-z0-9_-]{32,128}$/;
const grantAudience = 'athcare-share-grant';

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The hash of a well-formed token, else undefined (no link can have it). */
export function tokenHashOf(token: string): string | undefined {
  return tokenPattern.test(token) ? hashShareToken(token) : undefined;
}

/** Short-lived proofs that a link's password was given, signed with a key of their own. */
export interface ShareGrants {
  sign(linkId: string): Promise<string>;
  /** A grant for the link in the `x-share-grant` header or the `grant` query parameter. */
  present(request: FastifyRequest, linkId: string): Promise<boolean>;
}

export function createShareGrants(config: Config): ShareGrants {
  // A key of its own, so a share grant can never pass as an access token (or the reverse).
  const grantKey = createHash('sha256').update(`${config.JWT_SECRET}\0share-grant`).digest();
  return {
    sign: (linkId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(linkId)
        .setAudience(grantAudience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + SHARE_GRANT_TTL_SECONDS)
        .sign(grantKey),
    async present(request, linkId) {
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
    },
  };
}

/** The refusal for a link that is no longer usable, or undefined while it is. */
export function unusable(link: LinkRow): { error: ApiError; result: string } | undefined {
  if (link.revoked)
    return { error: httpError(410, lockerMessages.linkRevoked, 'revoked'), result: 'revoked' };
  if (link.expired)
    return { error: httpError(410, lockerMessages.linkExpired, 'expired'), result: 'expired' };
  if (!link.target_active) {
    return {
      error: httpError(410, 'The shared file is no longer available.', 'file_gone'),
      result: 'file_gone',
    };
  }
  return undefined;
}

/** Logs a refusal on a link for its owner. */
export function deny(
  k: Kernel,
  request: FastifyRequest,
  link: LinkRow,
  result: string,
  fileId: string | null = link.file_id,
): Promise<void> {
  return logAccess(k, request.log, {
    ownerId: link.owner_id,
    fileId,
    shareLinkId: link.id,
    action: 'denied',
    result,
    ip: request.ip,
  });
}

export async function findLink(
  k: Kernel,
  caller: Caller,
  token: string,
): Promise<LinkRow | undefined> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) return undefined;
  const [link] = await k.call(caller, findShareLink, { token_hash: tokenHash });
  return link ?? undefined;
}

/** The link of a token while it can be used (a refusal is logged and thrown). */
export async function usableLink(
  k: Kernel,
  caller: Caller,
  request: FastifyRequest,
  token: string,
): Promise<LinkRow> {
  const link = await findLink(k, caller, token);
  if (!link) throw httpError(404, lockerMessages.linkNotFound, 'not_found');
  const bad = unusable(link);
  if (bad) {
    await deny(k, request, link, bad.result);
    throw bad.error;
  }
  return link;
}

/** The link behind a content or listing request, once it is usable and unlocked; else throws. */
export async function openLink(
  { k, grants }: ShareDeps,
  caller: Caller,
  request: FastifyRequest,
  token: string,
): Promise<LinkRow> {
  const link = await usableLink(k, caller, request, token);
  if (link.has_password && !(await grants.present(request, link.id))) {
    await deny(k, request, link, 'password_required');
    throw httpError(401, lockerMessages.passwordRequired, 'password_required');
  }
  return link;
}

/**
 * The bytes of one shared file, if the link still allows them. View-only links count views; any
 * other content request is a download against the cap, counted and checked in one statement.
 */
export async function serveContent(
  { k, store }: ShareDeps,
  caller: Caller,
  request: ShareRequest,
  reply: FastifyReply,
  link: LinkRow,
  file: BlobRef,
): Promise<FastifyReply> {
  const inline = isOn(request.query.inline);
  const viewOnly = link.view_only || !link.allow_downloads;
  if (viewOnly && !inline) {
    await deny(k, request, link, 'view_only', file.id);
    throw httpError(403, lockerMessages.viewOnly, 'view_only');
  }
  const [counted] = await k.call(caller, countShareUse, {
    token_hash: hashShareToken(request.params.token),
    view_only: viewOnly,
    inline,
  });
  if (!counted) {
    const now = await findLink(k, caller, request.params.token);
    const gone = now && unusable(now);
    if (gone) {
      await deny(k, request, link, gone.result, file.id);
      throw gone.error;
    }
    await deny(k, request, link, 'download_limit_reached', file.id);
    throw httpError(410, lockerMessages.downloadLimitReached, 'download_limit_reached');
  }
  await logAccess(k, request.log, {
    ownerId: link.owner_id,
    fileId: file.id,
    shareLinkId: link.id,
    action: viewOnly || inline ? 'view' : 'download',
    result: 'ok',
    ip: request.ip,
  });
  return sendBlob(store, request, reply, file, inline ? 'inline' : 'attachment', viewOnly);
}
