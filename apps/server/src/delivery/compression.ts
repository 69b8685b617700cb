import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Endpoints that send stored bytes (a locker file's or version's `…/content`) send them as stored:
 * PDFs and images are compressed already, and their ETag, Content-Length and ranges describe the
 * stored bytes.
 */
function sendsStoredBytes(url: string): boolean {
  return url.endsWith('/content');
}

/**
 * Chosen from `npm run bench:api` (README, "Compression"): below about one packet compressing
 * saves no round trip and costs CPU; brotli 4 and gzip 6 cost little per request and shrink JSON
 * to about a fifth.
 */
export const compressionSettings = {
  thresholdBytes: 1024,
  brotliQuality: 4,
  gzipLevel: 6,
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
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionSettings.thresholdBytes,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: compressionSettings.brotliQuality,
      },
    },
    zlibOptions: { level: compressionSettings.gzipLevel },
  });
}
