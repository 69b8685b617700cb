import type { Database, RequestContext } from '../db/database.ts';
import type { BuiltQuery, ResultRow } from './build-sql.ts';

/**
 * PostgreSQL's error for a statement past statement_timeout, shaped as the drivers report it, so
 * it is answered (504) and logged as the database's own.
 */
const statementTimedOut = (): Error =>
  Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

/**
 * Runs one statement as the caller: role switch + claims (set by the driver) and the
 * statement in one transaction. `check` runs inside it; throwing there rolls the work back
 * (a singular write that touched the wrong number of rows).
 *
 * On PGlite a statement that comes back after its timeout is refused and rolled back, since
 * PostgreSQL's timer counts the sending of the result too. The checks in SQL (build-sql) end with
 * the executor; handing the result over to JavaScript comes after them and grows with its size:
 * 330 ms for a 139 MB body, where the executor took 210.
 */
export async function runAsRequest(
  db: Database,
  ctx: RequestContext,
  query: BuiltQuery,
  check?: (row: ResultRow) => void,
): Promise<ResultRow> {
  return db.asRequest(ctx, async (tx) => {
    const started = performance.now();
    const rows = await tx.query<Record<string, unknown>>(query.text, query.params);
    if (db.engine === 'pglite' && performance.now() - started > ctx.statementTimeoutMs)
      throw statementTimedOut();
    // Every statement we build selects page, total and body as text (or null).
    const r = rows[0] ?? {};
    const row: ResultRow = {
      page: typeof r.page === 'string' ? r.page : '0',
      total: typeof r.total === 'string' ? r.total : null,
      body: typeof r.body === 'string' ? r.body : null,
    };
    check?.(row);
    return row;
  });
}
