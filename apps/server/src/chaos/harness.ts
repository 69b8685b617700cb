import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { signAccessToken } from '../auth/jwt.ts';
import type { Database } from '../db/database.ts';
import { createTestUser } from '../test/test-users.ts';

/**
 * Real server processes for the fault-injection suite (`npm run chaos`) and its smaller tests:
 * `src/main.ts` spawned with an environment, as deployed (the way cluster.int.test.ts does), so
 * a kill -9 is a real crash.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
export const chaosJwtSecret = 'chaos-secret-chaos-secret-chaos-secret-0123';

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sha256 = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex');

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  /** Lines the server wrote to stdout and stderr (its logs). */
  readonly log: string[];
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** The environment every chaos server shares; `env` adds or replaces entries. */
export function serverEnv(env: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    JWT_SECRET: chaosJwtSecret,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    HOST: '127.0.0.1',
    // All the load comes from one client here; the per-client gate would refuse most of it.
    CLIENT_MAX_CONCURRENT: '256',
    CLIENT_MAX_QUEUED: '1024',
    ...env,
  };
}

/** Starts `src/main.ts` and waits (up to `readyMs`) until /api/health answers 200. */
export async function startServer(
  env: Record<string, string>,
  readyMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const log: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: serverEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) =>
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('\n')}`);
    const up = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in ${readyMs} ms:\n${log.join('\n')}`);
    }
    await sleep(100);
  }
  return {
    url,
    port,
    log,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Member {
  id: string;
  token: string;
  auth: { authorization: string };
}

/** A member created in the database with a signed access token (no argon2 on the way). */
export async function createMember(
  db: Database,
  options: { medilocker?: boolean } = {},
): Promise<Member> {
  const user = await createTestUser(db);
  if (options.medilocker) {
    await db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [user.id],
    );
  }
  const token = await signAccessToken(
    { secret: chaosJwtSecret, audience: 'athcare' },
    { sub: user.id, role: 'authenticated', app_roles: user.appRoles, sid: user.sessionId },
    3600,
  );
  return { id: user.id, token, auth: { authorization: `Bearer ${token}` } };
}

/** Fictional plain-text content of about `bytes` bytes, unique per call. */
export function fictionalText(bytes: number): Buffer {
  const line = `Fictional lab note ${randomBytes(8).toString('hex')}: haemoglobin 13.5 g/dL.\n`;
  return Buffer.from(line.repeat(Math.ceil(bytes / line.length))).subarray(0, bytes);
}

/** POST /api/locker/files with a text file; the status and, on 201, the row. */
export async function uploadFile(
  url: string,
  member: Member,
  name: string,
  content: Buffer,
  timeoutMs = 30_000,
): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  try {
    const res = await fetch(`${url}/api/locker/files`, {
      method: 'POST',
      headers: member.auth,
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text (a partial answer shows here)
    }
    return { status: res.status, body, retryAfter: res.headers.get('retry-after') };
  } catch (error) {
    return { status: 0, body: String((error as Error).name), retryAfter: null };
  }
}

/** One scenario's verdict with its figures, printed as one PASS/FAIL line. */
export interface Verdict {
  name: string;
  pass: boolean;
  figures: Record<string, number | string>;
  problems: string[];
}

export function verdict(
  name: string,
  figures: Record<string, number | string>,
  problems: string[],
): Verdict {
  return { name, pass: problems.length === 0, figures, problems };
}
