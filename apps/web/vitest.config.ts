import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Unit and component tests in jsdom; the network is stubbed (fetch stubs or MSW, never a real server).
export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A worker's files share the libraries once evaluated (React, Radix, zod, …); each file still
    // gets a fresh jsdom and re-evaluates the app's own modules (src/test/setup.ts resets them).
    // On CI's two cores: 151 s → 22 s for the 82 files.
    isolate: false,
    restoreMocks: true,
  },
});
