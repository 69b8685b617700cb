import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { createKernel } from './http/kernel.ts';
import { registerCompression } from './delivery/compression.ts';
import { registerSecurityHeaders } from './delivery/security-headers.ts';
import { registerStaticSite } from './delivery/static-site.ts';
import { eventsRoutes } from './events/events-routes.ts';
import { lockerRoutes } from './locker/locker-routes.ts';
import { avatarRoutes } from './profile/avatar-routes.ts';
import { postImageRoutes } from './social/post-image-routes.ts';
import { startHealthProbe } from './db/health-probe.ts';
import { registerClientGate } from './limits/client-gate-plugin.ts';
import { registerLookupLimits } from './limits/lookup-limits.ts';
import { registerDataApi } from './routes/data-api.ts';
import { RequestLogController } from './routes/request-logging.ts';
import { registerSiteInfo } from './routes/site-info.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { PaymentProvider } from './store/payment-provider.ts';
import { storeRoutes } from './store/store-routes.ts';
import { vendorRoutes } from './vendors/vendor-routes.ts';
import { createBlobStore } from './storage/create-blob-store.ts';
import { redactedLogPaths } from './observability/log-redaction.ts';
import {
  countBlobStoreErrors,
  createMetrics,
  registerMetricsEndpoint,
  registerRequestMetrics,
} from './observability/metrics.ts';
import { registerReadiness } from './observability/readiness.ts';
import { registerRequestIdHeader, requestIdGenerator } from './observability/request-id.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /**
   * A read replica for GET requests (DATABASE_READ_URL); the primary when absent. Open `db` with
   * `commitLsn: commitLsnRecorder` so a member's reads after a write wait for the replica.
   */
  readDb?: Database;
  /** Where locker files' bytes go; by default chosen from the config (S3_BUCKET or DATA_DIR). */
  blobStore?: BlobStore;
  /** Store payments; by default chosen from the config (PAYMENT_PROVIDER). */
  paymentProvider?: PaymentProvider;
  /** Log at config.LOG_LEVEL (to stdout, or to `logStream` in tests). */
  logger?: boolean;
  logStream?: { write(line: string): void };
  /** The request-log sampler's coin (tests pass a fixed one). */
  random?: () => number;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** An un-started server; tests drive it with inject() or listen on port 0. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger
      ? {
          level: deps.config.LOG_LEVEL,
          redact: redactedLogPaths,
          ...(deps.logStream ? { stream: deps.logStream } : {}),
        }
      : false,
    // Fastify's own two lines per request are replaced by one, levelled and sampled line.
    logController: new RequestLogController(deps.config, deps.random),
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // close() ends every connection still open once its hooks have run: requests in flight are
    // drained before it (main.ts waits for them), and an idle keep-alive socket, or one whose
    // response ended during the close, would otherwise hold the shutdown for the 72 s keep-alive.
    forceCloseConnections: true,
    // PostgREST's dialect puts commas, parentheses and quotes in query strings; keep them as sent.
    routerOptions: { maxParamLength: 500 },
    // Only as many X-Forwarded-For hops as the deployment has proxies: per-IP rate limits and
    // audit IPs must not be spoofable by a client sending the header itself.
    trustProxy: (_address: string, hop: number) => hop < deps.config.TRUST_PROXY_HOPS,
    // One id per request on every log line (`reqId`) and in X-Request-Id (observability/).
    requestIdHeader: false,
    genReqId: requestIdGenerator(deps.config.TRUST_PROXY_HOPS),
  });
  registerRequestIdHeader(app);
  const metrics = createMetrics(deps.db);
  registerRequestMetrics(app, metrics);
  registerMetricsEndpoint(app, metrics, deps.config.METRICS_TOKEN);
  // Before any route: their hooks apply to every response, the API's and the SPA's.
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  // The kernel every endpoint shares (http/kernel.ts) and the one error handler, set before any
  // route so every plugin inherits it.
  const kernel = createKernel({ ...deps, log: app.log });
  // Mail queued before a restart or after a failed try goes out from the sweep.
  app.addHook('onReady', (done) => {
    kernel.mail.start();
    done();
  });
  app.addHook('onClose', () => kernel.mail.close());
  registerErrorHandler(app);
  await app.register(cookie);
  // Which reads go to the replica (read-your-writes); needs the cookie parser.
  kernel.reads.register(app);
  registerClientGate(app, deps.config);
  registerLookupLimits(app, deps.config);
  await app.register(authRoutes, { k: kernel, config: deps.config });
  await registerDataApi(app, { ...deps, kernel });
  const blobStore = countBlobStoreErrors(deps.blobStore ?? createBlobStore(deps.config), metrics);
  await app.register(lockerRoutes, { k: kernel, config: deps.config, store: blobStore });
  await app.register(avatarRoutes, { k: kernel, store: blobStore });
  await app.register(postImageRoutes, { k: kernel, store: blobStore });
  await storeRoutes(app, {
    k: kernel,
    config: deps.config,
    blobStore,
    ...(deps.paymentProvider ? { provider: deps.paymentProvider } : {}),
  });

  eventsRoutes(app, kernel);
  app.decorate('liveEvents', kernel.live);

  vendorRoutes(app, { k: kernel, config: deps.config, store: blobStore });

  registerSiteInfo(app, deps.config);

  // Answered from the last background probe: never waits behind the database's queue.
  const health = startHealthProbe(deps.db);
  await health.probe();
  app.addHook('onClose', () => health.stop());
  app.get('/api/health', (_request, reply) =>
    health.healthy()
      ? reply.send({ status: 'ok' })
      : reply.code(503).header('retry-after', '5').send({ status: 'unavailable' }),
  );

  await registerReadiness(app, deps.db);

  await registerStaticSite(app, deps.config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}
