/**
 * `npm run chaos`: faults injected into real server processes (issue 22). Needs a PostgreSQL
 * server (TEST_DATABASE_URL, default the local one) and Redis (TEST_REDIS_URL); each scenario
 * gets its own throw-away database. Prints one PASS/FAIL line per scenario; exits 1 on any FAIL.
 * `npm run chaos -- <name>…` runs only the named scenarios; CHAOS_OUTAGE_MS sets the database
 * outage (30 s).
 */
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
// After the environment is set: the test database module reads it when loaded.
await import('./chaos-run.ts');
