// After the app's build: renders the prerendered pages (src/prerender/entry.tsx, built by
// `vite build --ssr` into dist-prerender) and writes their markup to dist/prerendered.json, which
// the server reads beside index.html (apps/server/src/delivery/app-page.ts).
import { writeFileSync } from 'node:fs';

const { prerenderedPaths, renderPage } = await import('../dist-prerender/entry.js');
const pages = {};
for (const path of prerenderedPaths) pages[path] = await renderPage(path);
writeFileSync(
  new URL('../dist/prerendered.json', import.meta.url),
  `${JSON.stringify({ pages })}\n`,
);
console.log(`prerendered ${Object.keys(pages).join(', ')}`);
