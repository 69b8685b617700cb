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
    // Two round trips per request: BEGIN, the role/claims set-up and fn's first statement go out
    // together on a reserved connection (postgres.js's begin() would wait for BEGIN first); then
    // COMMIT, which must wait for fn because fn may still decide to roll back.
    asRequest: <T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>) =>
      guard(async () => {
        const conn = await sql.reserve();
        let committed = false;
        try {
          // Queries are lazy: execute() queues them now, in this order, ahead of fn's statements.
          const begin = conn.unsafe(ctx.readOnly ? 'begin read only' : 'begin').execute();
          const setup = conn
            .unsafe(requestSetupSql, [ctx.role, ctx.claims, `${ctx.statementTimeoutMs}ms`])
            .execute();
          const [, , result] = await Promise.all([begin, setup, fn(wrap(conn))]);
          await conn.unsafe('commit');
          committed = true;
          return result;
        } finally {
          if (!committed) await conn.unsafe('rollback').catch(() => undefined);
          conn.release();
        }
      }),
    execScript: (sqlText) =>
      guard(async () => {
        await sql.begin((tx) => tx.unsafe(sqlText));
      }),
    close: () => sql.end({ timeout: 5 }),
  };
}
