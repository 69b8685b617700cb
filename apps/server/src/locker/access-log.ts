import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';

export type AccessAction = 'open' | 'view' | 'download' | 'unlock' | 'denied';

export interface AccessEvent {
  ownerId: string;
  fileId: string | null;
  shareLinkId?: string | null;
  actorUserId?: string | null;
  action: AccessAction;
  /** 'ok' or the reason of a refusal: 'expired', 'revoked', 'wrong_password', … */
  result: string;
  ip: string | null;
}

/**
 * Writes one row of pgmedlock.access_log (owner-readable). Written as the database owner in its own
 * statement, so a refusal is recorded even though the request fails. Never throws: a log failure
 * is reported without any medical detail and does not change the answer.
 */
export async function logAccess(
  db: Database,
  log: FastifyBaseLogger,
  event: AccessEvent,
): Promise<void> {
  try {
    await db.query(
      `insert into pgmedlock.access_log (owner_id, file_id, share_link_id, actor_user_id, action, result, ip)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        event.ownerId,
        event.fileId,
        event.shareLinkId ?? null,
        event.actorUserId ?? null,
        event.action,
        event.result,
        event.ip?.slice(0, 64) ?? null,
      ],
    );
  } catch (error) {
    log.error({ code: (error as { code?: unknown }).code }, 'locker access log write failed');
  }
}
