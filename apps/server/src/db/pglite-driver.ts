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
 * PostgreSQL's error for a statement past statement_timeout, shaped as the drivers report it, so
 * it is answered (504) and logged as the database's own.
 */
const statementTimedOut = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/**
 * A request's statements, each refused (and its transaction rolled back) when it comes back after
 * the request's statement timeout: WebAssembly has no timer to fire statement_timeout, and
 * PostgreSQL's timer counts the sending of the result too. The checks in SQL (the data API's
 * auth.within_deadline) end with the executor; handing the result to JavaScript comes after them
 * and grows with its size (330 ms for a 139 MB body, where the executor took 210).
 */
function withDeadline(q: Queryable, timeoutMs: number): Queryable {
  return {
    async query<R extends Row = Row>(text: string, params?: readonly unknown[]) {
      const started = performance.now();
      const rows = await q.query<R>(text, params);
      // 0 is no timeout, as in PostgreSQL.
      if (timeoutMs > 0 && performance.now() - started > timeoutMs) throw statementTimedOut();
      return rows;
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
          return fn(withDeadline(wrap(tx), ctx.statementTimeoutMs));
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
