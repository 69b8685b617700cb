// After the app's build: renders the prerendered pages and the signed-in pages' frames
// (src/prerender/entry.tsx, built by `vite build --ssr` into dist-prerender) and writes their
// markup to dist/prerendered.json, which the server reads beside index.html
// (apps/server/src/delivery/app-page.ts).
import { writeFileSync } from 'node:fs';

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
