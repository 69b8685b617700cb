import { lockerMessages } from '@athcare/shared/locker.schema';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { logAccess } from './access-log.ts';
import {
  isOn,
  notFoundError,
  parseUuid,
  sendBlob,
  signInMessage,
  type LockerDeps,
} from './locker-http.ts';
import { openFile } from './locker-sql.ts';

/**
 * GET /api/locker/files/:id/content[?inline=1] — the owner, or a user it is shared with (view, or
 * download when the share allows it). Every read and refusal is logged for the owner.
 */
export function downloadFile(app: FastifyInstance, { k, store }: LockerDeps): void {
  app.get<{ Params: { id: string }; Querystring: { inline?: string } }>(
    '/api/locker/files/:id/content',
    async (request, reply) => {
      const caller = await k.signedIn(request, signInMessage);
      const id = parseUuid(request.params.id);
      const inline = isOn(request.query.inline);
      const action = inline ? 'view' : 'download';
      const [file] = await k.call(caller, openFile, { file_id: id, action });
      const entry = { fileId: id, actorUserId: caller.userId, ip: request.ip };
      if (!file) {
        // A foreign file looks like no file; its owner still learns of the attempt.
        await logAccess(k, request.log, {
          ...entry,
          ownerId: null,
          action: 'denied',
          result: 'no_access',
        });
        throw notFoundError();
      }
      if (!file.allowed) {
        await logAccess(k, request.log, {
          ...entry,
          ownerId: file.owner_id,
          action: 'denied',
          result: 'view_only',
        });
        throw httpError(403, lockerMessages.viewOnly, 'view_only');
      }
      // Every read of a record is logged, the owner's own included (ARCHITECTURE.md).
      await logAccess(k, request.log, { ...entry, ownerId: file.owner_id, action, result: 'ok' });
      return sendBlob(store, request, reply, file, inline ? 'inline' : 'attachment', true);
    },
  );
}
