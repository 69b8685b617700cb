import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { accessTokenFor, createTestUser } from './test-users.ts';
import { loadConfig } from '../config/config.ts';
import { fuzz, makeRequestGenerator, prng } from './fuzz.ts';
import { createTestDatabase, testEngines, type TestDatabase } from './test-database.ts';

const fixture = readFileSync(new URL('./fixture-schema.sql', import.meta.url), 'utf8');
const secret = 'fuzz-test-secret-0123456789abcdef0123456789';
const maxResponseBytes = 200_000;

// A small seeded run of `npm run fuzz` (which sends ≥ 100,000): the same requests every time.
describe.each(testEngines)('query-string fuzzing on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.db.execScript(fixture);
    app = await buildApp({
      config: loadConfig({
        JWT_SECRET: secret,
        DB_SCHEMAS: 'fx,fx2',
        WEB_DIST_DIR: '/nonexistent-web-dist',
        DB_MAX_RESPONSE_BYTES: String(maxResponseBytes),
      }),
      db: t.db,
    });
    const u = await createTestUser(t.db);
    token = await accessTokenFor(secret, u);
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('answers 300 generated requests without a 5xx, an oversized body or an outlier', async () => {
    const next = makeRequestGenerator(app.schemaCache, 'fx', token, prng(20261123));
    const result = await fuzz(app, next, {
      count: 300,
      concurrency: 4,
      maxResponseBytes,
      maxMs: 5_000,
    });
    expect(result.failures).toEqual([]);
    // The generator reaches both answers and refusals.
    expect(result.statuses[200]).toBeGreaterThan(10);
    expect(result.statuses[400]).toBeGreaterThan(10);
  }, 60_000);
});
