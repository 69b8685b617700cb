import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, avatarMessages, isAvatarMimeType } from '@athcare/shared/avatar.schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ApiError, httpError } from '../errors/api-error.ts';
import { uuidPattern } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import { commitStoredUpload } from '../locker/commit-upload.ts';
import { readFilePart, storeUpload, type StoredUpload } from '../locker/locker-http.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { avatarBlob, removeAvatar, setAvatar } from './avatar-sql.ts';

export interface AvatarRoutesOptions {
  k: Kernel;
  store: BlobStore;
}

const signInMessage = 'Sign in to change your photo.';

/**
 * The member's photo (issue #17): upload, remove, serve. The upload goes the locker's way (the
 * upload guard sniffs the type from the bytes and counts them against the limit, the blob and
 * its pending-upload record are committed with the row or not at all); set_avatar then claims
 * it for the caller only.
 */
export const avatarRoutes: FastifyPluginAsync<AvatarRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });
  uploadAvatar(app, options);
  deleteAvatar(app, options);
  getAvatar(app, options);
};

/** The upload guard's refusals, in the photo's words. */
async function storeImage(store: BlobStore, file: Readable): Promise<StoredUpload> {
  let stored: StoredUpload;
  try {
    stored = await storeUpload(store, file, AVATAR_MAX_BYTES);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413)
      throw httpError(413, avatarMessages.tooLarge, 'too_large');
    if (error instanceof ApiError && error.status === 415)
      throw httpError(415, avatarMessages.unsupportedType, 'unsupported_type');
    throw error;
  }
  if (!isAvatarMimeType(stored.mimeType)) {
    await store.delete(stored.put.key).catch(() => {});
    throw httpError(415, avatarMessages.unsupportedType, 'unsupported_type');
  }
  return stored;
}

/** POST /api/profile/avatar — multipart, one `file` part (JPEG, PNG or WebP, at most 5 MB). */
function uploadAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.post('/api/profile/avatar', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const part = await readFilePart(request, AVATAR_MAX_BYTES);
    const stored = await storeImage(store, part.file.file);
    const row = await commitStoredUpload(k, store, caller, stored, async () => {
      const [set] = await k.call(caller, setAvatar, { blob_key: stored.put.key });
      return set;
    });
    if (!row) throw httpError(500, 'The photo could not be saved.', 'not_saved');
    // After the commit; a failure leaves an orphan blob that the sweep removes.
    if (row.old_blob_key) await store.delete(row.old_blob_key).catch(() => {});
    return reply.code(200).send({ avatarUrl: row.avatar_url });
  });
}

/** DELETE /api/profile/avatar — the caller's photo goes (204 whether or not there was one). */
function deleteAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.delete('/api/profile/avatar', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const [oldKey] = await k.call(caller, removeAvatar, {});
    if (oldKey) await store.delete(oldKey).catch(() => {});
    return reply.code(204).send();
  });
}

/**
 * GET /api/avatars/:userId/:sha256 — the photo at its address (no token: an <img> sends none).
 * The address names the bytes, so it is cached for good; a new photo is a new address.
 */
function getAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.get<{ Params: { userId: string; sha256: string } }>(
    '/api/avatars/:userId/:sha256',
    async (request, reply) => {
      const { userId, sha256 } = request.params;
      if (!uuidPattern.test(userId) || !/^[0-9a-f]{64}$/.test(sha256))
        throw httpError(404, 'Photo not found.', 'not_found');
      const caller = await k.caller(request);
      const [blob] = await k.call(
        caller,
        avatarBlob,
        { user_id: userId.toLowerCase(), sha256 },
        { readOnly: true },
      );
      if (!blob) throw httpError(404, 'Photo not found.', 'not_found');
      if (request.headers['if-none-match'] === `"${blob.sha256}"`) return reply.code(304).send();
      const body = await store.get(blob.blob_key, { sha256: blob.sha256 });
      return reply
        .headers({
          'content-type': blob.mime_type,
          'content-length': String(blob.size),
          etag: `"${blob.sha256}"`,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(body);
    },
  );
}
