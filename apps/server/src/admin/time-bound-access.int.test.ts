import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { type SuiteDatabase, testEngines, useTestDatabase } from '../test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';

const has = async (t: SuiteDatabase, user: TestUser, perm: string): Promise<boolean> => {
  const [row] = await asUser(t.db, user, (q) =>
    q.query<{ ok: boolean }>('select auth.has_permission($1) as ok', [perm]),
  );
  return row?.ok ?? false;
};

const until = async (check: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.each(testEngines)('time-bound grants and overrides on %s', (engine) => {
  const t = useTestDatabase(engine);
  let admin: TestUser;

  const newPermission = async (): Promise<{ id: number; key: string }> => {
    const key = `test.${randomBytes(4).toString('hex')}`;
    const [row] = await asUser(t.db, admin, (q) =>
      q.query<{ id: number }>(
        'insert into pgaccess.permissions (perm_key) values ($1) returning id',
        [key],
      ),
    );
    return { id: row!.id, key };
  };
  const newRole = async (): Promise<number> => {
    const [row] = await asUser(t.db, admin, (q) =>
      q.query<{ id: number }>(
        "insert into pgaccess.roles (role_key, role_name) values ($1, 'Test role') returning id",
        [`r${randomBytes(4).toString('hex')}`],
      ),
    );
    return row!.id;
  };
  const seat = (q: Queryable, userId: string, roleId: number) =>
    q.query('insert into pgaccess.user_assignments (user_id, role_id) values ($1, $2)', [
      userId,
      roleId,
    ]);

  beforeAll(async () => {
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
  });

  it('a grant to a role stops working the moment it expires, without a restart', async () => {
    const member = await createTestUser(t.db);
    const perm = await newPermission();
    const role = await newRole();
    await asUser(t.db, admin, async (q) => {
      await seat(q, member.id, role);
      await q.query(
        `insert into pgaccess.permission_grants (perm_id, role_id, expires_at)
         values ($1, $2, now() + interval '1 second')`,
        [perm.id, role],
      );
    });
    expect(await has(t, member, perm.key)).toBe(true);
    expect(await until(async () => !(await has(t, member, perm.key)))).toBe(true);
    const [mine] = await asUser(t.db, member, (q) =>
      q.query<{ p: string[] }>('select pgaccess.get_my_permissions() as p'),
    );
    expect(mine?.p).not.toContain(perm.key);
  });

  it('a grant override past its expiry gives nothing; one without expiry or in the future does', async () => {
    const member = await createTestUser(t.db);
    const past = await newPermission();
    const future = await newPermission();
    const forever = await newPermission();
    await asUser(t.db, admin, async (q) => {
      await q.query(
        `insert into pgaccess.user_permission_overrides (user_id, perm_id, effect, expires_at)
         values ($1, $2, 'grant', now() - interval '1 minute'),
                ($1, $3, 'grant', now() + interval '1 day'),
                ($1, $4, 'grant', null)`,
        [member.id, past.id, future.id, forever.id],
      );
    });
    expect(await has(t, member, past.key)).toBe(false);
    expect(await has(t, member, future.key)).toBe(true);
    expect(await has(t, member, forever.key)).toBe(true);
  });

  it('a deny override beats any grant, and stops denying once it has expired', async () => {
    const member = await createTestUser(t.db);
    const perm = await newPermission();
    const role = await newRole();
    await asUser(t.db, admin, async (q) => {
      await seat(q, member.id, role);
      await q.query('insert into pgaccess.permission_grants (perm_id, role_id) values ($1, $2)', [
        perm.id,
        role,
      ]);
    });
    expect(await has(t, member, perm.key)).toBe(true);
    await asUser(t.db, admin, (q) =>
      q.query(
        `insert into pgaccess.user_permission_overrides (user_id, perm_id, effect, expires_at)
         values ($1, $2, 'deny', now() + interval '1 second')`,
        [member.id, perm.id],
      ),
    );
    expect(await has(t, member, perm.key)).toBe(false);
    // Once the deny has expired, the grant applies again.
    expect(await until(async () => await has(t, member, perm.key))).toBe(true);
  });

  it('a deny override beats a grant override of the same user', async () => {
    const member = await createTestUser(t.db);
    const perm = await newPermission();
    const other = await newPermission();
    await asUser(t.db, admin, (q) =>
      q.query(
        `insert into pgaccess.user_permission_overrides (user_id, perm_id, effect)
         values ($1, $2, 'deny'), ($1, $3, 'grant')`,
        [member.id, perm.id, other.id],
      ),
    );
    await asUser(t.db, admin, async (q) => {
      const [memberRole] = await q.query<{ id: number }>(
        "select id from pgaccess.roles where role_key = 'member'",
      );
      await q.query('insert into pgaccess.permission_grants (perm_id, role_id) values ($1, $2)', [
        perm.id,
        memberRole!.id,
      ]);
    });
    expect(await has(t, member, perm.key)).toBe(false);
    expect(await has(t, member, other.key)).toBe(true);
    expect(await has(t, admin, perm.key)).toBe(true);
  });

  it('a non-admin can neither write nor extend grants and overrides', async () => {
    const member = await createTestUser(t.db);
    const perm = await newPermission();
    const role = await newRole();
    await asUser(t.db, admin, (q) =>
      q.query(
        `insert into pgaccess.permission_grants (perm_id, role_id, expires_at)
         values ($1, $2, now() + interval '1 hour')`,
        [perm.id, role],
      ),
    );
    await expect(
      asUser(t.db, member, (q) =>
        q.query(
          `insert into pgaccess.user_permission_overrides (user_id, perm_id, effect) values ($1, $2, 'grant')`,
          [member.id, perm.id],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asUser(t.db, member, (q) =>
        q.query(`insert into pgaccess.permission_grants (perm_id, role_id) values ($1, $2)`, [
          perm.id,
          role,
        ]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    const changed = await asUser(t.db, member, (q) =>
      q.query(
        'update pgaccess.permission_grants set expires_at = null where perm_id = $1 returning id',
        [perm.id],
      ),
    );
    expect(changed).toEqual([]);
    const [row] = await t.db.query<{ n: number; open: number }>(
      `select count(*)::int as n, count(*) filter (where expires_at is null)::int as open
       from pgaccess.permission_grants where perm_id = $1`,
      [perm.id],
    );
    expect(row).toEqual({ n: 1, open: 0 });
    const [overrides] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from pgaccess.user_permission_overrides where user_id = $1',
      [member.id],
    );
    expect(overrides?.n).toBe(0);
  });
});
