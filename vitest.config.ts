import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared code, the server (real databases), the web app (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
