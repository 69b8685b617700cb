import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { Database } from './db/database.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** A read replica for GET requests (DATABASE_READ_URL); the primary when absent. */
  readDb?: Database;
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
    trustProxy: true,
  });
  await app.register(cookie);

  app.get('/api/health', async (_request, reply) => {
    try {
      await deps.db.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
    }
  });

  const webDist = deps.config.WEB_DIST_DIR ?? defaultWebDist;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false });
    // The SPA owns every non-API path: serve index.html and let the client router decide.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ code: 'PGRST404', message: 'Not found', details: null, hint: null });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
