import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.ts';
import { pgErrorFields } from '../../src/db/database.ts';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from '../../src/test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../../src/test/test-users.ts';

/** The SQLSTATE and message a statement fails with (undefined when it succeeds). */
async function failure(
  work: Promise<unknown>,
): Promise<{ code: string; message: string } | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const pg = pgErrorFields(error);
    if (!pg) throw error;
    return { code: pg.code, message: pg.message };
  }
}

describe.each(testEngines)('accounts and access policies on %s', (engine) => {
  let t: TestDatabase;
  let db: Database;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  const as = <T>(user: TestUser | null, fn: (q: Queryable) => Promise<T>) => asUser(db, user, fn);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    db = t.db;
    a = await createTestUser(db);
    b = await createTestUser(db);
    admin = await createTestUser(db, { appRoles: ['admin'] });
  });
  afterAll(() => t.drop());

  describe('profile', () => {
    it('a member reads and edits only their own profile', async () => {
      const own = await as(a, (q) => q.query('select id from pgusers.profile'));
      expect(own).toEqual([{ id: a.id }]);
      const updated = await as(a, (q) =>
        q.query("update pgusers.profile set first_name = 'Asha' where id = $1 returning id", [
          a.id,
        ]),
      );
      expect(updated).toHaveLength(1);
      expect(
        await as(b, (q) => q.query('select * from pgusers.profile where id = $1', [a.id])),
      ).toEqual([]);
      const changed = await as(b, (q) =>
        q.query("update pgusers.profile set first_name = 'Hacked' where id = $1 returning id", [
          a.id,
        ]),
      );
      expect(changed).toEqual([]);
      // Nobody deletes a profile row through the data API (account deletion is a request).
      expect(
        await failure(
          as(b, (q) => q.query('delete from pgusers.profile where id = $1 returning id', [a.id])),
        ),
      ).toMatchObject({ code: '42501' });
      expect(
        await failure(as(null, (q) => q.query('select * from pgusers.profile'))),
      ).toMatchObject({ code: '42501' });
    });

    it('public_profiles shows only the public fields, and a stranger not at all', async () => {
      // Members who share nothing do not see each other (issue 12; public-profiles.int.test.ts).
      expect(
        await as(b, (q) => q.query('select * from pgusers.public_profiles where id = $1', [a.id])),
      ).toEqual([]);
      const rows = await as(b, (q) =>
        q.query<Record<string, unknown>>('select * from pgusers.public_profiles where id = $1', [
          b.id,
        ]),
      );
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'avatar_url',
        'first_name',
        'id',
        'last_name',
        'middle_name',
        'username',
      ]);
    });

    it('a member cannot activate, deactivate or verify themselves', async () => {
      expect(
        await failure(
          as(a, (q) =>
            q.query('update pgusers.profile set is_active = false where id = $1', [a.id]),
          ),
        ),
      ).toMatchObject({
        code: '42501',
      });
      expect(
        await failure(
          as(a, (q) =>
            q.query('update pgusers.profile set email_verified = true where id = $1', [a.id]),
          ),
        ),
      ).toMatchObject({ code: '42501' });
      expect(
        await failure(
          as(a, (q) =>
            q.query('update pgusers.profile set last_login_at = now() where id = $1', [a.id]),
          ),
        ),
      ).toMatchObject({
        code: '42501',
      });
    });

    it('a username or email change is checked and copied to the identity', async () => {
      const taken = await failure(
        as(a, (q) =>
          q.query('update pgusers.profile set username = $2 where id = $1', [
            a.id,
            b.username.toUpperCase(),
          ]),
        ),
      );
      expect(taken).toEqual({ code: 'PT409', message: 'Username is already taken.' });
      // An email change waits for its verified flow: the data API refuses it (taken or not).
      const emailTaken = await failure(
        as(a, (q) =>
          q.query('update pgusers.profile set email = $2 where id = $1', [a.id, b.email]),
        ),
      );
      expect(emailTaken).toEqual({
        code: '42501',
        message: 'The email address cannot be changed here.',
      });
      const name = `${a.username}x`;
      await as(a, (q) =>
        q.query('update pgusers.profile set username = $2 where id = $1', [a.id, name]),
      );
      const [user] = await db.query<{ username: string }>(
        'select username from auth.users where id = $1',
        [a.id],
      );
      expect(user?.username).toBe(name);
      a = { ...a, username: name };
    });

    it('refuses a birth date under 18 years with the spec message', async () => {
      const res = await failure(
        as(a, (q) =>
          q.query(
            "update pgusers.profile set date_of_birth = current_date - interval '10 years' where id = $1",
            [a.id],
          ),
        ),
      );
      expect(res).toEqual({ code: '23514', message: 'Age must be at least 18 years old' });
      await as(a, (q) =>
        q.query(
          "update pgusers.profile set date_of_birth = '1990-04-12', gender = 'Female' where id = $1",
          [a.id],
        ),
      );
    });

    it('an admin reads every profile and may deactivate one', async () => {
      const rows = await as(admin, (q) => q.query('select id from pgusers.profile'));
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const other = await createTestUser(db);
      await as(admin, (q) =>
        q.query('update pgusers.profile set is_active = false where id = $1', [other.id]),
      );
      const hidden = await as(b, (q) =>
        q.query('select 1 from pgusers.public_profiles where id = $1', [other.id]),
      );
      expect(hidden).toEqual([]);
    });
  });

  describe('contacts, addresses, notifications', () => {
    it('contacts: own rows only; public ones readable by others; no verifying oneself', async () => {
      await as(a, (q) =>
        q.query(
          "insert into pgusers.contacts (contact_type, value, is_primary) values ('phone', '+91 98765 43210', true)",
        ),
      );
      await as(a, (q) =>
        q.query(
          "insert into pgusers.contacts (contact_type, value, is_public) values ('email', 'clinic@example.in', true)",
        ),
      );
      expect(await as(a, (q) => q.query('select id from pgusers.contacts'))).toHaveLength(2);
      const seen = await as(b, (q) =>
        q.query<{ value: string }>('select value from pgusers.contacts where user_id = $1', [a.id]),
      );
      expect(seen).toEqual([{ value: 'clinic@example.in' }]);
      expect(
        await as(b, (q) =>
          q.query('update pgusers.contacts set value = $2 where user_id = $1 returning id', [
            a.id,
            'x@example.in',
          ]),
        ),
      ).toEqual([]);
      expect(
        await as(b, (q) =>
          q.query('delete from pgusers.contacts where user_id = $1 returning id', [a.id]),
        ),
      ).toEqual([]);
      const forged = await failure(
        as(b, (q) =>
          q.query(
            "insert into pgusers.contacts (user_id, contact_type, value) values ($1, 'phone', '9876543210')",
            [a.id],
          ),
        ),
      );
      expect(forged?.code).toBe('42501');
      expect(
        await failure(as(a, (q) => q.query('update pgusers.contacts set is_verified = true'))),
      ).toMatchObject({ code: '42501' });
      expect(
        await failure(
          as(a, (q) =>
            q.query(
              "insert into pgusers.contacts (contact_type, value) values ('phone', 'call me')",
            ),
          ),
        ),
      ).toMatchObject({ code: '23514' });
    });

    it('addresses: own rows only, Indian PIN codes checked', async () => {
      await as(a, (q) =>
        q.query(
          "insert into pgusers.addresses (address_line1, city, state, postal_code, is_default_shipping) values ('12 MG Road', 'Bengaluru', 'Karnataka', '560001', true)",
        ),
      );
      const [row] = await as(a, (q) =>
        q.query<{ country_code: string; address_type: string; is_verified: boolean }>(
          'select country_code, address_type, is_verified from pgusers.addresses',
        ),
      );
      expect(row).toEqual({
        country_code: 'IN',
        address_type: 'shipping and billing',
        is_verified: false,
      });
      const badPin = await failure(
        as(a, (q) =>
          q.query(
            "insert into pgusers.addresses (address_line1, city, postal_code) values ('x', 'Pune', '041100')",
          ),
        ),
      );
      expect(badPin?.code).toBe('23514');
      await as(a, (q) =>
        q.query(
          "insert into pgusers.addresses (address_line1, city, postal_code, country_code) values ('1 High St', 'Leeds', 'LS1 4AP', 'GB')",
        ),
      );
      const badType = await failure(
        as(a, (q) =>
          q.query(
            "insert into pgusers.addresses (address_line1, city, postal_code, address_type) values ('x', 'Pune', '411001', 'home')",
          ),
        ),
      );
      expect(badType?.code).toBe('23514');
      expect(
        await as(b, (q) => q.query('select * from pgusers.addresses where user_id = $1', [a.id])),
      ).toEqual([]);
      expect(
        await as(b, (q) =>
          q.query("update pgusers.addresses set city = 'X' where user_id = $1 returning id", [
            a.id,
          ]),
        ),
      ).toEqual([]);
      expect(
        await as(b, (q) =>
          q.query('delete from pgusers.addresses where user_id = $1 returning id', [a.id]),
        ),
      ).toEqual([]);
      const forged = await failure(
        as(b, (q) =>
          q.query(
            "insert into pgusers.addresses (user_id, address_line1, city, postal_code) values ($1, 'x', 'Pune', '411001')",
            [a.id],
          ),
        ),
      );
      expect(forged?.code).toBe('42501');
    });

    it('notifications: written through auth.notify, read and marked by their owner only', async () => {
      await as(b, (q) =>
        q.query(
          "select auth.notify($1, 'Appointment confirmed', 'Tomorrow at 10:00', '/appointments/appointments')",
          [a.id],
        ),
      );
      const mine = await as(a, (q) =>
        q.query<{ id: number; title: string }>('select id, title from pgusers.notifications'),
      );
      expect(mine).toMatchObject([{ title: 'Appointment confirmed' }]);
      const id = mine[0]!.id;
      expect(
        await as(b, (q) =>
          q.query('select * from pgusers.notifications where user_id = $1', [a.id]),
        ),
      ).toEqual([]);
      expect(
        await as(b, (q) =>
          q.query('update pgusers.notifications set read_at = now() where id = $1 returning id', [
            id,
          ]),
        ),
      ).toEqual([]);
      expect(
        await as(b, (q) =>
          q.query('delete from pgusers.notifications where id = $1 returning id', [id]),
        ),
      ).toEqual([]);
      expect(
        await failure(
          as(b, (q) =>
            q.query("insert into pgusers.notifications (user_id, title) values ($1, 'spam')", [
              a.id,
            ]),
          ),
        ),
      ).toMatchObject({ code: '42501' });
      expect(
        await as(a, (q) =>
          q.query('update pgusers.notifications set read_at = now() where id = $1 returning id', [
            id,
          ]),
        ),
      ).toHaveLength(1);
      expect(
        await failure(
          as(a, (q) => q.query("update pgusers.notifications set title = 'x' where id = $1", [id])),
        ),
      ).toMatchObject({
        code: '42501',
      });
    });
  });

  describe('access management', () => {
    it('a member reads the catalogue but cannot write roles, departments, grades or grants', async () => {
      expect(
        await as(a, (q) => q.query('select role_key from pgaccess.roles order by id')),
      ).toHaveLength(5);
      const writes = [
        "insert into pgaccess.roles (role_key, role_name) values ('nurse', 'Nurse')",
        "insert into pgaccess.departments (dept_key, dept_name) values ('ops', 'Operations')",
        "insert into pgaccess.grades (grade_key, level_name, level) values ('g1', 'Grade 1', 1)",
        "insert into pgaccess.permissions (perm_key) values ('x.y')",
        'insert into pgaccess.permission_grants (perm_id, role_id) values (1, 1)',
        "insert into pgaccess.user_app_roles (user_id, role) values (auth.uid(), 'admin')",
      ];
      for (const sql of writes)
        expect(await failure(as(a, (q) => q.query(sql)))).toMatchObject({ code: '42501' });
      expect(
        await as(a, (q) => q.query("update pgaccess.roles set role_name = 'X' returning id")),
      ).toEqual([]);
      expect(await as(a, (q) => q.query('delete from pgaccess.roles returning id'))).toEqual([]);
    });

    it('an admin claim in the token alone is not enough: admin is checked in the database', async () => {
      const forged = { ...b, appRoles: ['admin' as const] };
      expect(
        await failure(
          as(forged, (q) =>
            q.query("insert into pgaccess.roles (role_key, role_name) values ('nurse', 'Nurse')"),
          ),
        ),
      ).toMatchObject({ code: '42501' });
      expect(await as(forged, (q) => q.query("select auth.has_app_role('admin') as yes"))).toEqual([
        { yes: false },
      ]);
      expect(await as(admin, (q) => q.query("select auth.has_app_role('admin') as yes"))).toEqual([
        { yes: true },
      ]);
    });

    it('an admin manages roles, departments, grades, permissions and grants', async () => {
      await as(admin, async (q) => {
        await q.query("insert into pgaccess.roles (role_key, role_name) values ('nurse', 'Nurse')");
        await q.query(
          "update pgaccess.roles set role_name = 'Staff Nurse' where role_key = 'nurse'",
        );
        await q.query(
          "insert into pgaccess.departments (dept_key, dept_name) values ('ops', 'Operations')",
        );
        await q.query(
          "insert into pgaccess.grades (grade_key, level_name, level) values ('g1', 'Grade 1', 1)",
        );
        await q.query(
          "insert into pgaccess.permissions (perm_key, description) values ('reports.view', 'View reports'), ('reports.export', 'Export'), ('billing.view', 'Billing')",
        );
        await q.query(
          "insert into pgaccess.permission_grants (perm_id, department_id) select id, (select id from pgaccess.departments where dept_key = 'ops') from pgaccess.permissions where perm_key = 'reports.view'",
        );
        await q.query(
          "insert into pgaccess.permission_grants (perm_id, role_id) select p.id, r.id from pgaccess.permissions p, pgaccess.roles r where p.perm_key = 'billing.view' and r.role_key = 'personnel'",
        );
        await q.query("delete from pgaccess.roles where role_key = 'nurse'");
      });
      const both = await failure(
        as(admin, (q) =>
          q.query(
            'insert into pgaccess.permission_grants (perm_id, department_id, grade_id) values (1, 1, 1)',
          ),
        ),
      );
      expect(both?.code).toBe('23514');
    });

    it('keeps the built-in roles: their names change, their keys and the roles stay', async () => {
      const refused: [sql: string, key: string][] = [
        ["delete from pgaccess.roles where role_key = 'personnel'", 'personnel'],
        ["update pgaccess.roles set role_key = 'staff' where role_key = 'admin'", 'admin'],
      ];
      for (const [sql, key] of refused) {
        expect(await failure(as(admin, (q) => q.query(sql)))).toMatchObject({
          code: 'PT409',
          message: `The built-in role ${key} cannot be deleted or given another key.`,
        });
      }
      const renamed = await as(admin, (q) =>
        q.query(
          "update pgaccess.roles set role_name = 'Doctors and staff' where role_key = 'personnel' returning role_name",
        ),
      );
      expect(renamed).toEqual([{ role_name: 'Doctors and staff' }]);
      await as(admin, (q) =>
        q.query("update pgaccess.roles set role_name = 'Personnel' where role_key = 'personnel'"),
      );
    });

    it('permissions come from grants and overrides, and a deny wins', async () => {
      const p = await createTestUser(db, { appRoles: ['personnel'] });
      expect(await as(p, (q) => q.query('select pgaccess.get_my_permissions() as perms'))).toEqual([
        { perms: ['billing.view'] },
      ]);
      await db.query(
        "insert into pgaccess.user_assignments (user_id, department_id) select $1, id from pgaccess.departments where dept_key = 'ops'",
        [p.id],
      );
      await db.query(
        "insert into pgaccess.user_permission_overrides (user_id, perm_id, effect) select $1, id, 'grant' from pgaccess.permissions where perm_key = 'reports.export'",
        [p.id],
      );
      await db.query(
        "insert into pgaccess.user_permission_overrides (user_id, perm_id, effect) select $1, id, 'deny' from pgaccess.permissions where perm_key = 'billing.view'",
        [p.id],
      );
      expect(await as(p, (q) => q.query('select pgaccess.get_my_permissions() as perms'))).toEqual([
        { perms: ['reports.export', 'reports.view'] },
      ]);
      expect(
        await as(p, (q) =>
          q.query(
            "select auth.has_permission('reports.view') as r, auth.has_permission('billing.view') as b",
          ),
        ),
      ).toEqual([{ r: true, b: false }]);
      expect(await as(b, (q) => q.query('select pgaccess.get_my_permissions() as perms'))).toEqual([
        { perms: [] },
      ]);
      expect(
        await as(null, (q) => q.query('select pgaccess.get_my_permissions() as perms')),
      ).toEqual([{ perms: null }]);
      // overrides are private to the user and admins
      expect(
        await as(b, (q) => q.query('select * from pgaccess.user_permission_overrides')),
      ).toEqual([]);
      expect(
        await as(p, (q) => q.query('select * from pgaccess.user_permission_overrides')),
      ).toHaveLength(2);
      expect(
        await failure(as(null, (q) => q.query('select auth.permissions_of($1)', [p.id]))),
      ).toMatchObject({ code: '42501' });
      expect(
        await failure(as(b, (q) => q.query('select auth.permissions_of($1)', [p.id]))),
      ).toMatchObject({ code: '42501' });
    });
  });

  describe('account RPCs', () => {
    it('check_email_taken and check_username_taken answer anyone, case-insensitively', async () => {
      const rows = await as(null, (q) =>
        q.query(
          'select pgaccess.check_email_taken(email => $1) as e1, pgaccess.check_email_taken(email => $2) as e2, pgaccess.check_username_taken(username => $3) as u1, pgaccess.check_username_taken(username => $4) as u2',
          [b.email.toUpperCase(), 'free@example.in', b.username.toUpperCase(), 'freename'],
        ),
      );
      expect(rows).toEqual([{ e1: true, e2: false, u1: true, u2: false }]);
    });

    it('add_my_roles adds personnel or vendor, audits it, and refuses admin and paramedic', async () => {
      const u = await createTestUser(db);
      const [res] = await as(u, (q) =>
        q.query<{ roles: string[] }>(
          "select pgaccess.add_my_roles(roles_to_add => array['vendor', 'personnel']) as roles",
        ),
      );
      expect(res?.roles).toEqual(['personnel', 'vendor']);
      const again = await as(u, (q) =>
        q.query<{ roles: string[] }>(
          "select pgaccess.add_my_roles(roles_to_add => array['vendor']) as roles",
        ),
      );
      expect(again[0]?.roles).toEqual(['personnel', 'vendor']);
      const audit = await db.query<{ detail: unknown }>(
        "select detail from auth.audit_log where user_id = $1 and event = 'role_added'",
        [u.id],
      );
      expect(audit).toEqual([{ detail: { roles: ['personnel', 'vendor'] } }]);
      for (const role of ['admin', 'paramedic']) {
        const refused = await failure(
          as(u, (q) => q.query('select pgaccess.add_my_roles(roles_to_add => array[$1])', [role])),
        );
        expect(refused).toEqual({
          code: 'PT403',
          message: `The role "${role}" cannot be added to yourself: only personnel or vendor can.`,
        });
      }
      expect(
        await db.query(
          "select 1 from pgaccess.user_app_roles where user_id = $1 and role in ('admin', 'paramedic')",
          [u.id],
        ),
      ).toEqual([]);
      expect(
        await failure(as(null, (q) => q.query("select pgaccess.add_my_roles(array['vendor'])"))),
      ).toMatchObject({ code: '42501' });
    });

    it('get_persona_details_by_profile_id answers the public name fields to signed-in users', async () => {
      await db.query(
        "update pgusers.profile set first_name = 'Sunita', middle_name = null, last_name = 'Rao' where id = $1",
        [b.id],
      );
      const [row] = await as(a, (q) =>
        q.query('select pgaccess.get_persona_details_by_profile_id(profile_id => $1) as p', [b.id]),
      );
      expect(row).toEqual({
        p: { first_name: 'Sunita', middle_name: null, last_name: 'Rao', username: b.username },
      });
      const [none] = await as(a, (q) =>
        q.query('select pgaccess.get_persona_details_by_profile_id(profile_id => $1) as p', [
          '00000000-0000-4000-8000-000000000000',
        ]),
      );
      expect(none).toEqual({ p: null });
      expect(
        await failure(
          as(null, (q) => q.query('select pgaccess.get_persona_details_by_profile_id($1)', [b.id])),
        ),
      ).toMatchObject({ code: '42501' });
    });
  });

  describe('function hygiene', () => {
    it('no SECURITY DEFINER function lives in an exposed schema; every one pins search_path', async () => {
      const rows = await db.query<{ schema: string; name: string; pinned: boolean }>(
        `select n.nspname as schema, p.proname as name,
                coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false) as pinned
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where p.prosecdef and n.nspname in ('auth', 'pgaccess', 'pgusers')`,
      );
      expect(rows.filter((r) => r.schema !== 'auth')).toEqual([]);
      expect(rows.filter((r) => !r.pinned)).toEqual([]);
      expect(rows.length).toBeGreaterThan(5);
    });

    it('anon reaches no account table', async () => {
      for (const table of [
        'pgusers.profile',
        'pgusers.contacts',
        'pgusers.addresses',
        'pgusers.notifications',
        'pgaccess.roles',
        'auth.users',
        'auth.sessions',
      ]) {
        expect(await failure(as(null, (q) => q.query(`select 1 from ${table}`)))).toMatchObject({
          code: '42501',
        });
      }
    });
  });
});
