import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-driver.ts';
import { openPostgres } from '../db/postgres-driver.ts';

export type Engine = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one (CI sets it). */
export const testEngines: Engine[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** The connection URL of the throw-away database (postgres engine only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database of its own for one test file; drop() removes it. */
export async function createTestDatabase(
  engine: Engine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  let handle: TestDatabase;
  if (engine === 'pglite') {
    const db = await openPglite();
    handle = { db, url: undefined, drop: () => db.close() };
  } else {
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
    const name = `athcare_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = openPostgres({ url: url.toString(), maxConnections: 5 });
    handle = {
      db,
      url: url.toString(),
      drop: async () => {
        await db.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  if (options.migrate !== false) await migrate(handle.db);
  return handle;
}
