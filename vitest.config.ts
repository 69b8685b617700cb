import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared code, the server (real databases), the web app (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The server's
    // files wait on PostgreSQL, timers and child processes for much of their time, so two workers
    // there took the run from 810 s to 609 s.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
