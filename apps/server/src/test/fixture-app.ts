import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { createTestDatabase, type Engine } from './test-database.ts';
import type { TestApp } from './test-app.ts';

/** The data API's test schemas (fx, fx2): tables, views and functions in PostgREST's test shapes. */
export const fixtureSchema = readFileSync(new URL('./fixture-schema.sql', import.meta.url), 'utf8');

/** The configuration of an app serving the fixture schemas; `extra` is added on top. */
export function fixtureConfig(secret: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: secret,
    DB_SCHEMAS: 'fx,fx2',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...extra,
  });
}

/** The secret of the data API's own tests (data-api*.int.test.ts). */
export const dataApiSecret = 'test-secret-for-the-data-api-0123456789abcdef';

/** The configuration of the data API's own tests: at most 50 rows a read; `extra` on top. */
export const dataApiConfig = (extra: Record<string, string> = {}): Config =>
  fixtureConfig(dataApiSecret, { DB_MAX_ROWS: '50', ...extra });

/** A fresh database of `engine` with the fixture schemas, the app over it, and `close` for both. */
export async function createFixtureApp(engine: Engine, config: Config): Promise<TestApp> {
  const t = await createTestDatabase(engine);
  await t.db.execScript(fixtureSchema);
  const app = await buildApp({ config, db: t.db });
  const close = async () => {
    await app.close();
    await t.drop();
  };
  return { t, app, close };
}

export interface InjectedCall {
  /** Sent as `Bearer <token>` whenever given, even empty. */
  token?: string;
  headers?: Record<string, string>;
  /** JSON unless a string (sent as it is); content-type is JSON unless the headers name one. */
  body?: unknown;
}

/** A request to `app` with its status, headers, body and the body parsed (undefined if not JSON). */
export async function injectCall(
  app: FastifyInstance,
  method: string,
  url: string,
  opts: InjectedCall = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  let payload: string | undefined;
  if (opts.body !== undefined) {
    payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  let json: unknown;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, body: res.body, json };
}
