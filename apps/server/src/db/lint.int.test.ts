import { describe, expect, it } from 'vitest';
import { defaultSchemas } from '../config/config.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { lintDatabase } from './lint.ts';

describe.each(testEngines)('database lint on %s', (engine) => {
  const t = useTestDatabase(engine);

  it("passes the product's migrations", async () => {
    expect(await lintDatabase(t.db, defaultSchemas)).toEqual([]);
  });

  it('names every broken rule in a careless schema', async () => {
    await t.db.execScript(`
      create schema lint_bad;
      create table lint_bad.open_table (id int);
      create view lint_bad.owner_view as select * from lint_bad.open_table;
      create function lint_bad.escalate() returns int language sql security definer as 'select 1';
      grant execute on function lint_bad.escalate() to public;
    `);
    const findings = await lintDatabase(t.db, ['lint_bad']);
    expect(findings).toEqual([
      'table lint_bad.open_table has no row-level security',
      'view lint_bad.owner_view is not security_invoker',
      'function lint_bad.escalate() is SECURITY DEFINER in an exposed schema',
      'function lint_bad.escalate() is SECURITY DEFINER without a fixed search_path',
      'function lint_bad.escalate() is executable by PUBLIC',
    ]);
  });
});
