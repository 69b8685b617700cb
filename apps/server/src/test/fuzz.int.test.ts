import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz, makeRequestGenerator, prng } from './fuzz.ts';
import { fixtureSchema } from './fixture-app.ts';
import { createMemberTestApp } from './test-app.ts';
import { testEngines, type TestDatabase } from './test-database.ts';

const secret = 'fuzz-test-secret-0123456789abcdef0123456789';
const maxResponseBytes = 200_000;

// A small seeded run of `npm run fuzz` (which sends ≥ 100,000): the same requests every time.
describe.each(testEngines)('query-string fuzzing on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({
      t,
      app,
      member: token,
    } = await createMemberTestApp(
      engine,
      secret,
      { DB_SCHEMAS: 'fx,fx2', DB_MAX_RESPONSE_BYTES: String(maxResponseBytes) },
      fixtureSchema,
    ));
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
