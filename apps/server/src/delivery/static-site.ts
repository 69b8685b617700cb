import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from '../http/error-handler.ts';
import { createAppPages, pickEncoding } from './app-page.ts';

/** Hashed build output (Vite's `assets/`): the name changes when the bytes do. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest, icons): revalidate each load. */
const revalidate = 'no-cache';

function isHashedAsset(path: string): boolean {
  return path.includes(`${sep}assets${sep}`);
}

/**
 * The public share page carries a secret token in its URL: no Referer leaves it, no cache keeps
 * it, no search engine lists it.
 */
function sharePageHeaders(reply: FastifyReply) {
  void reply
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow');
}

/**
 * Serves the built SPA: the brotli or gzip file the build wrote next to each asset, chosen by
 * Accept-Encoding (with `Vary: Accept-Encoding`), hashed assets cached for a year, and the app's
 * page (index.html with the address's route chunks to preload, compressed once per route, see
 * app-page.ts) for every other non-API GET, so the client router decides.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string) {
  if (!existsSync(webDist)) return;
  const appPageFor = createAppPages(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // `/` is the home page's address: served below like every other, with its preloads.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', isHashedAsset(path) ? immutable : revalidate);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') return sendNotFound(reply);
    // An asset that is not there is a 404, not the app: a stale chunk name must fail visibly.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const page = appPageFor(request.url.split('?', 1)[0]!);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    void reply
      .header('cache-control', revalidate)
      .header('vary', 'Accept-Encoding')
      .header('etag', page.etag);
    if (request.url.startsWith('/share/')) sharePageHeaders(reply);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
  });
}
