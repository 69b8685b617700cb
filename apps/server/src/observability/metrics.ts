import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';
import { BlobNotFoundError, type BlobStore } from '../storage/blob-store.ts';

const loginRoute = '/api/rpc/login';

export interface Metrics {
  registry: Registry;
  blobStoreErrors: Counter<'operation'>;
}

/**
 * The server's Prometheus metrics, in a registry of its own per app (tests build several apps in
 * one process): Node's defaults (event-loop lag, heap, CPU), requests and their latency per route
 * pattern, the database pool, blob store errors and failed logins.
 */
export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'athcare_db_pool_in_use',
    help: 'Database connections checked out (PGlite: 1 while an operation runs)',
    registers: [registry],
    collect() {
      this.set(db.poolStats?.().inUse ?? 0);
    },
  });
  new Gauge({
    name: 'athcare_db_pool_waiting',
    help: 'Callers waiting for a database connection (PGlite: operations queued)',
    registers: [registry],
    collect() {
      this.set(db.poolStats?.().waiting ?? 0);
    },
  });
  const blobStoreErrors = new Counter({
    name: 'athcare_blob_store_errors_total',
    help: 'Blob store operations that failed, by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  return { registry, blobStoreErrors };
}

/**
 * Counts every answered request and its latency by method, route pattern (never the address
 * sent: it can carry share tokens) and status, and failed logins. Register before the routes.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'athcare_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'athcare_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  const loginFailures = new Counter({
    name: 'athcare_login_failures_total',
    help: 'Sign-in attempts refused, by status code (4xx: wrong credentials, limited, malformed)',
    labelNames: ['status_code'] as const,
    registers: [metrics.registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (route === loginRoute && reply.statusCode >= 400 && reply.statusCode < 500)
      loginFailures.inc({ status_code: String(reply.statusCode) });
    done();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format for a scraper holding METRICS_TOKEN as a bearer token;
 * 401 for any other token; 404 when METRICS_TOKEN is unset (the endpoint is off).
 */
export function registerMetricsEndpoint(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.code(404).send({ message: 'Not found' });
    const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(token)))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'A valid metrics token is required.' });
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/** The same store, counting each failed operation in athcare_blob_store_errors_total. */
export function countBlobStoreErrors(store: BlobStore, metrics: Metrics): BlobStore {
  const failed = (operation: string) => (error: unknown) => {
    metrics.blobStoreErrors.inc({ operation });
    throw error;
  };
  return {
    kind: store.kind,
    put: (source, restoreKey) => store.put(source, restoreKey).catch(failed('put')),
    // A missing blob is an answer (404), not a store failure.
    get: (key, options) =>
      store.get(key, options).catch((error: unknown) => {
        if (error instanceof BlobNotFoundError) throw error;
        return failed('get')(error);
      }),
    delete: (key) => store.delete(key).catch(failed('delete')),
    exists: (key) => store.exists(key).catch(failed('exists')),
    list: () => store.list(),
    removeStaleTemp: (olderThan) =>
      store.removeStaleTemp(olderThan).catch(failed('removeStaleTemp')),
  };
}
