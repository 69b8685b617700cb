import type { Queryable } from '../db/database.ts';

/** Account events kept in auth.audit_log. Details never hold passwords, tokens or medical data. */
export type AuditEvent =
  | 'register'
  | 'login_ok'
  | 'login_failed'
  | 'login_rate_limited'
  | 'logout'
  | 'refresh'
  | 'refresh_replay'
  | 'password_changed'
  | 'role_added'
  | 'admin_bootstrap';

export interface AuditEntry {
  event: AuditEvent;
  userId?: string | undefined;
  ip?: string | undefined;
  detail?: Record<string, unknown>;
}

export async function audit(q: Queryable, entry: AuditEntry): Promise<void> {
  await q.query(
    'insert into auth.audit_log (user_id, ip, event, detail) values ($1, $2, $3, $4::jsonb)',
    [entry.userId ?? null, entry.ip ?? null, entry.event, JSON.stringify(entry.detail ?? {})],
  );
}
