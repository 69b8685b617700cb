import { lockerMessages, uploadFieldsSchema } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { commitStoredUpload } from './commit-upload.ts';
import { readFilePart, signInMessage, storeUpload, type LockerDeps } from './locker-http.ts';
import { commitUpload, uploadPrecheck } from './locker-sql.ts';

/** POST /api/locker/files — multipart: fields folder_id?, name? (before the file), then file. */
export function uploadFile(app: FastifyInstance, { k, config, store }: LockerDeps): void {
  const limit = config.UPLOAD_LIMIT_BYTES;
  app.post('/api/locker/files', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const part = await readFilePart(request, limit);
    const parsed = uploadFieldsSchema.safeParse({
      folderId: part.field('folder_id') || undefined,
      name: part.field('name') || part.file.filename,
    });
    if (!parsed.success)
      throw httpError(400, parsed.error.issues[0]?.message ?? 'Invalid input.', 'invalid_input');
    const name = parsed.data.name;
    if (!name) throw httpError(400, lockerMessages.nameRequired, 'invalid_input');
    const folderId = parsed.data.folderId?.toLowerCase() ?? null;

    // Before reading a large body: the plan and the folder, so a refusal comes at once.
    const [check] = await k.call(caller, uploadPrecheck, { folder_id: folderId });
    if (!check?.subscribed)
      throw httpError(402, lockerMessages.subscriptionRequired, 'subscription_required');
    if (!check.folder_ok) throw httpError(404, 'Folder not found.', 'folder_not_found');

    const stored = await storeUpload(store, part.file.file, limit);
    const row = await commitStoredUpload(k, store, caller, stored, async () => {
      const [file] = await k.call(caller, commitUpload, {
        folder_id: folderId,
        name,
        blob_key: stored.put.key,
      });
      return file;
    });
    if (!row) throw httpError(404, lockerMessages.notFound, 'not_found');
    return reply.code(201).send(row);
  });
}
