import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorFields } from '../../src/db/database.ts';
import {
  createTestDatabase,
  testEngines,
  type TestDatabase,
} from '../../src/test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../../src/test/test-users.ts';

// Issue 12: public_profiles shows a stranger's name only where a feature needs it, and never more
// than a name and an avatar.
async function errorCode(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
    return undefined;
  } catch (error) {
    const pg = pgErrorFields(error);
    if (!pg) throw error;
    return pg.code;
  }
}

describe.each(testEngines)('public_profiles on %s', (engine) => {
  let t: TestDatabase;
  let a: TestUser;
  let b: TestUser;
  let stranger: TestUser;
  let doctor: TestUser;

  const visibleTo = async (who: TestUser) =>
    (
      await asUser(t.db, who, (q) =>
        q.query<{ id: string }>('select id::text as id from pgusers.public_profiles'),
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    [a, b, stranger, doctor] = await Promise.all([
      createTestUser(t.db),
      createTestUser(t.db),
      createTestUser(t.db),
      createTestUser(t.db, { appRoles: ['personnel'] }),
    ]);
    await t.db.query(
      `insert into pgpersonnel.profile (user_id, personnel_type_id, name, is_published)
       select $1, id, 'Dr Listed', true from pgpersonnel.personnel_types where slug = 'doctor'`,
      [doctor.id],
    );
  });
  afterAll(() => t?.drop());

  it('anon reads nothing; no caller reads email, birth date or gender', async () => {
    expect(
      await errorCode(asUser(t.db, null, (q) => q.query('select * from pgusers.public_profiles'))),
    ).toBe('42501');
    for (const column of ['email', 'date_of_birth', 'gender', 'is_active', 'metadata']) {
      expect(
        await errorCode(
          asUser(t.db, stranger, (q) => q.query(`select ${column} from pgusers.public_profiles`)),
        ),
      ).toBe('42703');
    }
    // The profile table itself shows another member nothing.
    expect(
      await asUser(t.db, stranger, (q) =>
        q.query('select email from pgusers.profile where id = $1', [a.id]),
      ),
    ).toEqual([]);
  });

  it('a stranger sees only themself and listed personnel, and finds a member by exact username', async () => {
    expect((await visibleTo(stranger)).sort()).toEqual([stranger.id, doctor.id].sort());
    const found = await asUser(t.db, stranger, (q) =>
      q.query<{ id: string }>('select id::text as id from pgusers.find_member($1)', [
        a.username.toUpperCase(),
      ]),
    );
    expect(found).toEqual([{ id: a.id }]);
    // No pattern matching: the lookup cannot walk the member list.
    for (const pattern of ['%', `${a.username.slice(0, 3)}%`, '']) {
      expect(
        await asUser(t.db, stranger, (q) =>
          q.query('select id from pgusers.find_member($1)', [pattern]),
        ),
      ).toEqual([]);
    }
    expect(
      await errorCode(
        asUser(t.db, null, (q) => q.query('select * from pgusers.find_member($1)', [a.username])),
      ),
    ).toBe('42501');
  });

  it('people who share files see each other, both ways; others still do not', async () => {
    const [folder] = await t.db.query<{ id: string }>(
      `insert into pgmedlock.folders (owner_id, name) values ($1, 'Reports') returning id::text as id`,
      [a.id],
    );
    await t.db.query(
      `insert into pgmedlock.asset_access (owner_id, folder_id, grantee_user_id) values ($1, $2, $3)`,
      [a.id, folder!.id, b.id],
    );
    expect(await visibleTo(a)).toContain(b.id);
    expect(await visibleTo(b)).toContain(a.id);
    expect(await visibleTo(stranger)).not.toContain(a.id);
    expect(await visibleTo(stranger)).not.toContain(b.id);
  });
});
