import { runSeeds } from '../db/seed/run-seeds.ts';
import { buildApp } from './app.ts';
import { BootstrapAdminError, bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, queryTimeoutMs } from './db/open-database.ts';
import { openPostgres } from './db/postgres-driver.ts';
import { createBlobStore } from './storage/create-blob-store.ts';
import { exitGracefullyOnSignals, trackInFlight } from './observability/graceful-shutdown.ts';
import { markShuttingDown } from './observability/readiness.ts';
import { startOrphanSweep } from './storage/orphan-sweep.ts';

// config → database → migrations (+ demo data) → app → listen
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
let admin;
try {
  admin = await bootstrapAdmin(db, config);
} catch (error) {
  if (error instanceof BootstrapAdminError) {
    console.error(error.message);
    await db.close();
    process.exit(1);
  }
  throw error;
}
if (admin === 'created') console.log('First admin created from ADMIN_EMAIL.');
if (config.SEED_DEMO) {
  const seeds = await runSeeds(db);
  console.log(`Demo data loaded (${seeds.length} seed files).`);
}
const readDb = config.DATABASE_READ_URL
  ? openPostgres({
      url: config.DATABASE_READ_URL,
      maxConnections: config.DB_POOL_SIZE,
      queryTimeoutMs: queryTimeoutMs(config),
    })
  : undefined;
const blobStore = createBlobStore(config);
const app = await buildApp({
  config,
  db,
  blobStore,
  ...(readDb ? { readDb } : {}),
  logger: true,
});
// Removes blobs whose upload never got its row (a crash between the two).
const stopOrphanSweep = startOrphanSweep(db, blobStore, {
  onError: (error) => app.log.warn({ err: error }, 'orphan blob sweep failed'),
});

// SIGTERM: let in-flight requests finish (including ones accepted but not yet read), then stop
// accepting (readiness turns 503; new requests on kept-alive connections get 503) and close the
// database.
const inFlight = trackInFlight(app.server);
exitGracefullyOnSignals(async () => {
  markShuttingDown(app);
  stopOrphanSweep();
  await inFlight.settled();
  await app.close();
  await readDb?.close();
  await db.close();
}, app.log);

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`Athcare is running on http://localhost:${config.PORT}`);
