import type { Database, RequestContext } from '../db/database.ts';
import type { BuiltQuery, ResultRow } from './build-sql.ts';

/**
 * Runs one statement as the caller: role switch + claims (set by the driver) and the
 * statement in one transaction. `check` runs inside it; throwing there rolls the work back
 * (a singular write that touched the wrong number of rows).
 */
export async function runAsRequest(
  db: Database,
  ctx: RequestContext,
  query: BuiltQuery,
  check?: (row: ResultRow) => void,
): Promise<ResultRow> {
  return db.asRequest(ctx, async (tx) => {
    const rows = await tx.query<Record<string, unknown>>(query.text, query.params);
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
