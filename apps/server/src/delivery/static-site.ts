import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-handler.ts';
import { createAppPages, type DataFrameRequest, loadDataFrames, pickEncoding } from './app-page.ts';

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
 * How a page's data frame reads its data: a GET through the app's own API, with no session (an
 * anonymous visitor's rights under row-level security) and from the page's caller's address, so
 * it counts against that caller's limits like any request of theirs.
 */
function dataFrameRequest(app: FastifyInstance, request: FastifyRequest): DataFrameRequest {
  return {
    fetch: async (input, init) => {
      // The app's client asks with a path; with an address, only its path goes to the API.
      const { pathname, search } = new URL(
        input instanceof Request ? input.url : String(input),
        'http://localhost',
      );
      const headers = new Headers(init?.headers);
      const accept = headers.get('accept');
      const profile = headers.get('accept-profile');
      const answer = await app.inject({
        method: 'GET',
        url: pathname + search,
        remoteAddress: request.ip,
        headers: { ...(accept && { accept }), ...(profile && { 'accept-profile': profile }) },
      });
      // A copy in a plain Uint8Array: Buffer is not a BodyInit under the DOM library's types, which
      // bench's type-check loads beside Node's.
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
    // The error's message only: a frame's data is public, but a log keeps no response body.
    onError: (error) =>
      request.log.warn({ error: String(error) }, 'a page went without its data frame'),
  };
}

/**
 * Serves the built SPA: the brotli or gzip file the build wrote next to each asset, chosen by
 * Accept-Encoding (with `Vary: Accept-Encoding`), hashed assets cached for a year, and the app's
 * page (index.html with the address's route chunks to preload, compressed once per route, see
 * app-page.ts) for every other non-API GET, so the client router decides.
 */
export async function registerStaticSite(app: FastifyInstance, webDist: string) {
  if (!existsSync(webDist)) return;
  const appPageFor = createAppPages(webDist, await loadDataFrames(webDist));
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
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') return sendNotFound(reply);
    // An asset that is not there is a 404, not the app: a stale chunk name must fail visibly.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const [pathname, search] = request.url.split('?', 2) as [string, string?];
    // A profile's other tab (`?tab=…`) is not the page its data frame draws.
    const page = await appPageFor(
      pathname,
      search === undefined ? dataFrameRequest(app, request) : undefined,
    );
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
