import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { sweepOrphanBlobs } from '../storage/orphan-sweep.ts';
import {
  createMember,
  fictionalText,
  sleep,
  startServer,
  uploadFile,
  verdict,
  type Member,
  type ServerProcess,
  type Verdict,
} from './harness.ts';
import type { TcpProxy } from './tcp-proxy.ts';

interface Sample {
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
  whole: boolean;
}

/** One data-API read as a member; `whole` when the body is the complete JSON answer. */
async function readProfile(url: string, member: Member, deadlineMs: number): Promise<Sample> {
  const started = Date.now();
  try {
    const res = await fetch(`${url}/api/profile?select=id`, {
      headers: { ...member.auth, 'accept-profile': 'pgusers' },
      signal: AbortSignal.timeout(deadlineMs),
    });
    const text = await res.text();
    let whole = false;
    try {
      const body = JSON.parse(text) as unknown;
      whole =
        res.status === 200
          ? Array.isArray(body) && body.length === 1
          : typeof (body as { code?: unknown }).code === 'string';
    } catch {
      whole = false;
    }
    return {
      at: started,
      status: res.status,
      ms: Date.now() - started,
      retryAfter: res.headers.get('retry-after'),
      whole,
    };
  } catch {
    return { at: started, status: 0, ms: Date.now() - started, retryAfter: null, whole: false };
  }
}

export interface DatabaseOutageOptions {
  db: Database;
  /** Server environment whose DATABASE_URL and DATABASE_AUTHENTICATOR_URL go through `proxy`. */
  env: Record<string, string>;
  proxy: TcpProxy;
  outageMs: number;
  clients: number;
  /** No request may take longer than this. */
  deadlineMs: number;
  /** The server under test (default: `src/main.ts` with `env`). */
  start?: () => Promise<Pick<ServerProcess, 'url' | 'log' | 'stop'>>;
  /** Healthy load before the cut. */
  warmUpMs?: number;
  /**
   * 'cut' (the default): connections dropped and refused. 'silent': the link accepts connections
   * and holds open ones but forwards nothing, a server that stopped answering (a black hole).
   */
  fault?: 'cut' | 'silent';
}

/**
 * PostgreSQL unreachable (or silent) for `outageMs` under load from `clients` looping readers:
 * every answer is whole (200 with the row, or 503 with Retry-After), none takes past the deadline,
 * and reads succeed again within 5 s of the database coming back, without a restart.
 */
export async function databaseOutage(options: DatabaseOutageOptions): Promise<Verdict> {
  const { proxy } = options;
  const member = await createMember(options.db);
  const server = await (options.start ?? (() => startServer(options.env)))();
  const samples: Sample[] = [];
  let running = true;
  const loops = Array.from({ length: options.clients }, async () => {
    while (running) {
      samples.push(await readProfile(server.url, member, options.deadlineMs + 5_000));
      await sleep(20);
    }
  });
  await sleep(options.warmUpMs ?? 2_000);
  const cutAt = Date.now();
  if (options.fault === 'silent') proxy.blackhole();
  else proxy.cut();
  await sleep(options.outageMs);
  proxy.restore();
  const restoredAt = Date.now();
  // Recovered: the first 200 started after the restore.
  let recoveredAt: number | undefined;
  while (Date.now() - restoredAt < 10_000) {
    const ok = samples.find((s) => s.at >= restoredAt && s.status === 200);
    if (ok) {
      recoveredAt = ok.at + ok.ms;
      break;
    }
    await sleep(50);
  }
  await sleep(500);
  running = false;
  await Promise.all(loops);
  await server.stop();

  const during = samples.filter((s) => s.at >= cutAt + 200 && s.at + s.ms <= restoredAt);
  const problems: string[] = [];
  const partial = samples.filter((s) => !s.whole).length;
  const otherStatus = samples.filter((s) => s.status !== 200 && s.status !== 503).length;
  const no503Header = samples.filter((s) => s.status === 503 && !s.retryAfter).length;
  const slowest = Math.max(...samples.map((s) => s.ms));
  const during503 = during.filter((s) => s.status === 503).length;
  const recoveryMs = recoveredAt === undefined ? Infinity : recoveredAt - restoredAt;
  const after = samples.filter((s) => recoveredAt !== undefined && s.at >= recoveredAt);
  if (partial) problems.push(`${partial} answers not whole`);
  if (otherStatus) problems.push(`${otherStatus} answers neither 200 nor 503`);
  if (no503Header) problems.push(`${no503Header} 503s without Retry-After`);
  if (slowest > options.deadlineMs) problems.push(`a request took ${slowest} ms`);
  if (!during.length || during503 !== during.length)
    problems.push(`${during.length - during503} answers during the outage were not 503`);
  if (recoveryMs > 5_000) problems.push(`recovery took ${recoveryMs} ms`);
  if (after.some((s) => s.status !== 200)) problems.push('failures after the recovery');
  if (problems.length) problems.push(...server.log.slice(-30));
  return verdict(
    `PostgreSQL ${options.fault === 'silent' ? 'silent' : 'unreachable'} for ${Math.round(options.outageMs / 1000)} s under load`,
    {
      requests: samples.length,
      duringOutage: during.length,
      answered503: samples.filter((s) => s.status === 503).length,
      notWhole: partial,
      slowestMs: slowest,
      recoveryMs,
      statuses: [...new Set(samples.map((s) => s.status))].join('/'),
    },
    problems,
  );
}

export interface RedisOutageOptions {
  env: Record<string, string>;
  proxy: TcpProxy;
  loginsPerAccount: number;
}

/**
 * Redis cut: logins keep working, limits still hold per process (the next wrong password past the
 * limit is refused), and the server logs a warning.
 */
export async function redisOutage(options: RedisOutageOptions): Promise<Verdict> {
  const server = await startServer(options.env);
  const password = 'a quiet river at dawn';
  const tag = Math.random().toString(36).slice(2, 10);
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  const email = `meera.${tag}@example.in`;
  const registered = await post('/api/rpc/register', {
    first_name: 'Meera',
    last_name: 'Pillai',
    username: `meera${tag}`,
    email,
    password,
  });
  options.proxy.cut();
  const logins: number[] = [];
  const started = Date.now();
  for (let i = 0; i < options.loginsPerAccount; i++) {
    logins.push((await post('/api/rpc/login', { identifier: email, password })).status);
  }
  const loginMs = Math.round((Date.now() - started) / options.loginsPerAccount);
  const limited = (await post('/api/rpc/login', { identifier: email, password: 'not it' })).status;
  options.proxy.restore();
  await server.stop();
  const warned = server.log.some((line) => line.includes('rate limit store unreachable'));
  const problems: string[] = [];
  if (registered.status !== 200) problems.push(`register answered ${registered.status}`);
  if (logins.some((s) => s !== 200)) problems.push(`logins answered ${logins.join(', ')}`);
  if (limited !== 429) problems.push(`the attempt past the limit answered ${limited}, not 429`);
  if (!warned) problems.push('no warning logged');
  return verdict(
    'Redis down',
    {
      logins200: logins.filter((s) => s === 200).length,
      meanLoginMs: loginMs,
      pastLimit: limited,
      warningLogged: warned ? 'yes' : 'no',
    },
    problems,
  );
}

async function countRows(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select (select count(*) from pgmedlock.files)::int
          + (select count(*) from pgmedlock_private.uploads)::int as n`,
  );
  return row!.n;
}

async function countBlobs(store: BlobStore): Promise<number> {
  let n = 0;
  for await (const _ of store.list()) n += 1;
  return n;
}

export interface S3FaultOptions {
  db: Database;
  env: Record<string, string>;
  proxy: TcpProxy;
  /** The bucket read directly (not through the proxy). */
  store: BlobStore;
  requestTimeoutMs: number;
}

/**
 * S3 refusing connections, silent, and slower than the request timeout: each upload answers 503
 * with Retry-After and a PostgREST-shaped body within the timeout, and leaves no row and no blob.
 */
export async function s3Faults(options: S3FaultOptions): Promise<Verdict> {
  const { proxy, db, store } = options;
  const member = await createMember(db, { medilocker: true });
  const server = await startServer(options.env);
  const problems: string[] = [];
  const figures: Record<string, number | string> = {};
  const rowsBefore = await countRows(db);
  const blobsBefore = await countBlobs(store);
  const faults: [string, () => void][] = [
    ['cut', () => proxy.cut()],
    ['silent', () => proxy.blackhole()],
    ['slow', () => proxy.slow(options.requestTimeoutMs * 2)],
  ];
  for (const [name, inject] of faults) {
    inject();
    const started = Date.now();
    const res = await uploadFile(server.url, member, `s3-${name}.txt`, fictionalText(256 * 1024));
    const ms = Date.now() - started;
    proxy.restore();
    const body = res.body as { code?: unknown; message?: unknown; details?: unknown };
    const shaped =
      typeof body === 'object' &&
      typeof body.code === 'string' &&
      typeof body.message === 'string' &&
      'details' in body &&
      'hint' in body;
    figures[`${name}Status`] = res.status;
    figures[`${name}Ms`] = ms;
    if (res.status !== 503 || !res.retryAfter || !shaped)
      problems.push(`${name}: answered ${res.status} ${JSON.stringify(res.body)}`);
    // Two attempts (the SDK retries once), each within the request timeout.
    if (ms > options.requestTimeoutMs * 2 + 1_000) problems.push(`${name}: took ${ms} ms`);
  }
  // A slow PUT the proxy was still delivering may land after its upload failed (and after the
  // store's take-back): a blob without a row, the orphan sweep's to remove. Let it land, sweep.
  await sleep(options.requestTimeoutMs * 2);
  const ok = await uploadFile(server.url, member, 's3-back.txt', fictionalText(1024));
  figures.afterRestore = ok.status;
  if (ok.status !== 201) problems.push(`after the restore: ${ok.status}`);
  const rowsAfter = await countRows(db);
  const landedLate = (await countBlobs(store)) - blobsBefore - 1;
  const swept = await sweepOrphanBlobs(db, store, { olderThanMinutes: 0 });
  const blobsAfter = await countBlobs(store);
  figures.rowsLeft = rowsAfter - rowsBefore - 1;
  figures.blobsLandedLate = landedLate;
  figures.sweptOrphans = swept.deleted.length;
  figures.blobsLeftAfterSweep = blobsAfter - blobsBefore - 1;
  if (rowsAfter !== rowsBefore + 1) problems.push(`${rowsAfter - rowsBefore - 1} rows left over`);
  if (blobsAfter !== blobsBefore + 1)
    problems.push(`${blobsAfter - blobsBefore - 1} blobs left over after the sweep`);
  await server.stop();
  return verdict('S3 refusing, silent and slow', figures, problems);
}

export interface DiskFullOptions {
  db: Database;
  env: Record<string, string>;
  dataDir: string;
}

/** The local blob store on a 2 MB tmpfs filled up: 507 and no partial file. Needs root. */
export async function diskFull(options: DiskFullOptions): Promise<Verdict> {
  const blobs = join(options.dataDir, 'blobs');
  await mkdir(blobs, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', blobs], { stdio: 'ignore' });
  } catch {
    return verdict('disk full (local store)', {}, [
      'cannot mount a tmpfs here (needs root); the unit test injects it instead',
    ]);
  }
  try {
    const member = await createMember(options.db, { medilocker: true });
    const server = await startServer({ ...options.env, DATA_DIR: options.dataDir });
    await writeFile(join(blobs, 'filler'), Buffer.alloc(1536 * 1024));
    const rowsBefore = await countRows(options.db);
    const res = await uploadFile(server.url, member, 'full.txt', fictionalText(1024 * 1024));
    const leftovers =
      (await readdir(join(blobs, 'tmp')).catch(() => [])).length +
      (await readdir(blobs)).filter((d) => /^[0-9a-f]{2}$/.test(d)).length;
    const rows = (await countRows(options.db)) - rowsBefore;
    await rm(join(blobs, 'filler'));
    const after = await uploadFile(server.url, member, 'full.txt', fictionalText(1024 * 1024));
    await server.stop();
    const problems: string[] = [];
    if (res.status !== 507) {
      problems.push(`answered ${res.status} ${JSON.stringify(res.body)}`);
      problems.push(...server.log.slice(-5));
    }
    if (leftovers) problems.push(`${leftovers} partial files left`);
    if (rows) problems.push(`${rows} rows left`);
    if (after.status !== 201) problems.push(`with room again: ${after.status}`);
    return verdict(
      'disk full (local store)',
      { status: res.status, partialFiles: leftovers, rowsLeft: rows, withRoomAgain: after.status },
      problems,
    );
  } finally {
    execFileSync('umount', [blobs]);
  }
}
