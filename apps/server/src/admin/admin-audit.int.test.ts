import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';

type AuditRow = {
  actor_id: string | null;
  subject_id: string | null;
  event: string;
  detail: {
    table: string;
    op: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
};

describe.each(testEngines)('the admin audit log on %s', (engine) => {
  const t = useTestDatabase(engine);
  let admin: TestUser;

  beforeAll(async () => {
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
  });

  const auditOf = (table: string, id: number | string) =>
    t.db.query<AuditRow>(
      `select user_id::text as actor_id, subject_id::text as subject_id, event, detail
       from auth.audit_log where detail ->> 'table' = $1
         and coalesce(detail -> 'after' ->> 'id', detail -> 'before' ->> 'id') = $2
       order by id`,
      [table, String(id)],
    );

  it('records who changed a grant, how, and the row before and after', async () => {
    const key = `audit.${randomBytes(4).toString('hex')}`;
    const grantId = await asUser(t.db, admin, async (q) => {
      const [perm] = await q.query<{ id: number }>(
        'insert into pgaccess.permissions (perm_key) values ($1) returning id',
        [key],
      );
      const [role] = await q.query<{ id: number }>(
        "select id from pgaccess.roles where role_key = 'vendor'",
      );
      const [grant] = await q.query<{ id: number }>(
        'insert into pgaccess.permission_grants (perm_id, role_id) values ($1, $2) returning id',
        [perm!.id, role!.id],
      );
      await q.query(
        "update pgaccess.permission_grants set expires_at = '2099-01-01T00:00:00Z' where id = $1",
        [grant!.id],
      );
      await q.query('delete from pgaccess.permission_grants where id = $1', [grant!.id]);
      return grant!.id;
    });
    const rows = await auditOf('pgaccess.permission_grants', grantId);
    expect(rows.map((r) => r.event)).toEqual([
      'admin_permission_grants_insert',
      'admin_permission_grants_update',
      'admin_permission_grants_delete',
    ]);
    expect(rows.every((r) => r.actor_id === admin.id)).toBe(true);
    expect(rows[0]?.detail.before).toBeNull();
    expect(rows[1]?.detail.before?.expires_at).toBeNull();
    expect(String(rows[1]?.detail.after?.expires_at)).toMatch(/^2099-01-01/);
    expect(rows[2]?.detail.after).toBeNull();
  });

  it('names the user an app role or a deactivation concerns, and shows admins only', async () => {
    const member = await createTestUser(t.db);
    await asUser(t.db, admin, async (q) => {
      await q.query("insert into pgaccess.user_app_roles (user_id, role) values ($1, 'vendor')", [
        member.id,
      ]);
      await q.query('update pgusers.profile set is_active = false where id = $1', [member.id]);
    });
    const seen = await asUser(t.db, admin, (q) =>
      q.query<{ event: string; actor_id: string; detail: AuditRow['detail'] }>(
        'select event, actor_id::text, detail from pgaccess.admin_audit_log where subject_id = $1 order by at, id',
        [member.id],
      ),
    );
    expect(seen.map((r) => r.event)).toEqual([
      'admin_user_app_roles_insert',
      'admin_profile_update',
    ]);
    expect(seen.every((r) => r.actor_id === admin.id)).toBe(true);
    expect(seen[1]?.detail.before?.is_active).toBe(true);
    expect(seen[1]?.detail.after?.is_active).toBe(false);

    const other = await createTestUser(t.db);
    const asMember = await asUser(t.db, other, (q) =>
      q.query('select * from pgaccess.admin_audit_log'),
    );
    expect(asMember).toEqual([]);
    await expect(
      asUser(t.db, null, (q) => q.query('select * from pgaccess.admin_audit_log')),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it("records an admin's verification decision on a personnel profile", async () => {
    const [profile] = await t.db.query<{ id: number }>(
      `insert into pgpersonnel.profile (personnel_type_id, name, verification_status, verification_requested_at)
       select id, 'Dr Audit Waiting', 'pending', now() from pgpersonnel.personnel_types order by id limit 1
       returning id`,
    );
    await asUser(t.db, admin, (q) =>
      q.query('select pgpersonnel.review_personnel_verification($1, false, $2)', [
        profile!.id,
        'The registration number does not match the council register.',
      ]),
    );
    const entries = await auditOf('pgpersonnel.profile', profile!.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, event: 'admin_profile_update' });
    expect(entries[0]!.detail.before).toMatchObject({ verification_status: 'pending' });
    expect(entries[0]!.detail.after).toMatchObject({ verification_status: 'rejected' });
  });

  it('is append-only: neither an admin nor the server itself may update, delete or truncate it', async () => {
    await asUser(t.db, admin, (q) =>
      q.query("insert into pgaccess.departments (dept_key, dept_name) values ($1, 'Audit')", [
        `d${randomBytes(4).toString('hex')}`,
      ]),
    );
    const count = async () =>
      (
        await t.db.query<{ n: number; h: string }>(
          "select count(*)::int as n, md5(string_agg(id || event || detail::text || coalesce(user_id::text, ''), ',' order by id)) as h from auth.audit_log",
        )
      )[0];
    const before = await count();
    expect(before?.n).toBeGreaterThan(0);
    for (const sql of [
      "update auth.audit_log set event = 'tampered'",
      'delete from auth.audit_log',
      "update pgaccess.admin_audit_log set event = 'tampered'",
      'delete from pgaccess.admin_audit_log',
      'truncate auth.audit_log',
    ]) {
      await expect(
        asUser(t.db, admin, (q) => q.query(sql)),
        sql,
      ).rejects.toBeTruthy();
    }
    for (const sql of [
      "update auth.audit_log set event = 'tampered'",
      'update auth.audit_log set user_id = null',
      'delete from auth.audit_log',
      'truncate auth.audit_log',
    ]) {
      await expect(t.db.query(sql), sql).rejects.toMatchObject({ code: '42501' });
    }
    expect(await count()).toEqual(before);
  });

  it('still lets an account be deleted (its entries keep their place, the actor set null)', async () => {
    const gone = await createTestUser(t.db, { appRoles: ['admin'] });
    await asUser(t.db, gone, (q) =>
      q.query("insert into pgaccess.grades (grade_key, level_name, level) values ($1, 'G', 1)", [
        `g${randomBytes(4).toString('hex')}`,
      ]),
    );
    const [mine] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from auth.audit_log where user_id = $1',
      [gone.id],
    );
    expect(mine?.n).toBeGreaterThan(0);
    await t.db.query('delete from auth.users where id = $1', [gone.id]);
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from auth.audit_log where user_id is null and event = 'admin_grades_insert'",
    );
    expect(left?.n).toBeGreaterThan(0);
  });
});
