// After the app's build: checks that the prerender's bundle is whole, renders the prerendered
// pages and the signed-in pages' frames (src/prerender/entry.tsx, built by `vite build --ssr` into
// dist-prerender) and writes their markup to dist/prerendered.json, which the server reads beside
// index.html (apps/server/src/delivery/app-page.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

// The server loads dist-prerender/data-frames.js at run time, where its image has none of the web
// app's packages: the bundle must import nothing but its own files and Node's.
const bundle = new URL('../dist-prerender/', import.meta.url);
for (const file of readdirSync(bundle, { recursive: true })) {
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(new URL(file, bundle), 'utf8');
  for (const [, specifier] of code.matchAll(/^(?:import|export)\b[^\n]*?["']([^"'\n]+)["'];?$/gm))
    if (!/^(\.{1,2}\/|node:)/.test(specifier))
      throw new Error(`dist-prerender/${file} imports ${specifier}: bundle it (vite.config.ts)`);
}

const { prerenderedPaths, renderPage, framedRoutes, renderFrame } =
  await import('../dist-prerender/entry.js');
const pages = {};
for (const path of prerenderedPaths) pages[path] = await renderPage(path);
const frames = {};
for (const route of framedRoutes) frames[route] = await renderFrame(route);
writeFileSync(
  new URL('../dist/prerendered.json', import.meta.url),
  `${JSON.stringify({ pages, frames })}\n`,
);
console.log(`prerendered ${Object.keys(pages).join(', ')}; frames of ${framedRoutes.join(', ')}`);
