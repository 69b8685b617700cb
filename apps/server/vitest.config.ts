import { defineProject } from 'vitest/config';

// Integration tests start real databases (PGlite and, with TEST_DATABASE_URL, the PostgreSQL server).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'db/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
