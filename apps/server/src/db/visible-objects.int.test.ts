import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberTestApp } from '../test/test-app.ts';
import { testEngines, type TestDatabase } from '../test/test-database.ts';

const secret = 'openapi-privileges-secret-0123456789abcdef';

describe.each(testEngines)('the OpenAPI document follows privileges on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  const paths = async (schema: string, auth?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/',
      headers: { 'accept-profile': schema, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
    expect(res.statusCode).toBe(200);
    // '/' is the document's own introspection path (PostgREST lists it for everyone).
    return Object.keys(res.json<{ paths: Record<string, unknown> }>().paths).filter(
      (p) => p !== '/',
    );
  };

  beforeAll(async () => {
    ({ t, app, member: token } = await createMemberTestApp(engine, secret));
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('shows anonymous callers only what anon may use', async () => {
    const anon = await paths('pgusers');
    expect(anon).not.toContain('/profile');
    expect(anon).not.toContain('/notifications');
    expect(anon).not.toContain('/rpc/request_account_deletion');
    expect(await paths('pgmedlock')).toEqual([]);
    const access = await paths('pgaccess');
    expect(access).toContain('/rpc/check_email_taken');
    expect(access).not.toContain('/user_app_roles');
  });

  it('shows a signed-in member what members may use', async () => {
    const member = await paths('pgusers', token);
    expect(member).toEqual(expect.arrayContaining(['/profile', '/notifications']));
    expect(member).toContain('/rpc/request_account_deletion');
  });
});
