import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config/config.ts';

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
