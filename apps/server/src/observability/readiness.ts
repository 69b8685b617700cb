import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { readMigrations } from '../db/migrate.ts';

const answerWithinMs = 2_000;
const shuttingDown = new WeakSet<FastifyInstance>();
const shutdownListeners = new WeakMap<FastifyInstance, (() => void)[]>();

/** Runs fn once when the shutdown signal comes (live-event streams end so the drain can finish). */
export function onShuttingDown(app: FastifyInstance, fn: () => void): void {
  shutdownListeners.set(app, [...(shutdownListeners.get(app) ?? []), fn]);
}

/**
 * From the shutdown signal on (not only once `app.close()` starts, after the requests in flight
 * are answered), /api/ready answers 503 so a load balancer moves traffic away while they drain.
 */
export function markShuttingDown(app: FastifyInstance): void {
  if (shuttingDown.has(app)) return;
  shuttingDown.add(app);
  for (const fn of shutdownListeners.get(app) ?? []) fn();
}

/**
 * GET /api/ready for a load balancer or orchestrator: 200 only when the database answers now
 * (within 2 s) and has every migration this build ships; 503 with Retry-After otherwise, and from
 * the moment the server starts shutting down (so traffic moves away while it drains).
 * /api/health stays the cheap liveness answer from the background probe.
 */
export async function registerReadiness(app: FastifyInstance, db: Database): Promise<void> {
  const latest = (await readMigrations()).at(-1)?.version ?? '';
  app.addHook('preClose', (done) => {
    markShuttingDown(app);
    done();
  });
  // While draining, every answer closes its connection: a kept-alive client then sends its next
  // request on a new connection (which the drain waits for) rather than on one that is closed
  // under it when the drain ends.
  app.addHook('onRequest', (_request, reply, done) => {
    if (shuttingDown.has(app)) void reply.header('connection', 'close');
    done();
  });
  const notReady = (reason: string) => ({ status: 'unavailable', reason });
  app.get('/api/ready', async (_request, reply) => {
    const unavailable = (reason: string) =>
      reply.code(503).header('retry-after', '5').send(notReady(reason));
    if (shuttingDown.has(app)) return unavailable('shutting down');
    let timer: NodeJS.Timeout | undefined;
    try {
      const [row] = await Promise.race([
        db.query<{ version: string | null }>(
          'select max(version) as version from athcare_meta.migrations',
        ),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), answerWithinMs);
        }),
      ]);
      if ((row?.version ?? '') < latest) return unavailable('migrations pending');
    } catch {
      return unavailable('database not answering');
    } finally {
      clearTimeout(timer);
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}
