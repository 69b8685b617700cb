import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './vite/compile-hints.ts';
import { cspSafeStyles } from './vite/csp-styles.ts';
import { precompress } from './vite/precompress.ts';
import { routePreloads } from './vite/route-preloads.ts';
import { zodWithoutJsonSchema } from './vite/zod-without-json-schema.ts';

// The router plugin must run before the React plugin: it generates src/routeTree.gen.ts (ignored by
// git) and splits each route's component code into its own lazily loaded chunk (autoCodeSplitting).
const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

const appPlugins = [
  // Options in tsr.config.json, shared with scripts/generate-route-tree.mjs.
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // Loaders ride in their route's lazy chunk with the component: otherwise every route's
    // query options and response schemas land in the bundle the login page loads first.
    codeSplittingOptions: {
      defaultBehavior: [
        ['loader', 'component'],
        ['pendingComponent'],
        ['errorComponent', 'notFoundComponent'],
      ],
    },
  }),
  cspSafeStyles(),
  zodWithoutJsonSchema(),
  react(),
];

export default defineConfig(({ isSsrBuild }) => {
  // The prerender's build (`vite build --ssr`): src/prerender/entry.tsx, run by Node at build
  // time, and src/prerender/data-frames.tsx, which the server loads. It needs only the app's code
  // (no stylesheet, service worker, preload table or compressed copies), with every dependency in
  // it: the server's image has none of the web app's.
  if (isSsrBuild)
    return {
      plugins: appPlugins,
      resolve,
      ssr: { noExternal: true },
      build: {
        target: 'node24',
        outDir: 'dist-prerender',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: {
          input: {
            entry: 'src/prerender/entry.tsx',
            'data-frames': 'src/prerender/data-frames.tsx',
          },
        },
      },
    };
  return {
    plugins: [
      ...appPlugins,
      tailwindcss(),
      // The installable app: web manifest, icons and a Workbox service worker that precaches the
      // app shell and every hashed asset (about 320 KB brotli for the whole app; chunks the first
      // load fetched come from the HTTP cache, not again), so a reload without a connection still
      // opens the app. API answers are never cached (they carry personal data): the worker only
      // answers navigations (with index.html) and the precached files. A new version waits for the
      // member's "Reload" (components/app-updates.tsx registers it, after the page has loaded).
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['logo.svg', 'boot.js', 'apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Athcare',
          short_name: 'Athcare',
          description: 'Doctors, lab tests, medical records and wellness in one place.',
          lang: 'en-IN',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#ffffff',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png}'],
          // Hashed names change with their bytes: no cache-busting query, so the HTTP cache serves
          // what the first load already downloaded.
          dontCacheBustURLsMatching: /\/assets\//,
          navigateFallback: '/index.html',
          // The API is never the app shell; a share link's page keeps its no-store headers.
          navigateFallbackDenylist: [/^\/api\//, /^\/share\//],
          runtimeCaching: [],
          cleanupOutdatedCaches: true,
          clientsClaim: true,
        },
      }),
      compileHints(),
      routePreloads(),
      precompress(),
    ],
    resolve,
    server: { proxy: { '/api': 'http://localhost:3000' } },
    build: {
      target: 'es2022',
      // What a lazy chunk imports is not listed in the entry for preloading (Vite's __vite__mapDeps:
      // every chunk's name, about 3.7 KB gzipped that every page paid). A page's first load has its
      // route's chunks named by the server (route-preloads.json); later pages come from the service
      // worker's precache, where a wave of imports costs no round trip.
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      sourcemap: false,
      rolldownOptions: {
        // A schema the app never reads is still built on load: the bundler keeps a call whose
        // effects it cannot see, and zod's builders have none but the object they return. Marked
        // pure, a shared module's unused `z.object(…)` goes (a doctor's profile built 887 zod
        // objects on its load, 746 with this; the zod-object column of bench:lighthouse). A
        // method on a built schema (`.partial()`, `.extend()`) is still kept. A call made for its
        // effect on zod would go too, so lint forbids spelling one through `z`.
        treeshake: { manualPureFunctions: ['z'] },
        output: {
          codeSplitting: {
            // Automatic splitting cuts what many routes share into one chunk per set of routes
            // sharing it: dozens of sub-kilobyte files per page, each with its own gzip header and
            // import lines (about 7 KB of a route's 200 KB budget). Modules of at most 10 KB that
            // 50 or more lazy chunks import (the router, query client, shell helpers, small
            // icons) go into one file instead: the shell loads them on every page anyway. A lower
            // count also takes in what only the dashboards' or only the members' pages share, and
            // the others carry it (at 25 or 35 the locker and explore pages grew 12 KB).
            // All of zod goes there too: every page parses with it, and left to the count it came
            // in four files that compressed 3 KB worse than one.
            // That still left a page 17 to 66 files. On a phone's connection (six at a time over
            // HTTP/1.1, 150 ms a round trip) their count, not their bytes, held back the page's
            // first render, so the app's own small parts (components, lib, hooks) that 5 or more
            // lazy chunks import are one more file: a signed-in page loads 39 files where it
            // loaded 49 (on average), for 2.3 KB more (median; at most 4.7), a signed-out one
            // 18 for 23, for 2.5–5.8 KB more. All of lucide's icons in one file as well saved
            // another 7 files but cost 4–10 KB, taking the dashboards' forms to the budget.
            // `npm run bench:web` shows the weights, `npm run bench:lighthouse` the effect.
            groups: [
              { name: 'common', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
              { name: 'common', minShareCount: 50, maxModuleSize: 10_000, priority: 1 },
              {
                name: 'parts',
                test: /[\\/]src[\\/](components|lib|hooks)[\\/]/,
                minShareCount: 5,
                maxModuleSize: 10_000,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});
