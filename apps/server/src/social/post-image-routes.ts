import multipart from '@fastify/multipart';
import { POST_IMAGE_MAX_BYTES, socialMessages } from '@athcare/shared/social.schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import type { Kernel } from '../http/kernel.ts';
import { commitStoredUpload } from '../locker/commit-upload.ts';
import { readFilePart } from '../locker/locker-http.ts';
import { storeImageUpload } from '../profile/image-upload.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { attachPostImage, postImageBlob } from './social-sql.ts';

export interface PostImageRoutesOptions {
  k: Kernel;
  store: BlobStore;
}

/** The images of a post take the photo's types and size limit (JPEG, PNG or WebP, at most 5 MB). */
const IMAGE_MAX_BYTES = POST_IMAGE_MAX_BYTES;
const postIdPattern = /^[1-9][0-9]{0,17}$/;

/**
 * A post's images (issue #17, up to 4): upload one to one's own post, read one with a token. The
 * upload goes the locker's way (the upload guard sniffs the type from the bytes and counts them
 * against the limit; the blob and its pending record are committed with the row or not at all);
 * attach_post_image then claims it for the caller's post only.
 */
export const postImageRoutes: FastifyPluginAsync<PostImageRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 256, parts: 3 },
  });
  uploadImage(app, options);
  getImage(app, options);
};

/** POST /api/social/posts/:postId/images — multipart, one `file` part; answers its position. */
function uploadImage(app: FastifyInstance, { k, store }: PostImageRoutesOptions): void {
  app.post<{ Params: { postId: string } }>(
    '/api/social/posts/:postId/images',
    async (request, reply) => {
      const caller = await k.signedIn(request, 'Sign in to add images.');
      if (!postIdPattern.test(request.params.postId))
        throw httpError(404, 'That post was not found.', 'not_found');
      const part = await readFilePart(request, IMAGE_MAX_BYTES);
      const stored = await storeImageUpload(store, part.file.file, IMAGE_MAX_BYTES, {
        tooLarge: socialMessages.imageTooLarge,
        unsupportedType: socialMessages.imageType,
      });
      const row = await commitStoredUpload(k, store, caller, stored, async () => {
        const [attached] = await k.call(caller, attachPostImage, {
          p_post_id: Number(request.params.postId),
          blob_key: stored.put.key,
        });
        return attached;
      });
      if (!row) throw httpError(500, 'The image could not be saved.', 'not_saved');
      return reply.code(201).send({ position: row.position, sha256: row.sha256 });
    },
  );
}

/**
 * GET /api/social/posts/:postId/images/:position — the image, for a caller who sees its post
 * (with their token: a post's visibility is not a public address). Not found otherwise.
 */
function getImage(app: FastifyInstance, { k, store }: PostImageRoutesOptions): void {
  app.get<{ Params: { postId: string; position: string } }>(
    '/api/social/posts/:postId/images/:position',
    async (request, reply) => {
      const { postId, position } = request.params;
      if (!postIdPattern.test(postId) || !/^[0-3]$/.test(position))
        throw httpError(404, 'Image not found.', 'not_found');
      const caller = await k.signedIn(request, 'Sign in to see images.');
      const [blob] = await k.call(
        caller,
        postImageBlob,
        { p_post_id: Number(postId), p_position: Number(position) },
        { readOnly: true },
      );
      if (!blob) throw httpError(404, 'Image not found.', 'not_found');
      const body = await store.get(blob.blob_key, { sha256: blob.sha256 });
      return reply
        .headers({
          'content-type': blob.mime_type,
          'content-length': String(blob.size),
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(body);
    },
  );
}
