import { randomBytes, randomUUID } from 'node:crypto';
import type { AppRole } from '@athcare/shared/constants';
import type { Database, Queryable, RequestContext } from '../db/database.ts';

/** A user made straight in the database for tests (no password): the identity, profile and roles. */
export interface TestUser {
  id: string;
  username: string;
  email: string;
  appRoles: AppRole[];
}

export async function createTestUser(
  db: Database,
  options: { appRoles?: AppRole[]; username?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const username = options.username ?? `u${randomBytes(6).toString('hex')}`;
  const email = `${username}@example.test`.toLowerCase();
  const appRoles = options.appRoles ?? [];
  await db.transaction(async (tx) => {
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
  });
  return { id, username, email, appRoles };
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
        ? { sub: user.id, role: 'authenticated', app_roles: user.appRoles, sid: randomUUID() }
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
