import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accountDisabledMessage } from '@athcare/shared/auth.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { newRegistration } from '../test/sample-people.ts';
import { tokenCaller } from '../test/data-api-caller.ts';

const secret = 'admin-users-test-secret-0123456789abcdef';
const PASSWORD = 'a quiet river at dawn';
let ipCounter = 0;

const tokenOf = (u: TestUser) => accessTokenFor(secret, u);

describe.each(testEngines)('the admin area’s users on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let admin: TestUser;
  let adminToken: string;

  // Each request from its own address, so the per-address limits (register, login) do not trip.
  const call = tokenCaller<unknown>(
    () => app,
    'pgaccess',
    () => ({ 'x-forwarded-for': `10.9.0.${++ipCounter % 250}` }),
  );

  beforeAll(async () => {
    app = await buildTestApp(t.db, secret, {
      DATA_DIR: join(tmpdir(), 'athcare-admin-users-test'),
      TRUST_PROXY_HOPS: '1',
    });
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
    adminToken = await tokenOf(admin);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds accounts by name and filters by kind, role, verified, active and creation', async () => {
    const tag = randomBytes(3).toString('hex');
    const vendor = await createTestUser(t.db, { appRoles: ['vendor'], username: `findv${tag}` });
    const member = await createTestUser(t.db, { username: `findm${tag}` });
    await t.db.query('update pgusers.profile set email_verified = true where id = $1', [member.id]);
    const search = `or=(username.ilike.*${tag}*,email.ilike.*${tag}*)`;

    const all = await call('GET', `/api/admin_users?${search}&order=username.asc`, adminToken);
    expect(all.status).toBe(200);
    expect((all.json as { id: string }[]).map((u) => u.id)).toEqual([member.id, vendor.id]);

    const vendors = await call('GET', `/api/admin_users?${search}&kind=eq.vendor`, adminToken);
    expect(vendors.json).toEqual([
      expect.objectContaining({ id: vendor.id, kind: 'vendor', app_roles: ['vendor'] }),
    ]);
    const byRole = await call(
      'GET',
      `/api/admin_users?${search}&app_roles=cs.{vendor}`,
      adminToken,
    );
    expect((byRole.json as { id: string }[]).map((u) => u.id)).toEqual([vendor.id]);
    const verified = await call(
      'GET',
      `/api/admin_users?${search}&email_verified=is.true`,
      adminToken,
    );
    expect((verified.json as { id: string }[]).map((u) => u.id)).toEqual([member.id]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await call(
      'GET',
      `/api/admin_users?${search}&created_at=gte.${future}`,
      adminToken,
    );
    expect(none.json).toEqual([]);
    const page = await call(
      'GET',
      `/api/admin_users?${search}&order=username.asc&limit=1&offset=1`,
      adminToken,
    );
    expect((page.json as { id: string }[]).map((u) => u.id)).toEqual([vendor.id]);
  });

  it('explains each permission of a user: which grant or override gives it, and whether it is in effect', async () => {
    const member = await createTestUser(t.db);
    const key = `why.${randomBytes(4).toString('hex')}`;
    const denied = `why.${randomBytes(4).toString('hex')}`;
    const [perm] = await t.db.query<{ id: number }>(
      'insert into pgaccess.permissions (perm_key) values ($1) returning id',
      [key],
    );
    const [deniedPerm] = await t.db.query<{ id: number }>(
      'insert into pgaccess.permissions (perm_key) values ($1) returning id',
      [denied],
    );
    const [dept] = await t.db.query<{ id: number }>(
      "insert into pgaccess.departments (dept_key, dept_name) values ($1, 'Pathology') returning id",
      [`d${randomBytes(4).toString('hex')}`],
    );
    await t.db.query(
      'insert into pgaccess.user_assignments (user_id, department_id) values ($1, $2)',
      [member.id, dept!.id],
    );
    await t.db.query(
      `insert into pgaccess.permission_grants (perm_id, department_id) values ($1, $3), ($2, $3)`,
      [perm!.id, deniedPerm!.id, dept!.id],
    );
    await t.db.query(
      `insert into pgaccess.user_permission_overrides (user_id, perm_id, effect, expires_at)
       values ($1, $2, 'deny', now() + interval '1 day')`,
      [member.id, deniedPerm!.id],
    );
    const res = await call(
      'GET',
      `/api/admin_user_permissions?user_id=eq.${member.id}&perm_key=like.why.*&order=perm_key.asc,via.asc`,
      adminToken,
    );
    expect(res.status).toBe(200);
    const rows = res.json as {
      perm_key: string;
      effect: string;
      via: string;
      via_name: string;
      in_effect: boolean;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          perm_key: key,
          effect: 'grant',
          via: 'department',
          via_name: 'Pathology',
          in_effect: true,
        }),
        expect.objectContaining({
          perm_key: denied,
          effect: 'grant',
          via: 'department',
          in_effect: false,
        }),
        expect.objectContaining({
          perm_key: denied,
          effect: 'deny',
          via: 'override',
          in_effect: true,
        }),
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('deactivation ends the user’s sessions at once and refuses their login; reactivation lets them in', async () => {
    const person = newRegistration(PASSWORD, 'Asha', 'Rao');
    const reg = await call('POST', '/api/rpc/register', undefined, person);
    expect(reg.status).toBe(200);
    const userId = reg.json as string;
    const login = await call('POST', '/api/rpc/login', undefined, {
      identifier: person.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const userToken = (login.json as { access_token: string }).access_token;
    expect((await call('GET', '/api/roles', userToken)).status).toBe(200);

    const off = await call('POST', '/api/rpc/admin_set_user_active', adminToken, {
      user_id: userId,
      active: false,
    });
    expect(off).toEqual({ status: 200, json: false });
    expect((await call('GET', '/api/roles', userToken)).status).toBe(401);
    const sessions = await call('GET', `/api/admin_user_sessions?user_id=eq.${userId}`, adminToken);
    expect(sessions.json).toEqual([
      expect.objectContaining({ user_id: userId, live: false, revoked_reason: 'deactivated' }),
    ]);
    const refused = await call('POST', '/api/rpc/login', undefined, {
      identifier: person.email,
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).toContain(accountDisabledMessage);

    const on = await call('POST', '/api/rpc/admin_set_user_active', adminToken, {
      user_id: userId,
      active: true,
    });
    expect(on).toEqual({ status: 200, json: true });
    const again = await call('POST', '/api/rpc/login', undefined, {
      identifier: person.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(200);
  });

  it('an admin adds and removes an app role; the admin cannot deactivate themself', async () => {
    const member = await createTestUser(t.db);
    const add = await call('POST', '/api/user_app_roles', adminToken, {
      user_id: member.id,
      role: 'paramedic',
    });
    expect(add.status).toBe(201);
    const listed = await call('GET', `/api/admin_users?id=eq.${member.id}`, adminToken);
    expect(listed.json).toEqual([
      expect.objectContaining({ kind: 'paramedic', app_roles: ['paramedic'] }),
    ]);
    const del = await call(
      'DELETE',
      `/api/user_app_roles?user_id=eq.${member.id}&role=eq.paramedic`,
      adminToken,
    );
    expect(del.status).toBe(204);
    const self = await call('POST', '/api/rpc/admin_set_user_active', adminToken, {
      user_id: admin.id,
      active: false,
    });
    expect(self.status).toBe(403);
  });

  it('exports the audit log filtered by actor, event and time as CSV', async () => {
    const member = await createTestUser(t.db);
    await call('POST', '/api/user_app_roles', adminToken, { user_id: member.id, role: 'vendor' });
    const since = new Date(Date.now() - 60_000).toISOString();
    const csvOf = async (token: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/admin_audit_log?subject_id=eq.${member.id}&event=like.admin_*&at=gte.${since}&select=event,actor_email,subject_email`,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/csv',
          'accept-profile': 'pgaccess',
        },
      });
      return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
    };
    const csv = await csvOf(adminToken);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.body.split('\n')[0]).toBe('event,actor_email,subject_email');
    expect(csv.body).toContain(`admin_user_app_roles_insert,${admin.email},${member.email}`);
    const asMember = await csvOf(await tokenOf(member));
    expect(asMember.status).toBe(200);
    expect(asMember.body.trim().split('\n').filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  it('a non-admin gets nothing from any of it', async () => {
    const member = await createTestUser(t.db);
    const victim = await createTestUser(t.db);
    const token = await tokenOf(member);
    for (const view of [
      'admin_users',
      'admin_user_sessions',
      'admin_user_permissions',
      'admin_audit_log',
    ]) {
      const res = await call('GET', `/api/${view}`, token);
      expect(res, view).toEqual({ status: 200, json: [] });
    }
    const off = await call('POST', '/api/rpc/admin_set_user_active', token, {
      user_id: victim.id,
      active: false,
    });
    expect(off.status).toBe(403);
    const role = await call('POST', '/api/user_app_roles', token, {
      user_id: victim.id,
      role: 'vendor',
    });
    expect(role.status).toBe(403);
    const [row] = await t.db.query<{ is_active: boolean }>(
      'select is_active from pgusers.profile where id = $1',
      [victim.id],
    );
    expect(row?.is_active).toBe(true);
    for (const view of ['admin_users', 'admin_user_sessions']) {
      expect((await call('GET', `/api/${view}`, undefined)).status).toBe(401);
    }
  });
});
