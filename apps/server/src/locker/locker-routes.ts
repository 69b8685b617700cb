import { createHash, randomBytes } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import multipart, { type MultipartFields } from '@fastify/multipart';
import { hash as argon2Hash } from '@node-rs/argon2';
import {
  createShareLinkInputSchema,
  lockerMessages,
  uploadFieldsSchema,
} from '@athcare/shared/locker.schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config/config.ts';
import { pgErrorFields, type Database, type Queryable } from '../db/database.ts';
import { BlobIntegrityError, type BlobStore, type PutResult } from '../storage/blob-store.ts';
import { logAccess } from './access-log.ts';
import {
  authenticate,
  contentHeaders,
  LockerError,
  parseRange,
  parseUuid,
  type Caller,
} from './locker-http.ts';
import { shareRoutes } from './share-routes.ts';
import {
  EmptyFileError,
  UnsupportedTypeError,
  UploadGuard,
  UploadTooLargeError,
} from './upload-guard.ts';

export interface LockerRoutesOptions {
  config: Config;
  db: Database;
  store: BlobStore;
}

/** The file row as the locker routes return it (the columns of pgmedlock.files but blob_key). */
export const fileColumns = `id, owner_id, folder_id, name, path, status, version, size::float8 as size,
  mime_type, sha256, tags, description, last_accessed_at, trashed_at, created_at, updated_at`;

export const argon2Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

interface StoredUpload {
  put: PutResult;
  mimeType: string;
}

type FileForContent = {
  id: string;
  owner_id: string;
  name: string;
  size: number;
  mime_type: string;
  sha256: string;
  blob_key: string;
  is_owner: boolean;
};

function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const one = Array.isArray(entry) ? entry[0] : entry;
  if (one && one.type === 'field' && typeof one.value === 'string') return one.value;
  return undefined;
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input.';
}

/** A database refusal of a locker write, as the answer the user should see. */
export function lockerDbError(error: unknown): unknown {
  const pg = pgErrorFields(error);
  if (!pg) return error;
  switch (pg.code) {
    case 'PT402':
      return new LockerError(402, lockerMessages.subscriptionRequired, 'subscription_required');
    case 'PT413':
      return new LockerError(413, lockerMessages.quotaExceeded, 'quota_exceeded', pg.message);
    case 'PT404':
      return new LockerError(404, pg.message, 'not_found');
    case 'PT400':
    case '23514':
      return new LockerError(
        400,
        pg.code === '23514' ? 'Invalid name.' : pg.message,
        'invalid_input',
      );
    case '23P01':
    case '23505':
      return new LockerError(409, lockerMessages.nameTaken, 'name_taken');
    case '42501':
      return new LockerError(403, 'Not allowed.', 'forbidden');
    default:
      return error;
  }
}

/**
 * The locker's HTTP side (issue #7): upload, new version, download/preview, delete, share links,
 * and the public share-link endpoints. Every signed-in request runs in the database as the caller
 * (db.asRequest), so row-level security decides what exists for them.
 */
export const lockerRoutes: FastifyPluginAsync<LockerRoutesOptions> = async (app, options) => {
  const { config, db, store } = options;
  const limit = config.UPLOAD_LIMIT_BYTES;

  await app.register(multipart, {
    limits: { fileSize: limit + 1, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LockerError) return error.send(reply);
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return new LockerError(413, lockerMessages.tooLarge(limit), 'too_large').send(reply);
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return new LockerError(415, 'Send the file as multipart/form-data.', 'not_multipart').send(
        reply,
      );
    }
    if (typeof code === 'string' && code.startsWith('FST_')) {
      return new LockerError(400, 'Malformed request.', 'bad_request').send(reply);
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new LockerError(status, 'Bad request.', 'bad_request').send(reply);
    }
    // No message or file name in the log: they may be medical data.
    request.log.error({ err: { name: (error as Error).name, code } }, 'locker request failed');
    return new LockerError(500, 'Internal server error', 'internal').send(reply);
  });

  /** Streams the upload through the guard into the blob store: nothing stays on any error. */
  async function storeUpload(file: Readable): Promise<StoredUpload> {
    const guard = new UploadGuard(limit);
    const guarded = pipeline(file, guard, () => {});
    try {
      const put = await store.put(guarded);
      return { put, mimeType: guard.mimeType };
    } catch (error) {
      if (
        error instanceof UploadTooLargeError ||
        (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        throw new LockerError(413, lockerMessages.tooLarge(limit), 'too_large');
      }
      if (error instanceof UnsupportedTypeError) {
        throw new LockerError(415, lockerMessages.unsupportedType, 'unsupported_type');
      }
      if (error instanceof EmptyFileError)
        throw new LockerError(400, lockerMessages.emptyFile, 'empty_file');
      throw error;
    }
  }

  /**
   * Records the stored blob as a pending upload of the caller, then runs the row write as the
   * caller. If anything fails the pending entry and the blob go, so no row without blob and no
   * blob without row remain (a crash in between leaves an orphan for sweepOrphanBlobs).
   */
  async function commitUpload<T>(
    caller: Caller,
    stored: StoredUpload,
    write: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const { key, size, sha256 } = stored.put;
    try {
      await db.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
         values ($1, $2, $3, $4, $5)`,
        [key, caller.userId, size, sha256, stored.mimeType],
      );
      return await db.asRequest(caller.ctx, write);
    } catch (error) {
      await db
        .query('delete from pgmedlock_private.uploads where blob_key = $1', [key])
        .catch(() => {});
      await store.delete(key).catch(() => {});
      throw lockerDbError(error);
    }
  }

  /** Before reading a large body: the plan and the folder, so a refusal comes at once. */
  async function precheck(caller: Caller, folderId: string | null): Promise<void> {
    const [row] = await db.asRequest(caller.ctx, (tx) =>
      tx.query<{ subscribed: boolean; folder_ok: boolean }>(
        `select pgsubs_private.has_active_subscription(auth.uid(), 'medilocker') as subscribed,
                ($1::uuid is null or exists (select 1 from pgmedlock.folders
                                              where id = $1::uuid and owner_id = auth.uid())) as folder_ok`,
        [folderId],
      ),
    );
    if (!row?.subscribed)
      throw new LockerError(402, lockerMessages.subscriptionRequired, 'subscription_required');
    if (!row.folder_ok) throw new LockerError(404, 'Folder not found.', 'folder_not_found');
  }

  // POST /api/locker/files — multipart: fields folder_id?, name? (before the file), then file.
  app.post('/api/locker/files', async (request, reply) => {
    const caller = await authenticate(request, config);
    const part = await request.file();
    if (!part) throw new LockerError(400, 'Attach the file in a "file" part.', 'no_file');
    const parsed = uploadFieldsSchema.safeParse({
      folderId: fieldValue(part.fields, 'folder_id') || undefined,
      name: fieldValue(part.fields, 'name') || part.filename,
    });
    if (!parsed.success) throw new LockerError(400, firstIssue(parsed.error), 'invalid_input');
    const name = parsed.data.name;
    if (!name) throw new LockerError(400, lockerMessages.nameRequired, 'invalid_input');
    const folderId = parsed.data.folderId?.toLowerCase() ?? null;
    await precheck(caller, folderId);
    const stored = await storeUpload(part.file);
    const [row] = await commitUpload(caller, stored, (tx) =>
      tx.query(
        `insert into pgmedlock.files (owner_id, folder_id, name, blob_key)
         values (auth.uid(), $1, $2, $3) returning ${fileColumns}`,
        [folderId, name, stored.put.key],
      ),
    );
    return reply.code(201).send(row);
  });

  // POST /api/locker/files/:id/versions — multipart with the file; the old bytes stay as a version.
  app.post<{ Params: { id: string } }>('/api/locker/files/:id/versions', async (request, reply) => {
    const caller = await authenticate(request, config);
    const id = parseUuid(request.params.id);
    const [exists] = await db.asRequest(caller.ctx, (tx) =>
      tx.query(
        `select 1 from pgmedlock.files where id = $1 and owner_id = auth.uid() and status = 'active'`,
        [id],
      ),
    );
    if (!exists) throw new LockerError(404, lockerMessages.notFound, 'not_found');
    const part = await request.file();
    if (!part) throw new LockerError(400, 'Attach the file in a "file" part.', 'no_file');
    await precheck(caller, null);
    const stored = await storeUpload(part.file);
    const [row] = await commitUpload(caller, stored, (tx) =>
      tx.query(
        `update pgmedlock.files set blob_key = $2 where id = $1 and status = 'active' returning ${fileColumns}`,
        [id, stored.put.key],
      ),
    );
    if (!row) {
      await db.query('delete from pgmedlock_private.uploads where blob_key = $1', [stored.put.key]);
      await store.delete(stored.put.key);
      throw new LockerError(404, lockerMessages.notFound, 'not_found');
    }
    return reply.code(201).send(row);
  });

  /** Sends a blob: whole (SHA-256 checked) or one range; ETag is the SHA-256. */
  async function sendBlob(
    request: FastifyRequest,
    reply: FastifyReply,
    file: { blob_key: string; sha256: string; size: number; mime_type: string; name: string },
    disposition: 'inline' | 'attachment',
    allowRange: boolean,
  ): Promise<FastifyReply> {
    void reply.headers(contentHeaders(file.mime_type, file.name, file.sha256, disposition));
    const range = allowRange ? parseRange(request.headers.range, file.size) : undefined;
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send();
    }
    if (range) {
      const body = await store.get(file.blob_key, { range });
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    }
    const body = await store.get(file.blob_key, { sha256: file.sha256 });
    body.on('error', (error) => {
      if (error instanceof BlobIntegrityError) {
        request.log.error({ blob: file.blob_key }, 'stored blob failed its SHA-256 check');
      }
    });
    return reply.code(200).header('content-length', file.size).send(body);
  }

  // GET /api/locker/files/:id/content[?inline=1] — owner, or a user it is shared with.
  app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    '/api/locker/files/:id/content',
    async (request, reply) => {
      const caller = await authenticate(request, config);
      const id = parseUuid(request.params.id);
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      const action = inline ? 'view' : 'download';
      const outcome = await db.asRequest(caller.ctx, async (tx) => {
        const [file] = await tx.query<FileForContent>(
          `select id, owner_id, name, size::float8 as size, mime_type, sha256, blob_key,
                  owner_id = auth.uid() as is_owner
             from pgmedlock.files where id = $1`,
          [id],
        );
        if (!file) return { file: undefined, allowed: false };
        if (file.is_owner) {
          await tx.query('update pgmedlock.files set last_accessed_at = now() where id = $1', [id]);
          return { file, allowed: true };
        }
        const [use] = await tx.query<{ ok: boolean }>(
          'select pgmedlock_private.use_share($1, $2) as ok',
          [id, action],
        );
        return { file, allowed: use?.ok === true };
      });
      const ip = request.ip;
      if (!outcome.file) {
        // A foreign file looks like no file; its owner still learns of the attempt.
        const [foreign] = await db.query<{ owner_id: string }>(
          'select owner_id from pgmedlock.files where id = $1',
          [id],
        );
        if (foreign) {
          await logAccess(db, request.log, {
            ownerId: foreign.owner_id,
            fileId: id,
            actorUserId: caller.userId,
            action: 'denied',
            result: 'no_access',
            ip,
          });
        }
        throw new LockerError(404, lockerMessages.notFound, 'not_found');
      }
      const file = outcome.file;
      if (!outcome.allowed) {
        await logAccess(db, request.log, {
          ownerId: file.owner_id,
          fileId: id,
          actorUserId: caller.userId,
          action: 'denied',
          result: 'view_only',
          ip,
        });
        throw new LockerError(403, lockerMessages.viewOnly, 'view_only');
      }
      // Every read of a record is logged, the owner's own included (ARCHITECTURE.md).
      await logAccess(db, request.log, {
        ownerId: file.owner_id,
        fileId: id,
        actorUserId: caller.userId,
        action,
        result: 'ok',
        ip,
      });
      return sendBlob(request, reply, file, inline ? 'inline' : 'attachment', true);
    },
  );

  // GET /api/locker/files/:id/versions/:version/content — an old version (owner only).
  app.get<{ Params: { id: string; version: string }; Querystring: { inline?: string } }>(
    '/api/locker/files/:id/versions/:version/content',
    async (request, reply) => {
      const caller = await authenticate(request, config);
      const id = parseUuid(request.params.id);
      const version = Number(request.params.version);
      if (!Number.isInteger(version) || version < 1)
        throw new LockerError(404, lockerMessages.notFound, 'not_found');
      const [row] = await db.asRequest(caller.ctx, (tx) =>
        tx.query<FileForContent>(
          `select file_id as id, owner_id, name, size::float8 as size, mime_type, sha256, blob_key, true as is_owner
             from pgmedlock.file_versions where file_id = $1 and version = $2`,
          [id, version],
        ),
      );
      if (!row) throw new LockerError(404, lockerMessages.notFound, 'not_found');
      const inline = request.query.inline === '1' || request.query.inline === 'true';
      await logAccess(db, request.log, {
        ownerId: row.owner_id,
        fileId: id,
        actorUserId: caller.userId,
        action: inline ? 'view' : 'download',
        result: 'ok',
        ip: request.ip,
      });
      return sendBlob(request, reply, row, inline ? 'inline' : 'attachment', true);
    },
  );

  // DELETE /api/locker/files/:id — to the trash; ?permanent=1 — from the trash, bytes and all.
  app.delete<{ Params: { id: string }; Querystring: { permanent?: string } }>(
    '/api/locker/files/:id',
    async (request, reply) => {
      const caller = await authenticate(request, config);
      const id = parseUuid(request.params.id);
      const permanent = request.query.permanent === '1' || request.query.permanent === 'true';
      if (!permanent) {
        const [row] = await db.asRequest(caller.ctx, (tx) =>
          tx.query(
            `update pgmedlock.files set status = 'trashed' where id = $1 and owner_id = auth.uid()
             returning ${fileColumns}`,
            [id],
          ),
        );
        if (!row) throw new LockerError(404, lockerMessages.notFound, 'not_found');
        return reply.send(row);
      }
      const outcome = await db.asRequest(caller.ctx, async (tx) => {
        const [file] = await tx.query<{ status: string }>(
          'select status from pgmedlock.files where id = $1 and owner_id = auth.uid()',
          [id],
        );
        if (!file) return 'missing' as const;
        if (file.status !== 'trashed') return 'active' as const;
        const versions = await tx.query<{ blob_key: string }>(
          'select blob_key from pgmedlock.file_versions where file_id = $1',
          [id],
        );
        const deleted = await tx.query<{ blob_key: string }>(
          'delete from pgmedlock.files where id = $1 returning blob_key',
          [id],
        );
        return [...deleted, ...versions].map((r) => r.blob_key);
      });
      if (outcome === 'missing') throw new LockerError(404, lockerMessages.notFound, 'not_found');
      if (outcome === 'active') {
        throw new LockerError(
          409,
          'Move the file to the trash before deleting it for good.',
          'not_in_trash',
        );
      }
      // After the commit; a failure here leaves an orphan blob that the sweep removes.
      for (const key of outcome) await store.delete(key).catch(() => {});
      return reply.code(204).send();
    },
  );

  // DELETE /api/locker/trash — empties the caller's trash: rows, old versions and their bytes.
  app.delete('/api/locker/trash', async (request, reply) => {
    const caller = await authenticate(request, config);
    const keys = await db.asRequest(caller.ctx, async (tx) => {
      const versions = await tx.query<{ blob_key: string }>(
        `select v.blob_key from pgmedlock.file_versions v join pgmedlock.files f on f.id = v.file_id
          where f.owner_id = auth.uid() and f.status = 'trashed'`,
      );
      const files = await tx.query<{ blob_key: string }>(
        `delete from pgmedlock.files where owner_id = auth.uid() and status = 'trashed' returning blob_key`,
      );
      return { files: files.length, keys: [...files, ...versions].map((r) => r.blob_key) };
    });
    for (const key of keys.keys) await store.delete(key).catch(() => {});
    return reply.send({ deleted: keys.files });
  });

  /** Creates a link to the caller's active file or folder; the token is in this answer only. */
  async function createShareLink(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    target: 'file' | 'folder',
  ): Promise<FastifyReply> {
    const caller = await authenticate(request, config);
    const notFound = target === 'file' ? lockerMessages.notFound : 'Folder not found.';
    const id = parseUuid(request.params.id, notFound);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = createShareLinkInputSchema.safeParse({
      expiresInHours: body.expires_in_hours,
      password: body.password ?? undefined,
      maxDownloads: body.max_downloads ?? undefined,
      viewOnly: body.view_only,
      allowDownloads: body.allow_downloads,
      label: body.label ?? undefined,
    });
    if (!parsed.success) throw new LockerError(400, firstIssue(parsed.error), 'invalid_input');
    const input = parsed.data;
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const passwordHash = input.password ? await argon2Hash(input.password, argon2Options) : null;
    const [row] = await db.asRequest(caller.ctx, async (tx) => {
      const [owned] = await tx.query(
        target === 'file'
          ? `select 1 from pgmedlock.files where id = $1 and owner_id = auth.uid() and status = 'active'`
          : 'select 1 from pgmedlock.folders where id = $1 and owner_id = auth.uid()',
        [id],
      );
      if (!owned) return [];
      return tx.query(
        `insert into pgmedlock.share_links
           (owner_id, file_id, folder_id, token_hash, label, expires_at, password_hash,
            max_downloads, allow_downloads, view_only, created_by)
         values (auth.uid(), $1, $2, $3, $4, now() + make_interval(hours => $5::int), $6, $7, $8,
                 $9, auth.uid())
         returning id, file_id, folder_id, label, expires_at,
                   password_hash is not null as has_password, max_downloads, allow_downloads,
                   view_only, created_at`,
        [
          target === 'file' ? id : null,
          target === 'folder' ? id : null,
          tokenHash,
          input.label ?? null,
          input.expiresInHours,
          passwordHash,
          input.maxDownloads ?? null,
          input.allowDownloads,
          input.viewOnly,
        ],
      );
    });
    if (!row) throw new LockerError(404, notFound, 'not_found');
    return reply.code(201).send({ ...row, token, url: `/share/${token}` });
  }

  // POST /api/locker/files/:id/share-links and /api/locker/folders/:id/share-links — JSON,
  // snake_case. A folder link opens every file under the folder, files added later included.
  app.post<{ Params: { id: string } }>('/api/locker/files/:id/share-links', (request, reply) =>
    createShareLink(request, reply, 'file'),
  );
  app.post<{ Params: { id: string } }>('/api/locker/folders/:id/share-links', (request, reply) =>
    createShareLink(request, reply, 'folder'),
  );

  // DELETE /api/locker/share-links/:id — revoke at once (same as POST /api/rpc/revoke_share_link).
  app.delete<{ Params: { id: string } }>('/api/locker/share-links/:id', async (request, reply) => {
    const caller = await authenticate(request, config);
    const id = parseUuid(request.params.id, 'Link not found.');
    const [row] = await db.asRequest(caller.ctx, (tx) =>
      tx.query('select id, revoked_at from pgmedlock.revoke_share_link($1) where id is not null', [
        id,
      ]),
    );
    if (!row) throw new LockerError(404, 'Link not found.', 'not_found');
    return reply.send(row);
  });

  await app.register(shareRoutes, { config, db, store, sendBlob });
};
