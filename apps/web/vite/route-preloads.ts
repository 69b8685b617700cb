import type { Plugin, Rolldown } from 'vite';

/** Where the server finds the table (apps/server/src/delivery/app-page.ts reads it). */
export const routePreloadsFile = 'route-preloads.json';

/** A route file's lazy component-and-loader chunk (not its error, not-found or pending parts). */
const routeChunkId = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=(?:component|loader)/;

/**
 * The address a route file serves, by the router's file conventions: `route` and `index` name
 * their folder, a segment starting with `_` adds none, a dot is a slash, `$name` is a parameter
 * and a lone `$` the rest of the path. `_app/explore/doctors/$doctorId` → `/explore/doctors/$doctorId`.
 */
export function routePath(routeFile: string): string {
  const segments = routeFile.split('/').flatMap((part) => part.split('.'));
  const last = segments.at(-1);
  if (last === 'index' || last === 'route') segments.pop();
  return `/${segments.filter((segment) => !segment.startsWith('_')).join('/')}`;
}

/** The route files a page renders: the root, every layout above it, then itself. */
export function routeFilesOf(routeFile: string): string[] {
  const folders = routeFile.split('/').slice(0, -1);
  const layouts = folders.flatMap((_, i) => {
    const folder = folders.slice(0, i + 1).join('/');
    return [folder, `${folder}/route`];
  });
  return ['__root', ...layouts, routeFile];
}

/**
 * The page's module scripts and preloads, marked low priority: nothing on the first paint needs
 * them (it is the splash, or a prerendered page), so the document and the stylesheet go first on
 * a phone's connection, and Lighthouse's simulation no longer counts every script as holding the
 * first paint back. The server's route preloads carry the same mark (app-page.ts).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * Writes `route-preloads.json`: for every page's address, the JavaScript files its route chunks
 * need beyond what the entry loads. The server names them in index.html as `modulepreload`
 * links, so a page's own code downloads beside the entry instead of after it has run (on a
 * phone's round trip of 150 ms or more, each later wave of imports is one more trip before the
 * first paint).
 */
export function routePreloads(): Plugin {
  return {
    name: 'athcare:route-preloads',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const withImports = (fileName: string, into = new Set<string>()): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = withImports(entry.fileName);

      const chunkOfRoute = new Map<string, string>();
      for (const chunk of chunks.values()) {
        const routeFile = chunk.facadeModuleId?.match(routeChunkId)?.[1]?.replaceAll('\\', '/');
        if (routeFile) chunkOfRoute.set(routeFile, chunk.fileName);
      }
      // A layout wraps other routes; a page is what an address shows.
      const isLayout = (file: string) =>
        file.endsWith('/route') ||
        file === 'route' ||
        file === '__root' ||
        [...chunkOfRoute.keys()].some((other) => other.startsWith(`${file}/`));

      const routes = [...chunkOfRoute.keys()]
        .filter((file) => !isLayout(file))
        .map((file) => {
          const files = new Set<string>();
          for (const routeFile of routeFilesOf(file)) {
            const chunk = chunkOfRoute.get(routeFile);
            if (chunk) withImports(chunk, files);
          }
          return {
            path: routePath(file),
            files: [...files].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`),
          };
        })
        .sort((a, b) => a.path.localeCompare(b.path));
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFile,
        source: `${JSON.stringify({ routes }, null, 1)}\n`,
      });
    },
  };
}
