import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { isOn, notFoundError, parseUuid, signInMessage, type LockerDeps } from './locker-http.ts';
import { deleteTrashedFile, trashOwnFile } from './locker-sql.ts';

/** DELETE /api/locker/files/:id — to the trash; ?permanent=1 — from the trash, bytes and all. */
export function deleteFile(app: FastifyInstance, { k, store }: LockerDeps): void {
  app.delete<{ Params: { id: string }; Querystring: { permanent?: string } }>(
    '/api/locker/files/:id',
    async (request, reply) => {
      const caller = await k.signedIn(request, signInMessage);
      const id = parseUuid(request.params.id);
      if (!isOn(request.query.permanent)) {
        const [row] = await k.call(caller, trashOwnFile, { file_id: id });
        if (!row) throw notFoundError();
        return reply.send(row);
      }
      const [result] = await k.call(caller, deleteTrashedFile, { file_id: id });
      if (!result || result.outcome === 'missing') throw notFoundError();
      if (result.outcome === 'active') {
        throw httpError(
          409,
          'Move the file to the trash before deleting it for good.',
          'not_in_trash',
        );
      }
      // After the commit; a failure here leaves an orphan blob that the sweep removes.
      for (const key of result.blob_keys) await store.delete(key).catch(() => {});
      return reply.code(204).send();
    },
  );
}
