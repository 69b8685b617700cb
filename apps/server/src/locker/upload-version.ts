import { lockerMessages } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { commitStoredUpload } from './commit-upload.ts';
import {
  notFoundError,
  parseUuid,
  readFilePart,
  signInMessage,
  storeUpload,
  type LockerDeps,
} from './locker-http.ts';
import { canAddVersion, commitVersion, uploadPrecheck } from './locker-sql.ts';

/** POST /api/locker/files/:id/versions — multipart with the file; the old bytes stay a version. */
export function uploadVersion(app: FastifyInstance, { k, config, store }: LockerDeps): void {
  const limit = config.UPLOAD_LIMIT_BYTES;
  app.post<{ Params: { id: string } }>('/api/locker/files/:id/versions', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const id = parseUuid(request.params.id);
    const [mayAdd] = await k.call(caller, canAddVersion, { file_id: id });
    if (!mayAdd) throw notFoundError();
    const part = await readFilePart(request, limit);
    const [check] = await k.call(caller, uploadPrecheck, { folder_id: null });
    if (!check?.subscribed)
      throw httpError(402, lockerMessages.subscriptionRequired, 'subscription_required');

    const stored = await storeUpload(store, part.file.file, limit);
    const row = await commitStoredUpload(k, store, caller, stored, async () => {
      const [file] = await k.call(caller, commitVersion, { file_id: id, blob_key: stored.put.key });
      return file;
    });
    if (!row) throw notFoundError();
    return reply.code(201).send(row);
  });
}
