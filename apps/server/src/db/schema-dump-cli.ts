import { writeFile } from 'node:fs/promises';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite-driver.ts';
import { dumpSchema, schemaDumpPath, schemaDumpUrl } from './schema-dump.ts';

// `npm run db:schema`: apply every migration to a fresh in-memory PGlite and write the dump of its
// functions, triggers and policies. Run it after adding a migration (or merging others').
const db = await openPglite();
try {
  await migrate(db);
  await writeFile(schemaDumpUrl, await dumpSchema(db));
  console.log(`Wrote ${schemaDumpPath}`);
} finally {
  await db.close();
}
