import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Endpoints that send stored bytes (a locker file's or version's `…/content`) send them as stored:
 * PDFs and images are compressed already, and their ETag, Content-Length and ranges describe the
 * stored bytes.
 */
function sendsStoredBytes(url: string): boolean {
  return url.endsWith('/content');
}

/**
 * Chosen from `npm run bench:api` and zlib timings on a doctors-list-like answer (README,
 * "API compression"): below about one packet compressing saves no round trip; brotli 5 and gzip 6
 * take about the same time, and brotli 5 makes a 480 KB list 26 KB where gzip 6 makes it 45 KB.
 */
export const compressionSettings = {
  thresholdBytes: 1024,
  brotliQuality: 5,
  gzipLevel: 6,
  /** Up to this size compress in one synchronous call; zlib streams cost far more per answer. */
  syncMaxBytes: 1024 * 1024,
} as const;

/**
 * Brotli or gzip by Accept-Encoding for what the server builds above the threshold (compressible
 * types by mime-db: JSON, HTML, CSV, …). Static files are compressed at build time instead and
 * carry their Content-Encoding already, which the plugin leaves alone.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which reads `compress` from the route options.
  app.addHook('onRoute', (route) => {
    if (sendsStoredBytes(route.url)) route.compress = false;
  });

  // The data API's Content-Range counts rows (`0-19/*` on a 200), as PostgREST's does; the plugin
  // takes any Content-Range for a byte range and would not compress. Set it aside for the plugin's
  // hook (instance hooks run before route hooks) and put it back after it.
  const rowRanges = new WeakMap<FastifyRequest, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const range = reply.getHeader('content-range');
    if (reply.statusCode !== 206 && typeof range === 'string' && !range.startsWith('bytes')) {
      rowRanges.set(request, range);
      reply.removeHeader('content-range');
    }
    return payload;
  });
  const restoreRowRange: onSendHookHandler = (request, reply, payload, done) => {
    const range = rowRanges.get(request);
    if (range !== undefined) void reply.header('content-range', range);
    done(null, payload);
  };
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionSettings.thresholdBytes,
    syncThreshold: compressionSettings.syncMaxBytes,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: compressionSettings.brotliQuality,
      },
    },
    zlibOptions: { level: compressionSettings.gzipLevel },
  });
  // Added after the plugin's onRoute hook, so it runs after the plugin's onSend.
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = [...(Array.isArray(own) ? own : own ? [own] : []), restoreRowRange];
  });
}
