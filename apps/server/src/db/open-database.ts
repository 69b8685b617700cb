import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { commitLsnRecorder } from './read-your-writes.ts';
import { openPglite } from './pglite-driver.ts';
import { openPostgres } from './postgres-driver.ts';

/**
 * A statement unanswered this long means the server went silent (pg's query_timeout): the
 * statement timeout, which a live server enforces itself, plus a second for its answer to arrive.
 */
export const queryTimeoutMs = (config: Config) => config.STATEMENT_TIMEOUT_MS + 1_000;

/** DATABASE_URL names a PostgreSQL server; without it the embedded PGlite keeps data in DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres({
      url: config.DATABASE_URL,
      maxConnections: config.DB_POOL_SIZE,
      requestUrl: config.DATABASE_AUTHENTICATOR_URL,
      // With a replica, write commits report the WAL position for read-your-writes.
      commitLsn: config.DATABASE_READ_URL ? commitLsnRecorder : undefined,
      queryTimeoutMs: queryTimeoutMs(config),
    });
  }
  return openPglite(join(config.DATA_DIR, 'pglite'));
}
