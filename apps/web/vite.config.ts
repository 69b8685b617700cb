import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cspSafeStyles } from './vite/csp-styles.ts';
import { precompress } from './vite/precompress.ts';

// The router plugin must run before the React plugin: it generates src/routeTree.gen.ts (ignored by
// git) and splits each route's component code into its own lazily loaded chunk (autoCodeSplitting).
export default defineConfig({
  plugins: [
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
    react(),
    tailwindcss(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
