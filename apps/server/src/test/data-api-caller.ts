import type { FastifyInstance } from 'fastify';
import { accessTokenFor, type TestUser } from './test-users.ts';

type Json = Record<string, unknown>;

/**
 * A data-API request as the SPA sends it: in one schema's profile, asking for the rows back, as a
 * test user (a token of their live session) or anonymously. `app` is read at call time, since
 * tests build it in `beforeAll`.
 */
export function dataApiCaller(app: () => FastifyInstance, secret: string, schema: string) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    as: TestUser | null,
    body?: unknown,
  ) => {
    const headers: Record<string, string> = {
      [method === 'GET' ? 'accept-profile' : 'content-profile']: schema,
      prefer: 'return=representation',
    };
    if (as) {
      headers.authorization = `Bearer ${await accessTokenFor(secret, as)}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app().inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return {
      status: res.statusCode,
      json: (res.body ? JSON.parse(res.body) : null) as Json & Json[],
    };
  };
}
