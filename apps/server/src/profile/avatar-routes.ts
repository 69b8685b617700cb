import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, avatarMessages } from '@athcare/shared/avatar.schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { uuidPattern, type SignedInCaller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import { lockerDbError, readFilePart } from '../locker/locker-http.ts';
import { forgetUpload, recordUpload } from '../locker/locker-sql.ts';
import type { BlobStore, PutResult } from '../storage/blob-store.ts';
import { resizeAvatar, type AvatarImage } from './avatar-image.ts';
import { avatarBlob, removeAvatar, setAvatar } from './avatar-sql.ts';
import { storeImageUpload } from './image-upload.ts';

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

/** The stored bytes of a blob (at most AVATAR_MAX_BYTES: the guard counted them). */
async function readBlob(store: BlobStore, key: string, sha256: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of await store.get(key, { sha256 })) {
    const b = Buffer.from(chunk as Uint8Array);
    total += b.length;
    if (total > AVATAR_MAX_BYTES) throw httpError(413, avatarMessages.tooLarge, 'too_large');
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

/**
 * The uploaded photo at both sizes: the original goes through the upload guard (type from the
 * bytes, size limit), is decoded and resized (avatar-image.ts), and is then deleted: only the
 * resized WebP images, without metadata, are kept.
 */
async function resizeUpload(store: BlobStore, file: Readable): Promise<AvatarImage[]> {
  const original = await storeImageUpload(store, file, AVATAR_MAX_BYTES, avatarMessages);
  try {
    const bytes = await readBlob(store, original.put.key, original.put.sha256);
    return await resizeAvatar(bytes, [256, 64]);
  } finally {
    await store.delete(original.put.key).catch(() => {});
  }
}

/**
 * Stores the two images, records them as the caller's pending uploads and claims them with
 * set_avatar, all or nothing: on any failure the pending entries and the blobs go (a crash in
 * between leaves orphans for sweepOrphanBlobs).
 */
async function commitAvatar(
  k: Kernel,
  store: BlobStore,
  caller: SignedInCaller,
  [large, small]: AvatarImage[],
): Promise<{ avatar_url: string; old_blob_keys: string[] | null }> {
  const puts: PutResult[] = [];
  try {
    for (const image of [large, small]) {
      if (!image) throw httpError(500, 'The photo could not be saved.', 'not_saved');
      const put = await store.put(Readable.from([image.bytes]));
      puts.push(put);
      // As the service for the caller: only the server may attest that it stored this blob.
      await k.callAsServiceFor(caller, recordUpload, {
        blob_key: put.key,
        owner_id: caller.userId,
        size: put.size,
        sha256: put.sha256,
        mime_type: 'image/webp',
      });
    }
    const [row] = await k.call(caller, setAvatar, {
      blob_key: puts[0]?.key ?? '',
      small_blob_key: puts[1]?.key ?? '',
    });
    if (!row) throw httpError(500, 'The photo could not be saved.', 'not_saved');
    return row;
  } catch (error) {
    for (const put of puts) {
      await k.callAsService(forgetUpload, { blob_key: put.key }).catch(() => {});
      await store.delete(put.key).catch(() => {});
    }
    throw lockerDbError(error);
  }
}

/**
 * POST /api/profile/avatar — multipart, one `file` part (JPEG, PNG or WebP, at most 5 MB); kept
 * at 256 and 64 px.
 */
function uploadAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.post('/api/profile/avatar', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const part = await readFilePart(request, AVATAR_MAX_BYTES);
    const images = await resizeUpload(store, part.file.file);
    const row = await commitAvatar(k, store, caller, images);
    // After the commit; a failure leaves an orphan blob that the sweep removes.
    for (const key of row.old_blob_keys ?? []) await store.delete(key).catch(() => {});
    return reply.code(200).send({ avatarUrl: row.avatar_url });
  });
}

/** DELETE /api/profile/avatar — the caller's photo goes (204 whether or not there was one). */
function deleteAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.delete('/api/profile/avatar', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const [oldKeys] = await k.call(caller, removeAvatar, {});
    for (const key of oldKeys ?? []) await store.delete(key).catch(() => {});
    return reply.code(204).send();
  });
}

/**
 * GET /api/avatars/:userId/:sha256[?size=64] — the photo at its address (no token: an <img> sends
 * none), 256 px or, with ?size=64, 64 px. The address names the bytes, so it is cached for good;
 * a new photo is a new address.
 */
function getAvatar(app: FastifyInstance, { k, store }: AvatarRoutesOptions): void {
  app.get<{ Params: { userId: string; sha256: string }; Querystring: { size?: string } }>(
    '/api/avatars/:userId/:sha256',
    async (request, reply) => {
      const { userId, sha256 } = request.params;
      const size = request.query.size;
      if (
        !uuidPattern.test(userId) ||
        !/^[0-9a-f]{64}$/.test(sha256) ||
        (size !== undefined && size !== '64' && size !== '256')
      )
        throw httpError(404, 'Photo not found.', 'not_found');
      const caller = await k.caller(request);
      const [blob] = await k.call(
        caller,
        avatarBlob,
        { user_id: userId.toLowerCase(), sha256, px: size === '64' ? 64 : 256 },
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
