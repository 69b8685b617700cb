import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate, readMigrations } from '../db/migrate.ts';
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

/** Identifies the current set of migrations, so a cached template is never stale. */
async function migrationsKey(): Promise<string> {
  const all = (await readMigrations()).map((m) => m.version + m.checksum).join();
  return createHash('sha256').update(all).digest('hex').slice(0, 16);
}

/** A migrated PGlite data dir, dumped once per migration set and shared by test files. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `athcare-pglite-${await migrationsKey()}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    const dump = await db.dumpDataDir();
    await db.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file); // atomic: concurrent test files never read half a dump
  }
  return new Blob([await readFile(file)]);
}

function databaseUrl(name: string, user?: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  if (user) {
    url.username = user;
    url.password = '';
  }
  return url.toString();
}

/** A migrated template database on the server, created once per migration set. */
async function postgresTemplate(admin: postgres.Sql): Promise<string> {
  const name = `athcare_tpl_${await migrationsKey()}`;
  await admin`select pg_advisory_lock(7261002)`;
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) {
      await admin.unsafe(`create database ${name}`);
      const db = openPostgres({ url: databaseUrl(name), maxConnections: 1 });
      try {
        await migrate(db);
      } catch (error) {
        await db.close();
        await admin.unsafe(`drop database ${name}`);
        throw error;
      }
      await db.close();
    }
  } finally {
    await admin`select pg_advisory_unlock(7261002)`;
  }
  return name;
}

/**
 * A fresh database of its own for one test file, migrated unless `migrate: false`; drop()
 * removes it. Migrated ones are copied from a template, which keeps each file's set-up short.
 */
export async function createTestDatabase(
  engine: Engine,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  if (engine === 'pglite') {
    const db = await openPglite(undefined, migrated ? await pgliteTemplate() : undefined);
    return { db, url: undefined, drop: () => db.close() };
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `athcare_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = migrated ? await postgresTemplate(admin) : undefined;
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  // Requests connect as the authenticator login role, as in production (the test server trusts
  // loopback connections, so it needs no password).
  const db = openPostgres({
    url: databaseUrl(name),
    maxConnections: 5,
    requestUrl: migrated ? databaseUrl(name, 'authenticator') : undefined,
  });
  return {
    db,
    url: databaseUrl(name),
    drop: async () => {
      await db.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** What a suite reads of the database useTestDatabase makes for it; dropping it is the hook's. */
export type SuiteDatabase = Omit<TestDatabase, 'drop'>;

/**
 * A fresh migrated database for the suite (the describe block) it is called in: its beforeAll
 * creates it, its afterAll drops it. Call it before the suite's own hooks, so its set-up runs
 * first and its drop last. `db` and `url` read the current database, and throw when read before
 * the beforeAll ran (at collection time, in a describe body).
 */
export function useTestDatabase(engine: Engine): SuiteDatabase {
  let created: TestDatabase | undefined;
  const current = (): TestDatabase => {
    if (!created) {
      throw new Error('useTestDatabase: the database exists from its beforeAll to its afterAll');
    }
    return created;
  };
  beforeAll(async () => {
    created = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await created?.drop();
    created = undefined;
  });
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
  };
}
