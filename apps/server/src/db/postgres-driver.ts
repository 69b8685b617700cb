import postgres from 'postgres';
import type { Database, Queryable, RequestContext, Row, Transaction } from './database.ts';
import { DatabaseUnavailableError, isConnectionError, requestSetupSql } from './database.ts';

export interface PostgresOptions {
  url: string;
  maxConnections?: number;
}

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql): Queryable {
  return {
    async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe<R[]>(text, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as R[];
    },
  };
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionError(error)) throw new DatabaseUnavailableError(error);
    throw error;
  }
}

/**
 * A PostgreSQL server through postgres.js. Chosen because it pipelines: statements issued on a
 * connection without awaiting go out together, so a request's role/claims set-up and its query
 * share one round trip. Reconnection is lazy: a failed connect fails that request (503) and the
 * next request tries again.
 */
export function openPostgres(options: PostgresOptions): Database {
  const sql = postgres(options.url, {
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    // Keep database values as the server's text for types JS would mangle (int8, numeric).
    types: {},
    connect_timeout: 5,
    idle_timeout: 60,
  });
  const root = wrap(sql);
  return {
    engine: 'postgres',
    query: (text, params) => guard(() => root.query(text, params)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      guard(
        () =>
          sql.begin((tx) =>
            fn({
              ...wrap(tx),
              execScript: async (text) => {
                await tx.unsafe(text);
              },
            }),
          ) as Promise<T>,
      ),
    asRequest: <T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>) =>
      guard(
        () =>
          sql.begin(ctx.readOnly ? 'read only' : 'read write', async (tx) => {
            // postgres.js queries are lazy: execute() queues the set-up first, and fn's first
            // statement follows it on the same connection without waiting for its answer.
            const setup = tx
              .unsafe(requestSetupSql, [ctx.role, ctx.claims, `${ctx.statementTimeoutMs}ms`])
              .execute();
            const [, result] = await Promise.all([setup, fn(wrap(tx))]);
            return result;
          }) as Promise<T>,
      ),
    execScript: (sqlText) =>
      guard(async () => {
        await sql.begin((tx) => tx.unsafe(sqlText));
      }),
    close: () => sql.end({ timeout: 5 }),
  };
}
