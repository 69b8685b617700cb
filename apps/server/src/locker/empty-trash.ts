import type { FastifyInstance } from 'fastify';
import { signInMessage, type LockerDeps } from './locker-http.ts';
import { emptyTrash } from './locker-sql.ts';

/** DELETE /api/locker/trash — empties the caller's trash: rows, old versions and their bytes. */
export function emptyTrashEndpoint(app: FastifyInstance, { k, store }: LockerDeps): void {
  app.delete('/api/locker/trash', async (request, reply) => {
    const caller = await k.signedIn(request, signInMessage);
    const [result] = await k.call(caller, emptyTrash, {});
    // After the commit; a failure here leaves an orphan blob that the sweep removes.
    for (const key of result?.blob_keys ?? []) await store.delete(key).catch(() => {});
    return reply.send({ deleted: result?.deleted ?? 0 });
  });
}
