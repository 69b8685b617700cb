import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { accessTokenFor, type TestUser } from './test-users.ts';

type Json = Record<string, unknown>;

/**
 * A data-API request with a raw access token (or none), for tests that hold tokens rather than
 * test users (one a login answered, one signed by hand): in one schema's profile, with `headers()`
 * added to each request. `app` is read at call time, since tests build it in `beforeAll`.
 */
export function tokenCaller<J = Json & Json[]>(
  app: () => FastifyInstance,
  schema: string,
  headers: () => Record<string, string> = () => ({}),
) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    token: string | undefined,
    body?: unknown,
  ) => {
    const res = await app().inject({
      method,
      url,
      headers: {
        ...headers(),
        [method === 'GET' ? 'accept-profile' : 'content-profile']: schema,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, json: (res.body ? JSON.parse(res.body) : null) as J };
  };
}

/**
 * A data-API request as the SPA sends it: in one schema's profile, asking for the rows back, as a
 * test user (a token of their live session) or anonymously. `app` is read at call time, since
 * tests build it in `beforeAll`.
 */
export function dataApiCaller(app: () => FastifyInstance, secret: string, schema: string) {
  const call = tokenCaller(app, schema, () => ({ prefer: 'return=representation' }));
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    as: TestUser | null,
    body?: unknown,
  ) => call(method, url, as ? await accessTokenFor(secret, as) : undefined, body);
}

/**
 * A table only admins write (a catalogue): a member's insert is refused, their update and delete
 * of the rows `match` picks reach no row, and an admin's insert of the same row is made.
 */
export async function expectOnlyAdminsWrite(
  call: ReturnType<typeof dataApiCaller>,
  table: string,
  { row, match, change }: { row: Json; match: string; change: Json },
  people: { member: TestUser; admin: TestUser },
): Promise<void> {
  expect((await call('POST', `/api/${table}`, people.member, row)).status).toBe(403);
  expect((await call('PATCH', `/api/${table}?${match}`, people.member, change)).json).toEqual([]);
  expect((await call('DELETE', `/api/${table}?${match}`, people.member)).json).toEqual([]);
  expect((await call('POST', `/api/${table}`, people.admin, row)).status).toBe(201);
}

/**
 * Data-API requests with their options named: `as` a test user, `body`, `schema` (the profile,
 * `schema` unless given) and extra `headers`; no Prefer header. Each user's token is signed once
 * (`tokenOf` signs ahead, for tests that fire many requests at one moment).
 */
export function dataApiRequester(app: () => FastifyInstance, secret: string, schema: string) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (user: TestUser) => {
    let token = tokens.get(user.id);
    if (!token) {
      token = accessTokenFor(secret, user);
      tokens.set(user.id, token);
    }
    return token;
  };
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    opts: { as?: TestUser; body?: unknown; schema?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      [method === 'GET' ? 'accept-profile' : 'content-profile']: opts.schema ?? schema,
      ...opts.headers,
    };
    if (opts.as) headers.authorization = `Bearer ${await tokenOf(opts.as)}`;
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return {
      status: res.statusCode,
      body: res.body,
      json: (res.body ? JSON.parse(res.body) : undefined) as Json & Json[],
    };
  };
  return { call, tokenOf };
}
