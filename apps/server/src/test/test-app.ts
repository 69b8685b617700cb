import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.ts';
import {
  accessTokenFor,
  createMembersAndAdmin,
  createTestUser,
  type TestUser,
} from './test-users.ts';

/**
 * The app over a test database as most tests want it: `secret` signs its tokens, no SPA is
 * served, `env` adds to the configuration and `deps` to what it is built with.
 */
export function buildTestApp(
  db: Database,
  secret: string,
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'config' | 'db'> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: loadConfig({ JWT_SECRET: secret, WEB_DIST_DIR: '/nonexistent-web-dist', ...env }),
    db,
    ...deps,
  });
}

/** A test database, the app over it, and `close` for both. */
export interface TestApp {
  t: TestDatabase;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** A fresh database of `engine`, the app over it (as buildTestApp), and `close` for both. */
export async function createTestApp(
  engine: Engine,
  secret: string,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const t = await createTestDatabase(engine);
  const app = await buildTestApp(t.db, secret, env);
  const close = async () => {
    await app.close();
    await t.drop();
  };
  return { t, app, close };
}

/** What createMembersTestApp makes: a TestApp and the people most data tests need. */
export interface MembersTestApp extends TestApp {
  memberA: TestUser;
  memberB: TestUser;
  admin: TestUser;
}

/**
 * As createTestApp (`env` as there), with two members and an admin (createMembersAndAdmin) made
 * once `prepare` has run on the fresh database (a seed the people must come after, for one).
 */
export async function createMembersTestApp(
  engine: Engine,
  secret: string,
  {
    env = {},
    prepare = async () => {},
  }: { env?: Record<string, string>; prepare?: (t: TestDatabase) => Promise<void> } = {},
): Promise<MembersTestApp> {
  const created = await createTestApp(engine, secret, env);
  try {
    await prepare(created.t);
    return { ...created, ...(await createMembersAndAdmin(created.t.db)) };
  } catch (error) {
    await created.close();
    throw error;
  }
}

/**
 * A fresh database of `engine` after `sql`, the app over it (`env` as in buildTestApp), and the
 * access token of a new member.
 */
export async function createMemberTestApp(
  engine: Engine,
  secret: string,
  env: Record<string, string> = {},
  sql = '',
): Promise<{ t: TestDatabase; app: FastifyInstance; member: string }> {
  const t = await createTestDatabase(engine);
  if (sql) await t.db.execScript(sql);
  const app = await buildTestApp(t.db, secret, env);
  const member = await accessTokenFor(secret, await createTestUser(t.db));
  return { t, app, member };
}
