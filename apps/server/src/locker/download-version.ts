import type { FastifyInstance } from 'fastify';
import { logAccess } from './access-log.ts';
import {
  isOn,
  notFoundError,
  parseUuid,
  sendBlob,
  signInMessage,
  type LockerDeps,
} from './locker-http.ts';
import { openFileVersion } from './locker-sql.ts';

/** GET /api/locker/files/:id/versions/:version/content[?inline=1] — an old version (owner only). */
export function downloadVersion(app: FastifyInstance, { k, store }: LockerDeps): void {
  app.get<{ Params: { id: string; version: string }; Querystring: { inline?: string } }>(
    '/api/locker/files/:id/versions/:version/content',
    async (request, reply) => {
      const caller = await k.signedIn(request, signInMessage);
      const id = parseUuid(request.params.id);
      const version = Number(request.params.version);
      if (!Number.isInteger(version) || version < 1) throw notFoundError();
      const [row] = await k.call(caller, openFileVersion, { file_id: id, version });
      if (!row) throw notFoundError();
      const inline = isOn(request.query.inline);
      await logAccess(k, request.log, {
        ownerId: row.owner_id,
        fileId: id,
        actorUserId: caller.userId,
        action: inline ? 'view' : 'download',
        result: 'ok',
        ip: request.ip,
      });
      return sendBlob(store, request, reply, row, inline ? 'inline' : 'attachment', true);
    },
  );
}
