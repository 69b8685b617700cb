// The server of the explore benchmark, in a process of its own so that autocannon's load
// generation does not share its event loop (the pattern of bench/api/serve.ts). Builds the
// database — migrations, the demo seeds, then 100k generated personnel — starts the app on port 0
// and sends {port, databaseUrl} to the parent when ready.
import { generatePersonnel, insertPersonnel } from '../../apps/server/db/seed/explore/generate.ts';
import { mulberry32, runSeeds } from '../../apps/server/db/seed/run-seeds.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';
import { freshDatabase } from '../fresh-database.ts';

const BENCH_PERSONNEL = Number(process.env.BENCH_PERSONNEL ?? 100_000);
/** Generated ids start here, clear of the 520 demo profiles. */
const FIRST_ID = 100_001;

const databaseUrl = (await freshDatabase('athcare_bench_explore')).toString();

const log = (message: string) => console.log(`[serve] ${message}`);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const config = loadConfig({
  DATABASE_URL: databaseUrl,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  DB_POOL_SIZE: '10',
  DATA_DIR: '/tmp/athcare-bench-explore',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
const db = openPostgres({ url: databaseUrl, maxConnections: config.DB_POOL_SIZE });

const applied = await migrate(db);
log(`${applied.length} migrations applied (${elapsed()})`);
try {
  const seeds = await runSeeds(db);
  log(`demo seeds: ${seeds.join(', ')} (${elapsed()})`);
} catch (error) {
  // Each seed file commits on its own: when a later feature's seed fails, the accounts and explore
  // data this benchmark reads are already in. Say so and carry on only in that case.
  const [explore] = await db.query<{ seeded: boolean }>(
    "select exists (select 1 from pgpersonnel.profile where metadata->>'source' = 'demo-seed') as seeded",
  );
  if (!explore?.seeded) throw error;
  log(`a later demo seed failed (${String(error)}); the explore seed is in, continuing`);
}

// Profiles and their specializations (details: false), the rows search_doctors reads. Ratings
// normally follow from reviews; without generated reviews they are drawn here (3.00–5.00, fixed
// seed) so that a min_rating filter selects a realistic share of the table.
const data = generatePersonnel({
  count: BENCH_PERSONNEL,
  random: mulberry32(0xbe4c5),
  startId: FIRST_ID,
  details: false,
});
await db.transaction(async (tx) => {
  await insertPersonnel(tx, data);
  await tx.query('select setseed(0.5)');
  await tx.query(
    `update pgpersonnel.profile
        set rating_avg = round((3 + random() * 2)::numeric, 2),
            rating_count = 1 + floor(random() * 250)::int
      where id >= $1`,
    [FIRST_ID],
  );
});
// VACUUM as well as ANALYZE: after a bulk load the visibility map is empty, and index-only scans
// would visit the heap for every row, which a live database (autovacuum) does not.
await db.query('vacuum analyze');
const [counts] = await db.query<{ profiles: number; published: number }>(
  'select count(*)::int as profiles, count(*) filter (where is_published)::int as published from pgpersonnel.profile',
);
log(
  `${BENCH_PERSONNEL.toLocaleString('en-IN')} personnel generated; ${counts?.profiles} profiles, ${counts?.published} published; analyzed (${elapsed()})`,
);

const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
process.send?.({ port, databaseUrl });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
