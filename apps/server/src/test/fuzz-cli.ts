// `npm run fuzz`: ≥ 100,000 generated data-API requests against the test fixture schema; fails on
// any 5xx, any response over the limit, or any request slower than FUZZ_MAX_MS. PGlite by default,
// the PostgreSQL server when TEST_DATABASE_URL is set. FUZZ_COUNT, FUZZ_SEED, FUZZ_CONCURRENCY.
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { createTestUser } from './test-users.ts';
import { fuzz, makeRequestGenerator, prng } from './fuzz.ts';
import { fixtureConfig, fixtureSchema } from './fixture-app.ts';
import { createTestDatabase } from './test-database.ts';

const count = Number(process.env.FUZZ_COUNT ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const maxMs = Number(process.env.FUZZ_MAX_MS ?? 5_000);
const maxResponseBytes = 1_000_000;
const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const secret = 'fuzz-cli-secret-0123456789abcdef0123456789';

const t = await createTestDatabase(engine);
let failed = false;
try {
  await t.db.execScript(
    fixtureSchema +
      // More rows than the fixture has, so embeddings and ranges have something to chew on.
      `
      insert into fx.books (id, title, author_id) select g, 'Book ' || g, 1 + g % 3 from generate_series(10, 509) g;
      insert into fx.reviews (book_id, stars, body) select 10 + g % 500, 1 + g % 5, 'ok' from generate_series(1, 5000) g;`,
  );
  const app = await buildApp({
    config: fixtureConfig(secret, {
      DB_MAX_RESPONSE_BYTES: String(maxResponseBytes),
      CLIENT_MAX_CONCURRENT: String(concurrency),
    }),
    db: t.db,
  });
  const u = await createTestUser(t.db);
  const token = await signAccessToken(
    { secret, audience: 'athcare' },
    { sub: u.id, role: 'authenticated', app_roles: [], sid: u.sessionId },
    24 * 3600,
  );
  console.log(`fuzz: ${count} requests on ${engine}, seed ${seed}, ${concurrency} at a time`);
  const started = performance.now();
  const result = await fuzz(app, makeRequestGenerator(app.schemaCache, 'fx', token, prng(seed)), {
    count,
    concurrency,
    maxResponseBytes,
    maxMs,
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `fuzz: ${count} requests in ${seconds.toFixed(0)} s (${(count / seconds).toFixed(0)}/s), ` +
      `slowest ${result.slowestMs.toFixed(0)} ms, statuses ${JSON.stringify(result.statuses)}`,
  );
  for (const f of result.failures.slice(0, 20))
    console.error(`FAIL ${f.reason.slice(0, 300)}\n  ${f.request.method} ${f.request.url}`);
  failed = result.failures.length > 0;
  if (failed) console.error(`fuzz: ${result.failures.length} failures (seed ${seed})`);
  await app.close();
} finally {
  await t.drop();
}
process.exit(failed ? 1 : 0);
