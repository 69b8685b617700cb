import type { FastifyBaseLogger } from 'fastify';
import type { Kernel } from '../http/kernel.ts';
import { logAccessEntry } from './locker-sql.ts';

export type AccessAction = 'open' | 'view' | 'download' | 'unlock' | 'denied';

export interface AccessEvent {
  /** The file's owner; looked up from fileId when null (a foreign file's owner learns too). */
  ownerId: string | null;
  fileId: string | null;
  shareLinkId?: string | null;
  actorUserId?: string | null;
  action: AccessAction;
  /** 'ok' or the reason of a refusal: 'expired', 'revoked', 'wrong_password', … */
  result: string;
  ip: string | null;
}

/**
 * Writes one row of pgmedlock.access_log (owner-readable). Never throws: a log failure is reported
 * without any medical detail and does not change the answer.
 */
export async function logAccess(
  k: Kernel,
  log: FastifyBaseLogger,
  event: AccessEvent,
): Promise<void> {
  try {
    // As the service: the log is the server's record (no caller may write it), in a transaction of
    // its own so a refusal is recorded although the request fails.
    await k.callAsService(logAccessEntry, {
      owner_id: event.ownerId,
      file_id: event.fileId,
      share_link_id: event.shareLinkId ?? null,
      actor_user_id: event.actorUserId ?? null,
      action: event.action,
      result: event.result,
      ip: event.ip,
    });
  } catch (error) {
    log.error({ code: (error as { code?: unknown }).code }, 'locker access log write failed');
  }
}
