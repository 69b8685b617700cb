import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images other than SVG are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below about one packet a compressed copy saves no round trip. */
const minBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every text file of the build, once,
 * at build time; the server picks one by Accept-Encoding (@fastify/static `preCompressed`). So
 * what a phone downloads is the compressed size, at no CPU cost per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'athcare:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle: {
      // After every other plugin's output (the service worker is written in closeBundle too).
      order: 'post',
      sequential: true,
      async handler() {
        for await (const path of files(outDir)) {
          if (!compressible.test(path) || (await stat(path)).size < minBytes) continue;
          const bytes = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < bytes.length) await writeFile(`${path}.gz`, gzipped);
        }
      },
    },
  };
}
