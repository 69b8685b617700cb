/**
 * The HTTP kernel: what every endpoint outside the data API's pipeline uses, so each one reads
 * parse → call → respond.
 *
 * - `caller(request)`: who sent the request — the one Bearer-token parser (the data API uses it
 *   too). No token is the anonymous caller; a bad one is 401 PGRST301.
 * - `signedIn(request, message)`: the same, but a signed-in user or 401 with `message`.
 * - `call(caller, fn, args)`: one SQL function as the caller, inside the data API's own request
 *   transaction (role switch, `request.jwt.claims`, statement timeout, `runAsRequest`), so
 *   row-level security and the function's own checks decide. Returns the function's rows.
 * - `callAsService(fn, args)` / `asService(tx => …)` (with `callIn(tx, fn, args)` inside): as the
 *   database owner, for the few flows that have no caller to run as (signing in, a public share
 *   link, an audit row that must survive the request's failure). Every use carries a comment
 *   saying why.
 * - `callAsServiceFor(caller, fn, args)` / `asServiceFor(caller, tx => …)`: the same, for a
 *   signed-in caller's flow that must still run as the owner (a password change reads the hash).
 *   The caller's session is checked first, in the same transaction, as every request made as the
 *   caller checks it: a token whose session ended is refused (401 PT401) before anything runs.
 * - `live`: server-sent events fed by LISTEN/NOTIFY (`live-events.ts`): a trigger announces a
 *   row's user, kind and id; `live.open(owner, request, reply)` turns a request into that user's
 *   stream (GET /api/events).
 * - `mail`: the email sender (`mailer.ts`): SQL queues a mail in `auth.email_outbox` with what
 *   it tells; `mail.flush()` after the call delivers it (SMTP_URL, else DATA_DIR/outbox).
 * - Errors: throw an `ApiError` (`httpError(status, message, reason)` for a refusal); the app's
 *   one error handler (`registerErrorHandler`) sends PostgREST's body `{code, message, details,
 *   hint}` and maps database errors the way the data API does.
 *
 * An endpoint is one file that registers one route:
 *
 *     // locker/delete-share-link.ts
 *     const revoke = sqlFunction<{ id: string }>(schemas.medlock, 'revoke_share_link', { id: 'uuid' });
 *
 *     export function deleteShareLink(app: FastifyInstance, k: Kernel): void {
 *       app.delete<{ Params: { id: string } }>('/api/locker/share-links/:id', async (request) => {
 *         const caller = await k.signedIn(request, 'Sign in to use the locker.');   // who
 *         const [row] = await k.call(caller, revoke, { id: request.params.id });    // call
 *         if (!row) throw httpError(404, 'Link not found.', 'not_found');
 *         return row;                                                               // respond
 *       });
 *     }
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database, RequestContext, Transaction } from '../db/database.ts';
import { runAsRequest } from '../query/run-query.ts';
import { createLiveEvents, type LiveEvents } from './live-events.ts';
import { createMailer, type MailLog, type Mailer } from './mailer.ts';
import { createReplicaReads, type ReplicaReads } from './replica-reads.ts';
import { createCallerReader, requireSignedIn, type Caller, type SignedInCaller } from './caller.ts';
import {
  buildFunctionCall,
  callIn,
  type SqlArgs,
  type SqlFunction,
  type SqlType,
} from './sql-function.ts';

export interface Kernel {
  /** Who sent the request (anonymous without a token); 401 PGRST301 for a bad token. */
  caller(request: FastifyRequest): Promise<Caller>;
  /** The signed-in user who sent the request, else 401 with `message`. */
  signedIn(request: FastifyRequest, message: string): Promise<SignedInCaller>;
  /** The role, claims and timeout a caller's transaction runs with. */
  context(caller: Caller, readOnly: boolean): RequestContext;
  /** Calls one SQL function as the caller in the data API's request transaction; its rows. */
  call<A extends Record<string, SqlType>, R>(
    caller: Caller,
    fn: SqlFunction<A, R>,
    args: SqlArgs<A>,
    options?: { readOnly?: boolean },
  ): Promise<R[]>;
  /**
   * Calls one SQL function as the database owner, in a transaction of its own: a lone statement,
   * which PostgreSQL commits by itself (one round trip, not BEGIN, call, COMMIT). Only for a flow
   * with no caller to run as; say why at the call site.
   */
  callAsService<A extends Record<string, SqlType>, R>(
    fn: SqlFunction<A, R>,
    args: SqlArgs<A>,
  ): Promise<R[]>;
  /** Runs fn as the database owner in one transaction. Say why at the call site. */
  asService<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * `asService` for a signed-in caller's flow: first, in the same transaction, the caller's
   * session must still be alive (the check every request as the caller makes in its set-up),
   * else 401 PT401 'JWT session ended' and fn never runs. Say why at the call site.
   */
  asServiceFor<T>(caller: SignedInCaller, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** `callAsService` for a signed-in caller's flow, the caller's session checked first. */
  callAsServiceFor<A extends Record<string, SqlType>, R>(
    caller: SignedInCaller,
    fn: SqlFunction<A, R>,
    args: SqlArgs<A>,
  ): Promise<R[]>;
  /** Live events: each user's server-sent event streams, fed by LISTEN/NOTIFY. */
  live: LiveEvents;
  /** The email sender: delivers what SQL queued in auth.email_outbox. */
  mail: Mailer;
  /**
   * Where a caller's read-only transaction runs: the replica, unless the caller has a write it
   * has not replayed yet (read-your-writes, replica-reads.ts). `register(app)` adds its hooks.
   */
  reads: ReplicaReads & { register(app: FastifyInstance): void };
}

export interface KernelDeps {
  config: Config;
  db: Database;
  /**
   * A read replica for read-only calls (DATABASE_READ_URL); the primary when absent. For
   * read-your-writes the primary must be opened with `commitLsn: commitLsnRecorder`.
   */
  readDb?: Database | undefined;
  /** Where the mail sender reports (kinds of mail only, never addresses or content). */
  log?: MailLog | undefined;
}

export function createKernel(deps: KernelDeps): Kernel {
  const { config, db } = deps;
  const readCaller = createCallerReader(
    { secret: config.JWT_SECRET, audience: config.JWT_AUD },
    config.DB_ANON_ROLE,
  );

  // Anonymous callers get the shorter timeout: nobody signed in may hold a connection long.
  const context = (caller: Caller, readOnly: boolean): RequestContext => ({
    role: caller.role,
    claims: caller.claims,
    readOnly,
    statementTimeoutMs: !caller.authenticated
      ? Math.min(config.ANON_STATEMENT_TIMEOUT_MS, config.STATEMENT_TIMEOUT_MS)
      : config.STATEMENT_TIMEOUT_MS,
    maxEmbeddedRows: !caller.authenticated
      ? Math.min(config.ANON_MAX_EMBEDDED_ROWS, config.DB_MAX_EMBEDDED_ROWS)
      : config.DB_MAX_EMBEDDED_ROWS,
  });

  // Listens only once the first stream opens: a server nobody streams from holds no connection.
  const live = createLiveEvents(db, {
    maxPerUser: config.EVENTS_MAX_STREAMS_PER_USER,
    maxTotal: config.EVENTS_MAX_STREAMS,
    heartbeatMs: config.EVENTS_HEARTBEAT_MS,
  });

  const mail = createMailer(db, config, deps.log);

  const reads = createReplicaReads({
    primary: db,
    replica: deps.readDb,
    secret: config.JWT_SECRET,
    caller: readCaller,
  });

  return {
    live,
    mail,
    reads,
    caller: readCaller,
    signedIn: async (request, message) => requireSignedIn(await readCaller(request), message),
    context,
    async call(caller, fn, args, options) {
      const readOnly = options?.readOnly ?? false;
      const target = readOnly ? await reads.dbFor(caller) : db;
      const row = await runAsRequest(
        target,
        context(caller, readOnly),
        buildFunctionCall(fn, args),
      );
      return JSON.parse(row.body ?? '[]') as never[];
    },
    callAsService: (fn, args) => callIn(db, fn, args),
    asService: (fn) => db.transaction(fn),
    asServiceFor: (caller, fn) =>
      db.transaction(async (tx) => {
        await checkSession(tx, caller);
        return fn(tx);
      }),
    callAsServiceFor: (caller, fn, args) =>
      db.transaction(async (tx) => {
        await checkSession(tx, caller);
        return callIn(tx, fn, args);
      }),
  };
}

/**
 * The signed-in caller's session must be alive (auth.check_session reads the claims this statement
 * sets for the rest of the transaction), else 401 PT401 'JWT session ended'.
 */
async function checkSession(tx: Transaction, caller: SignedInCaller): Promise<void> {
  await tx.query("select set_config('request.jwt.claims', $1, true), auth.check_session()", [
    caller.claims,
  ]);
}
