import type { Queryable } from '../db/database.ts';
import { hashToken, newRefreshToken, openSuccessor, sealSuccessor } from './tokens.ts';

/** A session ends 7 days after its last use and 30 days after it began (whichever comes first). */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_MAX_DAYS = 30;
/** A parent token replayed this soon after its rotation gets the same child (a lost response). */
export const REPLAY_GRACE_SECONDS = 10;

const aliveSql = `s.revoked_at is null
  and s.last_used_at + interval '${SESSION_IDLE_DAYS} days' > now()
  and s.created_at + interval '${SESSION_MAX_DAYS} days' > now()`;
const maxAgeSql = `greatest(0, extract(epoch from least(
  last_used_at + interval '${SESSION_IDLE_DAYS} days', created_at + interval '${SESSION_MAX_DAYS} days') - now()))::int`;

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export interface NewSession {
  sessionId: string;
  refreshToken: string;
  /** Seconds the refresh token may live (the cookie's Max-Age). */
  maxAgeSeconds: number;
}

/** A new session (token family) with its first refresh token. Call inside a transaction. */
export async function createSession(
  q: Queryable,
  userId: string,
  meta: SessionMeta,
): Promise<NewSession> {
  const refreshToken = newRefreshToken();
  const [session] = await q.query<{ id: string; max_age: number }>(
    `insert into auth.sessions (user_id, ip, user_agent) values ($1, $2, $3)
     returning id::text as id, ${maxAgeSql} as max_age`,
    [userId, meta.ip ?? null, meta.userAgent?.slice(0, 500) ?? null],
  );
  if (!session) throw new Error('session insert returned nothing');
  await q.query('insert into auth.refresh_tokens (session_id, token_hash) values ($1, $2)', [
    session.id,
    hashToken(refreshToken),
  ]);
  return { sessionId: session.id, refreshToken, maxAgeSeconds: session.max_age };
}

export type RotateResult =
  | {
      kind: 'rotated';
      userId: string;
      sessionId: string;
      refreshToken: string;
      maxAgeSeconds: number;
      reissued: boolean;
    }
  | { kind: 'invalid' }
  | { kind: 'replay'; userId: string; sessionId: string };

type TokenRow = {
  id: string;
  session_id: string;
  user_id: string;
  used: boolean;
  in_grace: boolean;
  successor_sealed: string | null;
  alive: boolean;
};

/**
 * Exchanges a refresh token for its successor. The token and its session are locked (FOR UPDATE),
 * so concurrent refreshes of one family run one after the other. A token used before is either
 * the lost-response case (its child, still unused, issued ≤10 s ago: the same child is returned)
 * or a replay: the whole family is revoked. Call inside a transaction (the locks hold until its end).
 */
export async function rotateRefreshToken(tx: Queryable, presented: string): Promise<RotateResult> {
  const [row] = await tx.query<TokenRow>(
    `select t.id::text as id, t.session_id::text as session_id, s.user_id::text as user_id,
            t.used_at is not null as used,
            coalesce(now() - t.used_at <= make_interval(secs => $2), false) as in_grace,
            t.successor_sealed, ${aliveSql} as alive
     from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
     where t.token_hash = $1
     for update of t, s`,
    [hashToken(presented), REPLAY_GRACE_SECONDS],
  );
  if (!row || !row.alive) return { kind: 'invalid' };

  if (!row.used) {
    const child = newRefreshToken();
    await tx.query(
      'update auth.refresh_tokens set used_at = now(), successor_sealed = $2 where id = $1',
      [row.id, sealSuccessor(presented, child)],
    );
    await tx.query(
      'insert into auth.refresh_tokens (session_id, parent_id, token_hash) values ($1, $2, $3)',
      [row.session_id, row.id, hashToken(child)],
    );
    const maxAgeSeconds = await touchSession(tx, row.session_id);
    return {
      kind: 'rotated',
      userId: row.user_id,
      sessionId: row.session_id,
      refreshToken: child,
      maxAgeSeconds,
      reissued: false,
    };
  }

  const [child] = await tx.query<{ current: boolean }>(
    'select used_at is null and revoked_at is null as current from auth.refresh_tokens where parent_id = $1',
    [row.id],
  );
  const again =
    row.in_grace && child?.current && row.successor_sealed
      ? openSuccessor(presented, row.successor_sealed)
      : undefined;
  if (again) {
    const maxAgeSeconds = await touchSession(tx, row.session_id);
    return {
      kind: 'rotated',
      userId: row.user_id,
      sessionId: row.session_id,
      refreshToken: again,
      maxAgeSeconds,
      reissued: true,
    };
  }

  await tx.query(
    "update auth.sessions set revoked_at = now(), revoked_reason = 'refresh_replay' where id = $1 and revoked_at is null",
    [row.session_id],
  );
  await tx.query(
    'update auth.refresh_tokens set revoked_at = now() where session_id = $1 and revoked_at is null',
    [row.session_id],
  );
  return { kind: 'replay', userId: row.user_id, sessionId: row.session_id };
}

async function touchSession(q: Queryable, sessionId: string): Promise<number> {
  const [s] = await q.query<{ max_age: number }>(
    `update auth.sessions set last_used_at = now() where id = $1 returning ${maxAgeSql} as max_age`,
    [sessionId],
  );
  return s?.max_age ?? 0;
}

/** Revokes the family a refresh token (current or old) belongs to. */
export async function revokeSessionByToken(
  q: Queryable,
  token: string,
  reason: 'logout' | 'admin',
): Promise<{ sessionId: string; userId: string } | undefined> {
  const [row] = await q.query<{ session_id: string; user_id: string }>(
    `update auth.sessions s set revoked_at = coalesce(s.revoked_at, now()), revoked_reason = coalesce(s.revoked_reason, $2)
     from auth.refresh_tokens t
     where t.token_hash = $1 and t.session_id = s.id
     returning s.id::text as session_id, s.user_id::text as user_id`,
    [hashToken(token), reason],
  );
  return row ? { sessionId: row.session_id, userId: row.user_id } : undefined;
}

export async function revokeSession(
  q: Queryable,
  sessionId: string,
  userId: string,
  reason: 'logout' | 'admin',
): Promise<boolean> {
  const rows = await q.query(
    `update auth.sessions set revoked_at = now(), revoked_reason = $3
     where id = $1 and user_id = $2 and revoked_at is null returning id`,
    [sessionId, userId, reason],
  );
  return rows.length > 0;
}

/** Ends every session of a user at once (password change). */
export async function revokeAllSessions(
  q: Queryable,
  userId: string,
  reason: 'password_change' | 'admin',
): Promise<number> {
  const rows = await q.query(
    'update auth.sessions set revoked_at = now(), revoked_reason = $2 where user_id = $1 and revoked_at is null returning id',
    [userId, reason],
  );
  return rows.length;
}
