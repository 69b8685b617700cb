import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../db/database.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { runAsRequest } from './run-query.ts';

describe.each(testEngines)('runAsRequest on %s', (engine) => {
  const t = useTestDatabase(engine);

  const ctx = (statementTimeoutMs: number): RequestContext => ({
    role: 'anon',
    claims: '{}',
    readOnly: true,
    statementTimeoutMs,
  });
  // No check in this statement: on PGlite nothing stops it, it only comes back late.
  const slow = {
    text: "select '1' as page, null::text as total, pg_sleep(0.3)::text as body",
    params: [],
  };

  it('refuses a statement that comes back past its timeout with 57014, as PostgreSQL cancels it', async () => {
    await expect(runAsRequest(t.db, ctx(100), slow)).rejects.toMatchObject({ code: '57014' });
    await expect(runAsRequest(t.db, ctx(5000), slow)).resolves.toMatchObject({ page: '1' });
  });
});
