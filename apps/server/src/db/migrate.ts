import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('../../db/migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const sql = await readFile(dir + file, 'utf8');
      return {
        version: file.slice(0, 4),
        name: file.slice(5, -4),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    }),
  );
}

/** A landed migration whose text changed: migrations are append-only, so this stops start-up. */
export class MigrationChangedError extends Error {}

/**
 * Applies pending migrations in order, each in its own transaction with its bookkeeping row, under
 * an advisory lock so that several servers starting together apply each migration once.
 * Returns the versions applied by this call (none on a restart).
 */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  await db.execScript(`
    create schema if not exists athcare_meta;
    create table if not exists athcare_meta.migrations (
      version text primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    );`);
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    // Check and apply in one transaction under the lock: the script and its bookkeeping row
    // commit together or not at all, and a concurrent starter waits, then sees it applied.
    const didApply = await db.transaction(async (tx) => {
      // As a script: waiting behind another starter's long migration is not a silent server.
      await tx.execScript('select pg_advisory_xact_lock(7261001)');
      const [row] = await tx.query<{ checksum: string }>(
        'select checksum from athcare_meta.migrations where version = $1',
        [migration.version],
      );
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new MigrationChangedError(
            `Migration ${migration.version}_${migration.name} was changed after it was applied; add a new migration instead.`,
          );
        }
        return false;
      }
      await tx.execScript(migration.sql);
      await tx.query(
        'insert into athcare_meta.migrations (version, name, checksum) values ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
