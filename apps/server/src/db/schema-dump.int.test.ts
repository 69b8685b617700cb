import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import { dumpSchema, schemaDumpPath, schemaDumpUrl } from './schema-dump.ts';

// PGlite only: pg_get_functiondef's layout may differ between PostgreSQL versions, and the file is
// generated on PGlite.
describe('the checked-in schema dump', () => {
  const t = useTestDatabase('pglite');

  it(`is what the migrations produce (else run \`npm run db:schema\`: ${schemaDumpPath})`, async () => {
    const current = await dumpSchema(t.db);
    const checkedIn = await readFile(schemaDumpUrl, 'utf8');
    expect(checkedIn === current, `${schemaDumpPath} is stale: run \`npm run db:schema\``).toBe(
      true,
    );
  });
});
