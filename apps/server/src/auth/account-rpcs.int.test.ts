import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';

// The account RPCs and access tables as the SPA calls them: through the data API, over HTTP.
describe.each(testEngines)('account RPCs over HTTP on %s', (engine) => {
  let suite: TestApp;
  let member: { id: string; token: string; username: string };
  let admin: { id: string; token: string; username: string };

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) =>
    suite.app.inject({
      method,
      url,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });

  async function signUp(): Promise<{ id: string; token: string; username: string }> {
    const username = `ravi${randomBytes(4).toString('hex')}`;
    const password = 'a long and calm phrase';
    const reg = await call('POST', '/api/rpc/register', {
      first_name: 'Ravi',
      last_name: 'Kumar',
      username,
      email: `${username}@example.in`,
      password,
    });
    const login = await call('POST', '/api/rpc/login', { identifier: username, password });
    return {
      id: reg.json<string>(),
      token: login.json<{ access_token: string }>().access_token,
      username,
    };
  }

  beforeAll(async () => {
    suite = await createTestApp(engine, 'rpc-test-secret-rpc-test-secret-0001', {
      DATA_DIR: '/tmp/athcare-auth-test',
    });
    member = await signUp();
    admin = await signUp();
    await suite.t.db.query(
      "insert into pgaccess.user_app_roles (user_id, role) values ($1, 'admin')",
      [admin.id],
    );
  });
  afterAll(() => suite?.close());

  it('check_email_taken and check_username_taken work signed out', async () => {
    const [row] = await suite.t.db.query<{ email: string; username: string }>(
      'select email, username from auth.users where id = $1',
      [member.id],
    );
    expect(
      (
        await call('POST', '/api/rpc/check_email_taken', { email: row!.email.toUpperCase() })
      ).json(),
    ).toBe(true);
    expect(
      (await call('POST', '/api/rpc/check_email_taken', { email: 'nobody@example.in' })).json(),
    ).toBe(false);
    expect(
      (await call('POST', '/api/rpc/check_username_taken', { username: row!.username })).json(),
    ).toBe(true);
  });

  it('add_my_roles adds vendor and refuses admin with 403', async () => {
    const u = await signUp();
    const ok = await call('POST', '/api/rpc/add_my_roles', { roles_to_add: ['vendor'] }, u.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(['vendor']);
    const refused = await call(
      'POST',
      '/api/rpc/add_my_roles',
      { roles_to_add: ['admin'] },
      u.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PT403',
      message: 'The role "admin" cannot be added to yourself: only personnel or vendor can.',
    });
  });

  it('get_persona_details_by_profile_id and get_my_permissions', async () => {
    const res = await call(
      'POST',
      '/api/rpc/get_persona_details_by_profile_id',
      { profile_id: member.id },
      admin.token,
    );
    expect(res.json()).toEqual({
      first_name: 'Ravi',
      middle_name: null,
      last_name: 'Kumar',
      username: member.username,
    });
    expect((await call('POST', '/api/rpc/get_my_permissions', {}, member.token)).json()).toEqual(
      [],
    );
    expect((await call('POST', '/api/rpc/get_my_permissions', {})).json()).toBeNull();
  });

  it('roles: everyone signed in reads, only an admin writes', async () => {
    expect(
      (
        await call('GET', '/api/roles?select=role_key&role_key=eq.vendor', undefined, member.token)
      ).json(),
    ).toEqual([{ role_key: 'vendor' }]);
    const denied = await call(
      'POST',
      '/api/roles',
      { role_key: 'nurse', role_name: 'Nurse' },
      member.token,
    );
    expect(denied.statusCode).toBe(403);
    const created = await call(
      'POST',
      '/api/departments',
      { dept_key: 'ops', dept_name: 'Operations' },
      admin.token,
      {
        prefer: 'return=representation',
      },
    );
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }[]>()[0]!.id;
    const patched = await call(
      'PATCH',
      `/api/departments?id=eq.${id}`,
      { dept_name: 'Ops' },
      member.token,
      { prefer: 'return=representation' },
    );
    expect(patched.json()).toEqual([]);
    expect(
      (await call('DELETE', `/api/departments?id=eq.${id}`, undefined, admin.token)).statusCode,
    ).toBe(204);
  });

  it('profile with contacts and addresses embedded, own row only', async () => {
    await call(
      'POST',
      '/api/contacts',
      { contact_type: 'phone', value: '9876543210' },
      member.token,
      { 'content-profile': 'pgusers' },
    );
    const res = await call(
      'GET',
      `/api/profile?id=eq.${member.id}&select=id,username,contacts(value),addresses(*)`,
      undefined,
      member.token,
      {
        'accept-profile': 'pgusers',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: member.id,
        username: member.username,
        contacts: [{ value: '9876543210' }],
        addresses: [],
      },
    ]);
    const other = await call(
      'GET',
      `/api/profile?id=eq.${member.id}`,
      undefined,
      (await signUp()).token,
      { 'accept-profile': 'pgusers' },
    );
    expect(other.json()).toEqual([]);
  });
});
