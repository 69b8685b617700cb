import { randomBytes, randomUUID } from 'node:crypto';
import type { AppRole } from '@athcare/shared/constants';
import { signAccessToken } from '../auth/jwt.ts';
import type { Database, Queryable, RequestContext } from '../db/database.ts';

/** A user made straight in the database for tests (no password): the identity, profile and roles. */
export interface TestUser {
  id: string;
  username: string;
  email: string;
  appRoles: AppRole[];
  /** A live session (the token's sid): every request checks it in the database. */
  sessionId: string;
}

export async function createTestUser(
  db: Database,
  options: { appRoles?: AppRole[]; username?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const username = options.username ?? `u${randomBytes(6).toString('hex')}`;
  const email = `${username}@example.test`.toLowerCase();
  const appRoles = options.appRoles ?? [];
  const sessionId = await db.transaction(async (tx) => {
    await tx.query('insert into auth.users (id, email, username) values ($1, $2, $3)', [
      id,
      email,
      username,
    ]);
    await tx.query(
      `insert into pgusers.profile (id, username, first_name, last_name, email) values ($1, $2, 'Test', 'User', $3)`,
      [id, username, email],
    );
    for (const role of appRoles) {
      await tx.query('insert into pgaccess.user_app_roles (user_id, role) values ($1, $2)', [
        id,
        role,
      ]);
    }
    return newSession(tx, id);
  });
  return { id, username, email, appRoles, sessionId };
}

/** Two members (A, then B) and an admin: the people most data tests need. */
export async function createMembersAndAdmin(
  db: Database,
): Promise<{ memberA: TestUser; memberB: TestUser; admin: TestUser }> {
  const memberA = await createTestUser(db);
  const memberB = await createTestUser(db);
  const admin = await createTestUser(db, { appRoles: ['admin'] });
  return { memberA, memberB, admin };
}

async function newSession(q: Queryable, userId: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id::text as id',
    [userId],
  );
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/**
 * A live session for a user id, for tests that sign their own tokens: the account (auth.users
 * and an active profile) is made too when it does not exist yet. Returns the session id (sid).
 */
export async function createTestSession(db: Database, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const name = `s${userId.replace(/-/g, '')}`;
    await tx.query(
      'insert into auth.users (id, email, username) values ($1, $2, $3) on conflict do nothing',
      [userId, `${name}@example.test`, name],
    );
    await tx.query(
      `insert into pgusers.profile (id, username, first_name, last_name, email)
       values ($1, $2, 'Test', 'User', $3) on conflict do nothing`,
      [userId, name, `${name}@example.test`],
    );
    return newSession(tx, userId);
  });
}

/**
 * The request context the data API would use for this user (or anon for null). 'admin' is checked
 * in the database (pgaccess.user_app_roles), so an admin must be made with createTestUser.
 */
export function requestContext(user: TestUser | null, readOnly = false): RequestContext {
  return {
    role: user ? 'authenticated' : 'anon',
    claims: JSON.stringify(
      user
        ? { sub: user.id, role: 'authenticated', app_roles: user.appRoles, sid: user.sessionId }
        : { role: 'anon' },
    ),
    readOnly,
    statementTimeoutMs: 5000,
  };
}

/** Runs fn as that user, the way the data API runs a request. */
export function asUser<T>(
  db: Database,
  user: TestUser | null,
  fn: (q: Queryable) => Promise<T>,
): Promise<T> {
  return db.asRequest(requestContext(user), fn);
}

/** A token of the user's live session, signed with the test app's secret. */
export const accessTokenFor = (secret: string, user: TestUser): Promise<string> =>
  signAccessToken(
    { secret, audience: 'athcare' },
    { sub: user.id, role: 'authenticated', app_roles: user.appRoles, sid: user.sessionId },
    600,
  );

/** A token of a new live session of the user with this id (made as createTestSession makes it). */
export async function sessionTokenFor(
  db: Database,
  secret: string,
  userId: string,
  appRoles: AppRole[] = [],
): Promise<string> {
  return signAccessToken(
    { secret, audience: 'athcare' },
    {
      sub: userId,
      role: 'authenticated',
      app_roles: appRoles,
      sid: await createTestSession(db, userId),
    },
    600,
  );
}
