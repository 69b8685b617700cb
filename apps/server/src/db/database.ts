/** A row as the drivers return it. Cast in SQL (::text, to_json) where an exact JS type matters. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with bound parameters ($1, $2, …). */
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

/** Who a data-API request runs as: PostgREST's role switch plus the JWT claims for policies. */
export interface RequestContext {
  role: string;
  /** The JWT claims as JSON text; read in SQL through current_setting('request.jwt.claims'). */
  claims: string;
  readOnly: boolean;
  statementTimeoutMs: number;
  /** Most rows the request may build for embedded resources; 0 or absent: no limit. */
  maxEmbeddedRows?: number | undefined;
}

/** A transaction as the owner: statements with parameters, and scripts without. */
export interface Transaction extends Queryable {
  /** A multi-statement script without parameters (migrations, seeds). */
  execScript(sqlText: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in one transaction as the database owner (migrations, auth internals). */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs fn in one transaction that first switches to ctx.role and sets request.jwt.claims, so
   * row-level security sees the caller.
   */
  asRequest<T>(ctx: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** A multi-statement script without parameters (migrations, seeds), in one transaction. */
  execScript(sqlText: string): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload sent on it (after the sending
   * transaction commits). PGlite delivers through its API; on a PostgreSQL server one dedicated
   * connection listens (never one of the pool's) and reconnects after a drop, calling
   * `onReconnect` since notifications sent meanwhile are lost. `close()` stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** Connections busy and callers waiting for one, for /metrics. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: notifications in between were missed. */
  onReconnect?(): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** Channel names are plain lower-case identifiers (LISTEN takes no bound parameter). */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  return channel;
}

export interface PoolStats {
  /** Connections checked out (PGlite: 1 while a statement or transaction runs). */
  inUse: number;
  /** Callers queued for a connection (PGlite: operations queued behind the running one). */
  waiting: number;
}

/** The database could not be reached; the API answers 503 with Retry-After. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** An error from PostgreSQL itself, with its SQLSTATE and fields, the same shape on both engines. */
export interface PgErrorFields {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

// node-postgres reports a dropped, unreachable or silent server by message, without a code (a
// connect past the client's connectionTimeoutMillis: 'timeout expired'; a statement past
// query_timeout: 'Query read timeout').
const connectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|^timeout expired$|^Query read timeout$/;

export function isConnectionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && connectionCodes.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && connectionMessages.test(message)) return true;
  const errors = (error as { errors?: unknown }).errors; // AggregateError from dual-stack connects
  return Array.isArray(errors) && errors.some(isConnectionError);
}

/** Reads SQLSTATE and fields from either driver's error, or undefined for a non-database error. */
export function pgErrorFields(error: unknown): PgErrorFields | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return undefined;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : '',
    detail: typeof e.detail === 'string' ? e.detail : undefined,
    hint: typeof e.hint === 'string' ? e.hint : undefined,
  };
}

/**
 * The request's set-up, one statement: claims and timeout first, then the session check (a
 * revoked or ended session fails here, 401) and the role switch, which refuses any role not
 * granted to the authenticator. The select list runs left to right.
 */
export const requestSetupSql =
  "select set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true), set_config('request.max_embedded_rows', $4, true), auth.check_session(), set_config('role', auth.request_role($1), true)";

/** The parameters of requestSetupSql for a request. */
export function requestSetupParams(ctx: RequestContext): string[] {
  return [ctx.role, ctx.claims, `${ctx.statementTimeoutMs}ms`, String(ctx.maxEmbeddedRows ?? 0)];
}
