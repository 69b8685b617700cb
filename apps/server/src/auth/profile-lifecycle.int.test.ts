import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { signAccessToken } from './jwt.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';
import { tokenCaller } from '../test/data-api-caller.ts';

const secret = 'profile-lifecycle-test-secret-0123456789abcdef';

const tokenOf = (u: TestUser) =>
  signAccessToken(
    { secret, audience: 'athcare' },
    { sub: u.id, role: 'authenticated', app_roles: u.appRoles, sid: u.sessionId },
    900,
  );

describe.each(testEngines)('the profile row and its account on %s', (engine) => {
  let suite: TestApp;

  const call = tokenCaller(() => suite.app, 'pgusers');

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('a deactivated account cannot come back by deleting and re-creating its profile', async () => {
    const member = await createTestUser(suite.t.db);
    const admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    const token = await tokenOf(member); // issued before deactivation
    const off = await call('PATCH', `/api/profile?id=eq.${member.id}`, await tokenOf(admin), {
      is_active: false,
    });
    expect(off.status).toBe(204);
    expect((await call('DELETE', `/api/profile?id=eq.${member.id}`, token)).status).toBe(401);
    const again = await call('POST', '/api/profile', token, {
      id: member.id,
      username: member.username,
      first_name: 'Back',
      last_name: 'Again',
      email: member.email,
    });
    expect(again.status).toBe(401);
    const [row] = await suite.t.db.query<{ is_active: boolean }>(
      'select is_active from pgusers.profile where id = $1',
      [member.id],
    );
    expect(row).toEqual({ is_active: false });
  });

  it('members neither delete nor create their profile row, even with a live session', async () => {
    const member = await createTestUser(suite.t.db);
    const token = await tokenOf(member);
    const del = await call('DELETE', `/api/profile?id=eq.${member.id}`, token);
    expect(del.status).toBe(403);
    expect(del.json).toMatchObject({ code: '42501' });
    const ins = await call('POST', '/api/profile', token, {
      id: member.id,
      username: `${member.username}b`,
      first_name: 'New',
      last_name: 'Row',
      email: `b${member.email}`,
    });
    expect(ins.status).toBe(403);
    const [n] = await suite.t.db.query<{ n: number }>(
      'select count(*)::int as n from pgusers.profile where id = $1',
      [member.id],
    );
    expect(n?.n).toBe(1);
  });

  it('is_active is never writable by its owner, an admin included', async () => {
    const member = await createTestUser(suite.t.db);
    const admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    for (const [u, value] of [
      [member, false],
      [admin, false],
    ] as const) {
      const r = await call('PATCH', `/api/profile?id=eq.${u.id}`, await tokenOf(u), {
        is_active: value,
      });
      expect(r.status).toBe(403);
    }
  });

  it('refuses an email change through the data API', async () => {
    const member = await createTestUser(suite.t.db);
    const r = await call('PATCH', `/api/profile?id=eq.${member.id}`, await tokenOf(member), {
      email: 'someone-else@example.test',
    });
    expect(r.status).toBe(403);
    expect(r.json).toMatchObject({ message: 'The email address cannot be changed here.' });
    // Another field still saves.
    const ok = await call('PATCH', `/api/profile?id=eq.${member.id}`, await tokenOf(member), {
      first_name: 'Asha',
    });
    expect(ok.status).toBe(204);
  });

  it('account deletion is a request: recorded, the account deactivated, every session ended', async () => {
    const member = await createTestUser(suite.t.db);
    const other = await createTestUser(suite.t.db);
    const token = await tokenOf(member);
    const r = await call('POST', '/api/rpc/request_account_deletion', token, {
      reason: 'Moving abroad',
    });
    expect(r.status).toBe(200);
    expect((await call('GET', '/api/profile?select=id', token)).status).toBe(401);
    const [req] = await suite.t.db.query<{ reason: string }>(
      'select reason from pgusers.account_deletion_requests where user_id = $1',
      [member.id],
    );
    expect(req?.reason).toBe('Moving abroad');
    // Member B never sees A's request.
    const seen = await call(
      'GET',
      '/api/account_deletion_requests?select=user_id',
      await tokenOf(other),
    );
    expect(seen.json).toEqual([]);
    expect((await call('POST', '/api/rpc/request_account_deletion', undefined, {})).status).toBe(
      401,
    );
  });
});
