import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import {
  ReplayPosition,
  currentRequestWrites,
  trackWrites,
  type RequestWrites,
} from '../db/read-your-writes.ts';
import type { Caller } from './caller.ts';

/**
 * Read-your-writes over a streaming replica (DATABASE_READ_URL), the HTTP half. Read-only
 * transactions go to the replica unless the member must see a write the replica has not replayed
 * yet; then to the primary. "Must see" comes from three places, the furthest counting:
 *
 * - this request's own earlier writes (a flow that writes, then reads);
 * - this server's memory, by session: after a request of session S wrote, the primary's WAL
 *   position after the commit (taken in the commit's own round trip, postgres-driver.ts) is kept
 *   for S (and for a session the request started, for signing in), so S's reads wait for it
 *   even from a client that keeps no cookies;
 * - a signed cookie, `athcare_read_after`, set on the response of every request that wrote and
 *   sent back by the browser with its next requests: it carries the position to every server
 *   behind a load balancer with no shared store and no extra round trip. Signed (HMAC, a key
 *   derived from JWT_SECRET) so a client cannot pin its reads to the primary with a made-up one.
 *
 * Whether the replica has replayed a position is `pg_last_wal_replay_lsn()` on it, cached for a
 * few milliseconds and asked only for members with a pending write (db/read-your-writes.ts).
 * Without a replica (PGlite, or no DATABASE_READ_URL) everything is the primary and nothing is
 * tracked.
 */
export interface ReplicaReads {
  /** Where a read-only transaction of `caller` in the current request runs. */
  dbFor(caller: Caller): Promise<Database>;
}

export const READ_AFTER_COOKIE = 'athcare_read_after';
/** Past this a healthy replica has long caught up; the cookie only needs to outlive its lag. */
const cookieMaxAgeSeconds = 300;
/** Sessions remembered with a pending position, at most (oldest forgotten first). */
const maxSessions = 50_000;

export interface ReplicaReadsDeps {
  primary: Database;
  replica?: Database | undefined;
  /** The cookie's signing key is derived from it. */
  secret: string;
  /** Who sent a request (the kernel's token parser; cached per token). */
  caller(request: FastifyRequest): Promise<Caller>;
  /** How long a replayed position is trusted before asking the replica again. */
  replayCheckMs?: number;
}

export function createReplicaReads(
  deps: ReplicaReadsDeps,
): ReplicaReads & { register(app: FastifyInstance): void } {
  const { primary, replica } = deps;
  if (!replica) {
    return { dbFor: () => Promise.resolve(primary), register: () => undefined };
  }
  const position = new ReplayPosition(replica, deps.replayCheckMs ?? 10);
  const key = Buffer.from(hkdfSync('sha256', deps.secret, '', 'athcare read-your-writes', 32));
  const sessions = new Map<string, bigint>();
  const byRequest = new WeakMap<FastifyRequest, RequestWrites>();

  const mac = (lsn: string) => createHmac('sha256', key).update(lsn).digest('base64url');
  const signed = (lsn: bigint) => {
    const hex = lsn.toString(16);
    return `${hex}.${mac(hex)}`;
  };
  const verified = (cookie: string | undefined): bigint | undefined => {
    if (!cookie || cookie.length > 100) return undefined;
    const [hex, sig] = cookie.split('.');
    if (!hex || !sig || !/^[0-9a-f]{1,16}$/.test(hex)) return undefined;
    const expected = Buffer.from(mac(hex));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return BigInt(`0x${hex}`);
  };

  const remember = (sessionId: string, lsn: bigint) => {
    const known = sessions.get(sessionId);
    if (known !== undefined && known >= lsn) return;
    sessions.delete(sessionId); // re-inserted last: the map's order is oldest write first
    sessions.set(sessionId, lsn);
    if (sessions.size > maxSessions) {
      const oldest = sessions.keys().next().value;
      if (oldest !== undefined) sessions.delete(oldest);
    }
  };

  return {
    async dbFor(caller) {
      const writes = currentRequestWrites();
      let need = writes?.mustSee;
      if (writes?.wrote !== undefined && (need === undefined || writes.wrote > need))
        need = writes.wrote;
      const session = caller.sessionId;
      const remembered = session === undefined ? undefined : sessions.get(session);
      if (remembered !== undefined && (need === undefined || remembered > need)) need = remembered;
      if (need === undefined || (await position.reached(need))) {
        // Replayed: forget it, unless a newer write of the session came in meanwhile.
        if (
          session !== undefined &&
          remembered !== undefined &&
          sessions.get(session) === remembered
        )
          sessions.delete(session);
        return replica;
      }
      return primary;
    },

    register(app) {
      // After the body is read (its stream events would leave the request's async context), so
      // the handler and everything it awaits run inside it.
      app.addHook('preHandler', (request, _reply, done) => {
        const writes: RequestWrites = {
          wrote: undefined,
          sessionsStarted: [],
          mustSee: verified(request.cookies[READ_AFTER_COOKIE]),
        };
        byRequest.set(request, writes);
        trackWrites(writes, done);
      });
      app.addHook('onSend', (request, reply, payload, done) => {
        const writes = byRequest.get(request);
        const wrote = writes?.wrote;
        if (!writes || wrote === undefined) return done(null, payload);
        // With concurrent requests of one client the cookie keeps the furthest position it knew.
        const lsn = writes.mustSee !== undefined && writes.mustSee > wrote ? writes.mustSee : wrote;
        reply.setCookie(READ_AFTER_COOKIE, signed(lsn), {
          path: '/api',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: cookieMaxAgeSeconds,
        });
        deps.caller(request).then(
          (caller) => {
            for (const session of [caller.sessionId, ...writes.sessionsStarted])
              if (session !== undefined) remember(session, wrote);
            done(null, payload);
          },
          () => {
            for (const session of writes.sessionsStarted) remember(session, wrote);
            done(null, payload);
          },
        );
      });
    },
  };
}
