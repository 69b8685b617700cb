import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database.ts';
import { migrate, MigrationChangedError } from './migrate.ts';

describe.each(testEngines)('migrations on %s', (engine) => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase(engine, { migrate: false });
    dir = (await mkdtemp(join(tmpdir(), 'athcare-mig-'))) + '/';
  });
  afterAll(async () => {
    await t.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies the product migrations once and is a no-op on restart', async () => {
    const first = await migrate(t.db);
    expect(first[0]).toBe('0001');
    expect(await migrate(t.db)).toEqual([]);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from pg_roles where rolname in ('anon', 'authenticated')",
    );
    expect(row?.n).toBe(2);
  });

  it('rolls a failing migration back whole and records nothing', async () => {
    await writeFile(dir + '0001_make_things.sql', 'create table mig_a (id int); select 1/0;');
    await expect(migrate(t.db, dir)).rejects.toThrow();
    const rows = await t.db.query("select 1 from pg_tables where tablename = 'mig_a'");
    expect(rows).toHaveLength(0);
  });

  it('refuses a landed migration whose text changed', async () => {
    const other = await createTestDatabase(engine, { migrate: false });
    try {
      await writeFile(dir + '0001_make_things.sql', 'create table mig_b (id int);');
      expect(await migrate(other.db, dir)).toEqual(['0001']);
      await writeFile(dir + '0001_make_things.sql', 'create table mig_b (id bigint);');
      await expect(migrate(other.db, dir)).rejects.toBeInstanceOf(MigrationChangedError);
    } finally {
      await other.drop();
    }
  });
});
