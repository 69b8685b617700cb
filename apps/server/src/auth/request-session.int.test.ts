import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { signAccessToken, type AccessClaims } from './jwt.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'request-session-test-secret-0123456789abcdef';
const jwt = { secret, audience: 'athcare' };

/** An access token for a user's session, the way login issues one. */
const tokenOf = (u: TestUser, extra: Record<string, unknown> = {}) =>
  signAccessToken(
    jwt,
    { sub: u.id, role: 'authenticated', app_roles: u.appRoles, sid: u.sessionId, ...extra },
    900,
  );

describe.each(testEngines)('the session and role checked on every request on %s', (engine) => {
  let suite: TestApp;

  const get = async (url: string, token?: string) => {
    const res = await suite.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'accept-profile': 'pgusers',
      },
    });
    return { status: res.statusCode, json: res.body ? (JSON.parse(res.body) as unknown) : null };
  };

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('ends an access token at logout, not 15 minutes later', async () => {
    const u = await createTestUser(suite.t.db);
    const token = await tokenOf(u);
    expect((await get('/api/profile?select=id', token)).json).toEqual([{ id: u.id }]);
    const out = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(204);
    const after = await get('/api/profile?select=id', token);
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ code: 'PT401', message: 'JWT session ended' });
  });

  it('refuses a password change with the token of a session that has ended', async () => {
    const u = await createTestUser(suite.t.db);
    const token = await tokenOf(u);
    await suite.t.db.query(
      "update auth.sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1",
      [u.sessionId],
    );
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/change_password',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { current_password: 'whatever-it-was', new_password: 'A new long passphrase 2026!' },
    });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PT401', message: 'JWT session ended' });
  });

  it('ends every token of an account when it is deactivated or its sessions are revoked', async () => {
    const u = await createTestUser(suite.t.db);
    const admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    const token = await tokenOf(u);
    expect((await get('/api/profile?select=id', token)).status).toBe(200);
    const off = await suite.app.inject({
      method: 'PATCH',
      url: `/api/profile?id=eq.${u.id}`,
      headers: {
        authorization: `Bearer ${await tokenOf(admin)}`,
        'content-profile': 'pgusers',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ is_active: false }),
    });
    expect(off.statusCode).toBe(204);
    expect((await get('/api/profile?select=id', token)).status).toBe(401);
    const [s] = await suite.t.db.query<{ revoked_reason: string }>(
      'select revoked_reason from auth.sessions where id = $1',
      [u.sessionId],
    );
    expect(s?.revoked_reason).toBe('deactivated');

    const v = await createTestUser(suite.t.db);
    const vToken = await tokenOf(v);
    await suite.t.db.query(
      "update auth.sessions set revoked_at = now(), revoked_reason = 'password_change' where user_id = $1",
      [v.id],
    );
    expect((await get('/api/profile?select=id', vToken)).status).toBe(401);
  });

  it('refuses a session of another user, a made-up sid and a token without sid', async () => {
    const a = await createTestUser(suite.t.db);
    const b = await createTestUser(suite.t.db);
    expect((await get('/api/profile', await tokenOf(a, { sid: b.sessionId }))).status).toBe(401);
    expect(
      (await get('/api/profile', await tokenOf(a, { sid: '00000000-0000-4000-8000-000000000000' })))
        .status,
    ).toBe(401);
    expect((await get('/api/profile', await tokenOf(a, { sid: 's1' }))).status).toBe(401);
    const noSid = { sub: a.id, role: 'authenticated', app_roles: [] } as unknown as AccessClaims;
    expect((await get('/api/profile', await signAccessToken(jwt, noSid, 600))).status).toBe(401);
  });

  it('refuses a token without exp', async () => {
    const u = await createTestUser(suite.t.db);
    const forever = await new SignJWT({ sub: u.id, role: 'authenticated', sid: u.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setAudience('athcare')
      .sign(new TextEncoder().encode(secret));
    const r = await get('/api/profile', forever);
    expect(r.status).toBe(401);
    expect(r.json).toMatchObject({ code: 'PGRST303', message: 'JWT has no exp claim' });
  });

  it('refuses a signed token naming a role the authenticator may not switch to', async () => {
    const u = await createTestUser(suite.t.db);
    for (const role of ['postgres', 'authenticator', 'pg_read_all_data']) {
      const r = await get('/api/profile?select=id', await tokenOf(u, { role }));
      expect([401, 403]).toContain(r.status);
      expect(r.json).toMatchObject({ code: '42501' });
    }
    // A role the database does not know: PostgreSQL's answer, as PostgREST relays it.
    const unknown = await get('/api/profile?select=id', await tokenOf(u, { role: 'no_such_role' }));
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ code: '22023' });
    // The anonymous role works, and sees no profile.
    expect((await get('/api/profile?select=id')).status).toBe(401);
  });
});
