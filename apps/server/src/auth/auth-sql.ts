import { schemas } from '../db/schemas.ts';
import { sqlFunction } from '../http/sql-function.ts';

/**
 * The SQL functions the auth endpoints and the first admin call (migration 0130; their current
 * text is in apps/server/db/schema.sql). Every one runs as the service: the auth schema is never
 * exposed, and each endpoint says why at its call. Passwords arrive as argon2id hashes and refresh
 * tokens as their SHA-256 (auth/passwords.ts, auth/tokens.ts).
 */
const fn = schemas.auth;

/** The session user of spec §3, snake_case as the API sends it (the client camelCases keys). */
export interface SessionUserRow {
  id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  username: string;
  email: string;
  app_roles: string[];
}

/** Raises 23505 (409) 'Email/Username is already taken.' with the field in details. */
export const checkAvailable = sqlFunction<null>(fn, 'check_available', {
  email: 'text',
  username: 'text',
});

/** An account with its identity, credentials, profile and app roles (demo seed, tests). */
export const createAccount = sqlFunction<string>(fn, 'create_account', {
  id: 'uuid',
  email: 'text',
  username: 'text',
  first_name: 'text',
  middle_name: 'text',
  last_name: 'text',
  password_hash: 'text',
  app_roles: 'text[]',
  email_verified: 'boolean',
});

export const registerAccount = sqlFunction<string>(fn, 'register_account', {
  first_name: 'text',
  middle_name: 'text',
  last_name: 'text',
  username: 'text',
  email: 'text',
  password_hash: 'text',
  ip: 'text',
});

export const bootstrapAdmin = sqlFunction<'exists' | 'taken' | 'created'>(fn, 'bootstrap_admin', {
  email: 'text',
  password_hash: 'text',
});

export const logEvent = sqlFunction<null>(fn, 'log_event', {
  event: 'text',
  user_id: 'uuid',
  ip: 'text',
  detail: 'jsonb',
});

export const loginAccount = sqlFunction<{
  id: string;
  password_hash: string | null;
  is_active: boolean;
}>(fn, 'login_account', { identifier: 'text' });

export const recordFailedLogin = sqlFunction<null>(fn, 'record_failed_login', {
  identifier: 'text',
  user_id: 'uuid',
  ip: 'text',
  reason: 'text',
});

export const startSession = sqlFunction<{
  session_id: string;
  max_age: number;
  account: SessionUserRow;
}>(fn, 'start_session', {
  user_id: 'uuid',
  identifier: 'text',
  ip: 'text',
  user_agent: 'text',
  refresh_token_hash: 'text',
});

export type RefreshOutcome = 'invalid' | 'rotated' | 'reissued' | 'replay' | 'disabled';

export const refreshSession = sqlFunction<{
  outcome: RefreshOutcome;
  user_id: string | null;
  session_id: string | null;
  max_age: number | null;
  app_roles: string[] | null;
  successor_sealed: string | null;
}>(fn, 'refresh_session', {
  token_hash: 'text',
  child_hash: 'text',
  child_sealed: 'text',
  ip: 'text',
});

export const endSession = sqlFunction<boolean>(fn, 'end_session', {
  session_id: 'uuid',
  user_id: 'uuid',
  reason: 'text',
});

export const logout = sqlFunction<boolean>(fn, 'logout', {
  token_hash: 'text',
  session_id: 'uuid',
  user_id: 'uuid',
  ip: 'text',
});

export const passwordHashOf = sqlFunction<string | null>(fn, 'password_hash_of', {
  user_id: 'uuid',
});

export const setPassword = sqlFunction<number>(fn, 'set_password', {
  user_id: 'uuid',
  password_hash: 'text',
  ip: 'text',
});
