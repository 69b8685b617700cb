import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, RequestContext, Row, Transaction } from './database.ts';
import { checkChannel, requestSetupParams, requestSetupSql } from './database.ts';

function wrap(q: Pick<PGlite, 'query'>): Queryable {
  return {
    async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(text, params as unknown[]);
      return result.rows;
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). One connection; PGlite serialises transactions itself.
 * In memory without dataDir; `loadDataDir` starts from a dump (the test suite's migrated template).
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { dumpDataDir(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const root = wrap(pg);
  // PGlite runs one operation at a time; the rest queue behind it (reported by poolStats).
  let inFlight = 0;
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    inFlight++;
    try {
      return await run();
    } finally {
      inFlight--;
    }
  };
  return {
    engine: 'pglite',
    query: (text, params) => counted(() => root.query(text, params)),
    transaction: (fn) =>
      counted(() =>
        pg.transaction((tx) => {
          const t: Transaction = {
            ...wrap(tx),
            execScript: async (text) => {
              await tx.exec(text);
            },
          };
          return fn(t);
        }),
      ),
    asRequest: <T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>) =>
      counted(() =>
        pg.transaction(async (tx) => {
          if (ctx.readOnly) await tx.query('set transaction read only');
          await tx.query(requestSetupSql, requestSetupParams(ctx));
          return fn(wrap(tx));
        }),
      ),
    // One process, one connection: nothing to reconnect.
    listen: async (channel, handlers) => {
      const unlisten = await pg.listen(checkChannel(channel), (payload) =>
        handlers.onPayload(payload),
      );
      return { close: () => unlisten() };
    },
    poolStats: () => ({ inUse: Math.min(inFlight, 1), waiting: Math.max(inFlight - 1, 0) }),
    execScript: async (sqlText) => {
      await pg.transaction(async (tx) => {
        await tx.exec(sqlText);
      });
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
    close: () => pg.close(),
  };
}
