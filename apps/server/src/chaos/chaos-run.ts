import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { S3BlobStore } from '../storage/s3-blob-store.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startTestS3 } from '../test/test-s3-server.ts';
import { type Verdict } from './harness.ts';
import { databaseOutage, diskFull, redisOutage, s3Faults } from './outages.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { uploadCrash } from './upload-crash.ts';
import { bookingCrash, webhookCrash } from './write-crash.ts';

/** The scenarios of `npm run chaos` (see chaos-cli.ts), run in order. */
const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const outageMs = Number(process.env.CHAOS_OUTAGE_MS ?? 30_000);
const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const work = await mkdtemp(join(tmpdir(), 'athcare-chaos-'));
const databases: TestDatabase[] = [];
async function database(): Promise<{ db: TestDatabase; env: Record<string, string> }> {
  const t = await createTestDatabase('postgres');
  databases.push(t);
  const authenticator = new URL(t.url!);
  authenticator.username = 'authenticator';
  return {
    db: t,
    env: { DATABASE_URL: t.url!, DATABASE_AUTHENTICATOR_URL: authenticator.toString() },
  };
}
const dataDir = async (name: string) => {
  const dir = join(work, name);
  await mkdir(join(dir, 'tmp'), { recursive: true });
  // The server's temporary files (the S3 spool) stay in the scenario's own directory.
  return { DATA_DIR: dir, TMPDIR: join(dir, 'tmp') };
};

const scenarios: Record<string, () => Promise<Verdict>> = {
  'uploads-disk': async () => {
    const { db, env } = await database();
    const dirs = await dataDir('uploads-disk');
    return uploadCrash({
      db: db.db,
      env: { ...env, ...dirs },
      store: new LocalBlobStore(join(dirs.DATA_DIR, 'blobs')),
      label: 'disk',
      uploads: 200,
      members: 20,
      killAfter: 60,
    });
  },
  'uploads-s3': async () => {
    const { db, env } = await database();
    const dirs = await dataDir('uploads-s3');
    const s3 = await startTestS3();
    const store = new S3BlobStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: s3Credentials,
      spoolDir: join(dirs.TMPDIR, 'athcare-s3-spool'),
    });
    try {
      return await uploadCrash({
        db: db.db,
        env: { ...env, ...dirs, ...s3Env(s3.bucket, s3.endpoint) },
        store,
        label: 's3',
        uploads: 200,
        members: 20,
        killAfter: 60,
      });
    } finally {
      store.destroy();
      await s3.close();
    }
  },
  bookings: async () => {
    const { db, env } = await database();
    return bookingCrash({
      db: db.db,
      env: { ...env, ...(await dataDir('bookings')) },
      slots: 60,
      killAfter: 40,
    });
  },
  webhooks: async () => {
    const { db, env } = await database();
    return webhookCrash({
      db: db.db,
      env: { ...env, ...(await dataDir('webhooks')) },
      orders: 40,
      killAfter: 10,
    });
  },
  'database-outage': () => databaseBehindProxy('database-outage', 'cut', 10_000),
  // The server's query timeout is the statement timeout (10 s by default) plus 1 s: a request
  // whose statement went into the silence waits that out.
  'database-silent': () => databaseBehindProxy('database-silent', 'silent', 12_000),
  'redis-down': async () => {
    const { env } = await database();
    const proxy = await startTcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
    try {
      return await redisOutage({
        env: {
          ...env,
          ...(await dataDir('redis-down')),
          REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
          RATE_LIMIT_PREFIX: `athcare-chaos-${Date.now()}:`,
          LOGIN_LIMIT_PER_ACCOUNT: '3',
        },
        proxy,
        loginsPerAccount: 3,
      });
    } finally {
      await proxy.close();
    }
  },
  's3-faults': async () => {
    const { db, env } = await database();
    const s3 = await startTestS3();
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(s3.endpoint).port));
    const store = s3.store();
    try {
      return await s3Faults({
        db: db.db,
        env: {
          ...env,
          ...(await dataDir('s3-faults')),
          ...s3Env(s3.bucket, `http://127.0.0.1:${proxy.port}`),
          S3_REQUEST_TIMEOUT_MS: '2000',
        },
        proxy,
        store,
        requestTimeoutMs: 2_000,
      });
    } finally {
      await proxy.close();
      await s3.close();
    }
  },
  'disk-full': async () => {
    const { db, env } = await database();
    const dirs = await dataDir('disk-full');
    return diskFull({ db: db.db, env: { ...env, TMPDIR: dirs.TMPDIR }, dataDir: dirs.DATA_DIR });
  },
};

/** The outage scenario with the server's database link through a proxy that fails as `fault`. */
async function databaseBehindProxy(
  name: string,
  fault: 'cut' | 'silent',
  deadlineMs: number,
): Promise<Verdict> {
  const { db, env } = await database();
  const pg = new URL(env.DATABASE_URL!);
  const proxy = await startTcpProxy(pg.hostname, Number(pg.port || 5432));
  const through = (url: string) => {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    return u.toString();
  };
  try {
    return await databaseOutage({
      db: db.db,
      env: {
        ...(await dataDir(name)),
        DATABASE_URL: through(env.DATABASE_URL!),
        DATABASE_AUTHENTICATOR_URL: through(env.DATABASE_AUTHENTICATOR_URL!),
      },
      proxy,
      outageMs,
      clients: 20,
      deadlineMs,
      fault,
    });
  } finally {
    await proxy.close();
  }
}

function s3Env(bucket: string, endpoint: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
  };
}

const chosen = process.argv.slice(2).filter((a) => a !== '--');
const names = chosen.length ? chosen : Object.keys(scenarios);
let failed = 0;
for (const name of names) {
  const run = scenarios[name];
  if (!run) {
    console.error(`unknown scenario ${name} (known: ${Object.keys(scenarios).join(', ')})`);
    failed += 1;
    continue;
  }
  const started = Date.now();
  let result: Verdict;
  try {
    result = await run();
  } catch (error) {
    result = { name, pass: false, figures: {}, problems: [String((error as Error).stack)] };
  }
  const figures = Object.entries(result.figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.pass ? 'PASS' : 'FAIL'} ${result.name} (${seconds} s): ${figures}`);
  for (const problem of result.problems) console.log(`     ${problem}`);
  if (!result.pass) failed += 1;
}
for (const t of databases) await t.drop().catch(() => {});
await rm(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
