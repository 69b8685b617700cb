import type { Queryable, Transaction } from '../db/database.ts';
import { pgErrorFields } from '../db/database.ts';

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

export interface NewAccount {
  /** A fixed id (demo seed); a random one when absent. */
  id?: string;
  firstName: string;
  middleName?: string | undefined;
  lastName: string;
  username: string;
  email: string;
  passwordHash: string;
  appRoles?: readonly string[];
  emailVerified?: boolean;
}

export class TakenError extends Error {
  constructor(readonly field: 'email' | 'username') {
    super(field === 'email' ? 'Email is already taken.' : 'Username is already taken.');
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Which of email/username an existing account already uses (email first). */
export async function findTaken(
  q: Queryable,
  email: string,
  username: string,
): Promise<TakenError | undefined> {
  const [row] = await q.query<{ email_taken: boolean; username_taken: boolean }>(
    `select exists (select 1 from auth.users where lower(email) = lower($1)) as email_taken,
            exists (select 1 from auth.users where lower(username) = lower($2)) as username_taken`,
    [email, username],
  );
  if (row?.email_taken) return new TakenError('email');
  if (row?.username_taken) return new TakenError('username');
  return undefined;
}

/**
 * Creates the identity, credentials, profile and app roles of one account, in the caller's
 * transaction. A unique violation (a concurrent registration) becomes a TakenError.
 */
export async function createAccount(tx: Transaction, account: NewAccount): Promise<string> {
  const email = normaliseEmail(account.email);
  try {
    await tx.query('savepoint create_account');
    const [user] = await tx.query<{ id: string }>(
      'insert into auth.users (id, email, username) values (coalesce($1::uuid, gen_random_uuid()), $2, $3) returning id::text as id',
      [account.id ?? null, email, account.username],
    );
    if (!user) throw new Error('user insert returned nothing');
    await tx.query('insert into auth.credentials (user_id, password_hash) values ($1, $2)', [
      user.id,
      account.passwordHash,
    ]);
    await tx.query(
      `insert into pgusers.profile (id, username, first_name, middle_name, last_name, email, email_verified)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        user.id,
        account.username,
        account.firstName,
        account.middleName ?? null,
        account.lastName,
        email,
        account.emailVerified ?? false,
      ],
    );
    for (const role of account.appRoles ?? []) {
      await tx.query(
        'insert into pgaccess.user_app_roles (user_id, role) values ($1, $2) on conflict do nothing',
        [user.id, role],
      );
    }
    await tx.query('release savepoint create_account');
    return user.id;
  } catch (error) {
    const pg = pgErrorFields(error);
    if (pg?.code === '23505') {
      await tx.query('rollback to savepoint create_account');
      const text = `${pg.message} ${pg.detail ?? ''}`;
      throw new TakenError(/email/i.test(text) ? 'email' : 'username');
    }
    throw error;
  }
}

export interface LoginAccount {
  id: string;
  passwordHash: string | null;
  isActive: boolean;
}

/** The account an identifier names: an email when it has an @, else a username. */
export async function findLoginAccount(
  q: Queryable,
  identifier: string,
): Promise<LoginAccount | undefined> {
  const column = identifier.includes('@') ? 'email' : 'username';
  const [row] = await q.query<{
    id: string;
    password_hash: string | null;
    is_active: boolean | null;
  }>(
    `select u.id::text as id, c.password_hash, p.is_active
     from auth.users u
     left join auth.credentials c on c.user_id = u.id
     left join pgusers.profile p on p.id = u.id
     where lower(u.${column}) = lower($1)`,
    [identifier.trim()],
  );
  return row
    ? { id: row.id, passwordHash: row.password_hash, isActive: row.is_active ?? true }
    : undefined;
}

export async function appRolesOf(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q.query<{ role: string }>(
    'select role from pgaccess.user_app_roles where user_id = $1 order by role',
    [userId],
  );
  return rows.map((r) => r.role);
}

export async function loadSessionUser(
  q: Queryable,
  userId: string,
): Promise<SessionUserRow | undefined> {
  const [row] = await q.query<Omit<SessionUserRow, 'app_roles'>>(
    `select u.id::text as id, coalesce(p.first_name, '') as first_name, p.middle_name,
            coalesce(p.last_name, '') as last_name, u.username, u.email
     from auth.users u left join pgusers.profile p on p.id = u.id
     where u.id = $1`,
    [userId],
  );
  if (!row) return undefined;
  return { ...row, app_roles: await appRolesOf(q, userId) };
}

/** True when the account may hold a session (exists, and its profile is not deactivated). */
export async function isActiveAccount(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q.query<{ active: boolean }>(
    `select coalesce(p.is_active, true) as active from auth.users u left join pgusers.profile p on p.id = u.id where u.id = $1`,
    [userId],
  );
  return row?.active ?? false;
}

export async function recordLoginAttempt(
  q: Queryable,
  attempt: {
    identifier: string;
    userId: string | undefined;
    ip: string | undefined;
    succeeded: boolean;
  },
): Promise<void> {
  await q.query(
    'insert into auth.login_attempts (identifier, user_id, ip, succeeded) values ($1, $2, $3, $4)',
    [
      attempt.identifier.slice(0, 254),
      attempt.userId ?? null,
      attempt.ip ?? null,
      attempt.succeeded,
    ],
  );
}

/** The moment of a successful sign-in, on the profile. */
export async function touchLastLogin(q: Queryable, userId: string): Promise<void> {
  await q.query('update pgusers.profile set last_login_at = now() where id = $1', [userId]);
}

/** The user's argon2id password hash, if they have one. */
export async function passwordHashOf(q: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await q.query<{ password_hash: string }>(
    'select password_hash from auth.credentials where user_id = $1',
    [userId],
  );
  return row?.password_hash;
}

export async function setPasswordHash(
  q: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await q.query(
    'update auth.credentials set password_hash = $2, password_changed_at = now() where user_id = $1',
    [userId, passwordHash],
  );
}
