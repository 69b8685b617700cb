import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';
import { registerCompression } from './delivery/compression.ts';
import { registerSecurityHeaders } from './delivery/security-headers.ts';
import { registerStaticSite } from './delivery/static-site.ts';
import { lockerRoutes } from './locker/locker-routes.ts';
import { registerDataApi } from './routes/data-api.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createBlobStore } from './storage/create-blob-store.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** A read replica for GET requests (DATABASE_READ_URL); the primary when absent. */
  readDb?: Database;
  /** Where locker files' bytes go; by default chosen from the config (S3_BUCKET or DATA_DIR). */
  blobStore?: BlobStore;
  logger?: boolean;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** An un-started server; tests drive it with inject() or listen on port 0. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger
      ? { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // PostgREST's dialect puts commas, parentheses and quotes in query strings; keep them as sent.
    routerOptions: { maxParamLength: 500 },
    // Only as many X-Forwarded-For hops as the deployment has proxies: per-IP rate limits and
    // audit IPs must not be spoofable by a client sending the header itself.
    trustProxy: (_address: string, hop: number) => hop < deps.config.TRUST_PROXY_HOPS,
  });
  // Before any route: their hooks apply to every response, the API's and the SPA's.
  await registerSecurityHeaders(app, deps.config);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(authRoutes, { db: deps.db, config: deps.config });
  await registerDataApi(app, deps);
  await app.register(lockerRoutes, {
    config: deps.config,
    db: deps.db,
    store: deps.blobStore ?? createBlobStore(deps.config),
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.db.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    }
  });

  await registerStaticSite(app, deps.config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}
