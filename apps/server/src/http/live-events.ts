import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { httpError } from '../errors/api-error.ts';
import { uuidPattern } from './caller.ts';
import { callIn, sqlFunction } from './sql-function.ts';

/**
 * Live events, the kernel's server-sent events fed by PostgreSQL's LISTEN/NOTIFY (both engines:
 * `Database.listen`). A table that wants its changes seen live gets a trigger calling
 * `pg_notify('athcare_events', json_build_object('user', <user id>, 'kind', <kind>, 'id', <id>))`
 * (migration 0240 does it for notifications); every stream of that user receives
 *
 *     event: <kind>
 *     data: {"id": <id>}
 *
 * and nothing else: the client fetches the row through the data API, so row-level security
 * decides what it sees. A payload for another user never reaches the stream.
 *
 * Bounded: at most `maxPerUser` streams per user and `maxTotal` in all (429 past either), a
 * comment line every `heartbeatMs`, a stream whose reader falls 64 KB behind is dropped, and the
 * sessions behind open streams are checked every `sessionCheckMs` (a stream whose session has
 * ended — logout, password change, deactivation — is closed). `close()` (graceful shutdown) ends
 * every stream with `event: bye` and stops listening.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The kernel's live events (open stream counts for tests and operators). */
    liveEvents: LiveEvents;
  }
}

export const liveEventsChannel = 'athcare_events';

export interface LiveEventsOptions {
  maxPerUser: number;
  maxTotal: number;
  heartbeatMs: number;
  sessionCheckMs?: number;
}

/** Whose stream: the user it carries events for and the session that opened it. */
export interface StreamOwner {
  user_id: string;
  session_id: string;
}

export interface LiveEvents {
  /**
   * Turns the request into the owner's event stream (the reply is hijacked: SSE bypasses
   * compression and the JSON serializer). Throws 429 when the owner or the server holds the most
   * streams allowed, 503 while shutting down or when the database cannot listen.
   */
  open(owner: StreamOwner, request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Open streams: of one user, or all. */
  count(userId?: string): number;
  /** Ends every stream (`event: bye`) and stops listening; later opens get 503. */
  close(): Promise<void>;
}

const liveSessions = sqlFunction<string>('auth', 'live_sessions', { ids: 'uuid[]' });
const maxBufferedBytes = 64 * 1024;
const kindPattern = /^[a-z][a-z_]{0,39}$/;

interface Stream {
  owner: StreamOwner;
  write(text: string): void;
  end(text?: string): void;
}

/** One frame from a NOTIFY payload, or undefined when the payload is not one of ours. */
export function parseLiveEvent(
  payload: string,
): { userId: string; kind: string; frame: string } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { user, kind, id } = value as { user?: unknown; kind?: unknown; id?: unknown };
  if (typeof user !== 'string' || !uuidPattern.test(user)) return undefined;
  if (typeof kind !== 'string' || !kindPattern.test(kind)) return undefined;
  const data =
    typeof id === 'number' && Number.isSafeInteger(id)
      ? { id }
      : typeof id === 'string' && uuidPattern.test(id)
        ? { id }
        : {};
  return {
    userId: user.toLowerCase(),
    kind,
    frame: `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`,
  };
}

export function createLiveEvents(db: Database, options: LiveEventsOptions): LiveEvents {
  const byUser = new Map<string, Set<Stream>>();
  let total = 0;
  let closed = false;
  let listening: Promise<{ close(): Promise<void> }> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let sessionCheck: NodeJS.Timeout | undefined;

  const each = (fn: (s: Stream) => void) => {
    for (const set of byUser.values()) for (const s of [...set]) fn(s);
  };
  const dispatch = (payload: string) => {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const s of [...(byUser.get(event.userId) ?? [])]) s.write(event.frame);
  };
  // Notifications sent while the listening connection was down are lost: clients fetch again.
  const resync = () => each((s) => s.write('event: resync\ndata: {}\n\n'));

  const listen = () => {
    listening ??= db
      .listen(liveEventsChannel, { onPayload: dispatch, onReconnect: resync })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };

  const checkSessions = async () => {
    const ids = new Set<string>();
    each((s) => ids.add(s.owner.session_id));
    if (ids.size === 0) return;
    // As the owner: the server's own bookkeeping of the streams it holds, no caller involved.
    const alive = new Set(await callIn(db, liveSessions, { ids: [...ids] }));
    each((s) => {
      if (!alive.has(s.owner.session_id)) s.end('event: bye\ndata: {}\n\n');
    });
  };

  const startTimers = () => {
    heartbeat ??= setInterval(() => each((s) => s.write(': ping\n\n')), options.heartbeatMs);
    heartbeat.unref();
    sessionCheck ??= setInterval(
      () => void checkSessions().catch(() => undefined),
      options.sessionCheckMs ?? 60_000,
    );
    sessionCheck.unref();
  };
  const stopTimers = () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    heartbeat = undefined;
    sessionCheck = undefined;
  };

  const refuseIfFull = (userId: string) => {
    if (closed) throw httpError(503, 'The server is shutting down.', 'shutting_down');
    if ((byUser.get(userId)?.size ?? 0) >= options.maxPerUser) {
      throw httpError(
        429,
        'Too many live-update connections are open; close another tab.',
        'too_many_streams',
      );
    }
    if (total >= options.maxTotal) {
      throw httpError(503, 'Live updates are busy; try again later.', 'streams_full');
    }
  };

  return {
    async open(owner, request, reply) {
      const userId = owner.user_id.toLowerCase();
      refuseIfFull(userId);
      try {
        await listen();
      } catch {
        throw httpError(503, 'Live updates are unavailable right now.', 'listen_failed');
      }
      refuseIfFull(userId); // again: other streams may have opened while listening started

      await reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no', // nginx and the like: pass each event on at once
        'x-request-id': request.id,
      });
      let ended = false;
      const stream: Stream = {
        owner: { ...owner, user_id: userId },
        write(text) {
          if (ended) return;
          // A reader this far behind is gone or too slow: drop it rather than buffer without end.
          if (res.writableLength > maxBufferedBytes) return stream.end();
          res.write(text);
        },
        end(text) {
          if (ended) return;
          if (text) res.write(text);
          res.end();
          forget();
        },
      };
      const forget = () => {
        if (ended) return;
        ended = true;
        const set = byUser.get(userId);
        set?.delete(stream);
        if (set?.size === 0) byUser.delete(userId);
        total--;
        if (total === 0) stopTimers();
      };
      res.once('close', forget);
      const set = byUser.get(userId) ?? new Set<Stream>();
      set.add(stream);
      byUser.set(userId, set);
      total++;
      startTimers();
      // The browser waits 3 s before reconnecting by itself; `ready` says events flow from now on.
      res.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
    },
    count: (userId) => (userId ? (byUser.get(userId.toLowerCase())?.size ?? 0) : total),
    async close() {
      closed = true;
      each((s) => s.end('event: bye\ndata: {}\n\n'));
      stopTimers();
      const l = listening;
      listening = undefined;
      if (l) await (await l.catch(() => undefined))?.close();
    },
  };
}
