import pg from 'pg';
import type {
  Database,
  ListenHandlers,
  Listener,
  Queryable,
  RequestContext,
  Row,
  Transaction,
} from './database.ts';
import {
  checkChannel,
  DatabaseUnavailableError,
  isConnectionError,
  requestSetupParams,
  requestSetupSql,
} from './database.ts';

export interface PostgresOptions {
  /** The owner: migrations, seeds, the server's own work. */
  url: string;
  maxConnections?: number;
  /**
   * The authenticator login role for requests (PostgREST's authenticator): it can switch only
   * to the roles granted to it, so not even a token signed with the secret reaches the owner.
   * Without it, requests share the owner's connections and rely on auth.request_role alone.
   */
  requestUrl?: string | undefined;
  /**
   * Read-your-writes with a replica (db/read-your-writes.ts): called at each write transaction's
   * commit; when it returns a recorder, the commit also asks for the primary's WAL position after
   * it, in the same round trip, and passes it on.
   */
  commitLsn?: (() => ((lsn: string) => void) | undefined) | undefined;
  /**
   * How long a statement may go unanswered before its connection is taken for dead (pg's
   * `query_timeout`): a server that stops answering without closing its connections (a black
   * hole) would otherwise hold each request, and each pooled connection, forever. Longer than the
   * statement timeout, so a live server's own cancel (57014) comes first. Scripts (migrations,
   * seeds) are not bounded. Unset: no bound.
   */
  queryTimeoutMs?: number | undefined;
  /**
   * How often the LISTEN connection asks `select 1` (default 10 s): it only ever receives, so a
   * server gone silent would leave it waiting forever, its notifications lost without a word.
   * An answer missing past `queryTimeoutMs` (5 s when unset) counts as a dropped connection.
   */
  listenCheckMs?: number | undefined;
}

// setTimeout's longest delay (about 24.8 days): pg takes a per-query 0 as "the pool's timeout".
const untimed = 2 ** 31 - 1;

/**
 * Connecting (TCP, TLS, authentication) takes milliseconds: one not done in 2 s is into a server
 * that stopped answering, and the sooner it gives up, the sooner a returned server is reached.
 * Waiting for a pooled connection keeps pg-pool's 5 s (its connectionTimeoutMillis, which it also
 * hands each new connection; this client's own shorter timer ends the connect first).
 */
const connectTimeoutMs = 2_000;
class PooledClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
  }
}

// `date` as UTC midnight (`new Date('2030-01-01')`), not pg's default of local midnight.
const typeOverrides = new pg.TypeOverrides();
typeOverrides.setTypeParser(pg.types.builtins.DATE, (value: string) => new Date(value));

function wrap(client: pg.PoolClient | pg.Pool): Queryable {
  return {
    async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query<R>(text, params as unknown[]);
      return result.rows;
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
 * A PostgreSQL server through node-postgres (`pg`). Chosen by measurement (`npm run
 * bench:db-client`): the request transaction (BEGIN, set-up, query, COMMIT) ran faster through
 * `pg` than through postgres.js on loopback and with added network latency. Reconnection is lazy:
 * a failed connect fails that request (503) and the next request tries again.
 */
export function openPostgres(options: PostgresOptions): Database {
  const newPool = (url: string) => {
    const p = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      Client: PooledClient,
      connectionTimeoutMillis: 5_000,
      // pg's own timer on each statement; a timed-out connection fails as a connection error and
      // is discarded (withClient, pool.query), never handed to the next request.
      query_timeout: options.queryTimeoutMs,
      idleTimeoutMillis: 60_000,
      types: typeOverrides,
      // No JIT on any connection: every statement here is a request's (milliseconds, under a
      // timeout of seconds), and a planner estimate past jit_above_cost made a 2 ms query pay
      // 1.5 s of LLVM compilation (migration 0365, found by `npm run load`).
      options: '-c jit=off',
    });
    // An idle connection dropped by the server must not crash the process; the next checkout reconnects.
    p.on('error', () => undefined);
    return p;
  };
  const pool = newPool(options.url);
  const requestPool = options.requestUrl ? newPool(options.requestUrl) : pool;

  /** Runs fn on one connection; a connection that failed is destroyed rather than reused. */
  async function withClient<T>(
    fn: (client: pg.PoolClient) => Promise<T>,
    from: pg.Pool = pool,
  ): Promise<T> {
    const client = await from.connect();
    let broken: Error | undefined;
    // pg-pool listens for errors only on idle clients: a connection dropped while checked out
    // between two queries emits 'error' with no listener, which ended the process. Caught here,
    // the next query fails (503) and the connection is discarded.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await fn(client);
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  }

  /**
   * COMMIT, and when a recorder wants it, the WAL position after it: both statements go in one
   * simple-protocol message (one round trip); the select runs only if the commit succeeded. Taken
   * after the commit, the write position covers the commit record (synchronous_commit is on, the
   * default: the commit flushed it), which a position read inside the transaction would not.
   */
  async function commit(client: pg.PoolClient, write: boolean): Promise<void> {
    const record = write ? options.commitLsn?.() : undefined;
    if (!record) {
      await client.query('commit');
      return;
    }
    // A multi-statement text answers one result per statement.
    const results = (await client.query(
      'commit; select pg_current_wal_lsn()::text as lsn',
    )) as unknown as pg.QueryResult<{ lsn: string }>[];
    const lsn = results[1]?.rows[0]?.lsn;
    if (lsn) record(lsn);
  }

  async function inTransaction<T>(client: pg.PoolClient, begin: string, fn: () => Promise<T>) {
    await client.query(begin);
    try {
      const result = await fn();
      await commit(client, begin === 'begin');
      return result;
    } catch (error) {
      // A dead connection is discarded, which ends the transaction on the server; a rollback
      // would wait behind the unanswered statement for another query timeout.
      if (!isConnectionError(error)) await client.query('rollback').catch(() => undefined);
      throw error;
    }
  }

  /** A script runs as long as it needs: a migration may build an index on a large table. */
  const runScript = (client: pg.PoolClient, text: string) =>
    client.query({ text, query_timeout: untimed } as pg.QueryConfig);

  const root = wrap(pool);
  const transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    guard(() =>
      withClient((client) =>
        inTransaction(client, 'begin', () =>
          fn({
            ...wrap(client),
            // Without parameters pg uses the simple protocol, which runs several statements.
            execScript: async (text) => {
              await runScript(client, text);
            },
          }),
        ),
      ),
    );
  return {
    engine: 'postgres',
    query: <R extends Row = Row>(text: string, params?: readonly unknown[]) =>
      // With a replica, a lone statement inside a request may write (a sign-in starts its
      // session): it commits in a transaction of its own, so its WAL position is recorded.
      options.commitLsn?.()
        ? transaction((tx) => tx.query<R>(text, params))
        : guard(() => root.query<R>(text, params)),
    transaction,
    asRequest: <T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>) =>
      guard(() =>
        withClient(
          (client) =>
            inTransaction(client, ctx.readOnly ? 'begin read only' : 'begin', async () => {
              await client.query(requestSetupSql, requestSetupParams(ctx));
              return fn(wrap(client));
            }),
          requestPool,
        ),
      ),
    execScript: (sqlText) =>
      guard(() =>
        withClient((client) =>
          inTransaction(client, 'begin', async () => {
            await runScript(client, sqlText);
          }),
        ),
      ),
    listen: (channel, handlers) =>
      listenOn(options.url, checkChannel(channel), handlers, {
        checkMs: options.listenCheckMs ?? 10_000,
        answerMs: options.queryTimeoutMs ?? 5_000,
      }),
    poolStats: () => {
      const pools = requestPool === pool ? [pool] : [pool, requestPool];
      return {
        inUse: pools.reduce((n, p) => n + p.totalCount - p.idleCount, 0),
        waiting: pools.reduce((n, p) => n + p.waitingCount, 0),
      };
    },
    close: async () => {
      if (requestPool !== pool) await requestPool.end();
      await pool.end();
    },
  };
}

/**
 * LISTEN on one dedicated connection (as the owner: NOTIFY reaches every role's listeners), kept
 * out of the pool so no request ever waits behind it. A dropped connection is replaced after a
 * growing pause (1 s doubling to 30 s) and `onReconnect` says notifications may have been missed.
 * A connection that leaves a `select 1` unanswered (`check`) counts as dropped. The first connect
 * must succeed (the caller learns of a server that is not there).
 */
async function listenOn(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  check: { checkMs: number; answerMs: number },
): Promise<Listener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let checkTimer: NodeJS.Timeout | undefined; // the current client's
  let pauseMs = 1_000;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      clearTimeout(checkTimer);
      client = undefined;
      c.removeAllListeners('end');
      void c.end().catch(() => undefined);
      schedule();
    };
    c.on('error', lost);
    c.on('end', lost);
    // One check at a time: the next is timed from the last answer.
    const checkLater = () => {
      checkTimer = setTimeout(() => {
        c.query({ text: 'select 1', query_timeout: check.answerMs } as pg.QueryConfig).then(
          () => client === c && checkLater(),
          lost,
        );
      }, check.checkMs);
      checkTimer.unref();
    };
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (error) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    pauseMs = 1_000;
    checkLater();
  };
  const schedule = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => handlers.onReconnect?.(),
        () => {
          pauseMs = Math.min(pauseMs * 2, 30_000);
          schedule();
        },
      );
    }, pauseMs);
    retryTimer.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      clearTimeout(checkTimer);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
      }
    },
  };
}
