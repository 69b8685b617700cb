// Starts the production server (apps/server/src/main.ts with NODE_ENV=production) in a process of
// its own on a fresh PostgreSQL database, so that the load generator does not share its event
// loop and its RSS can be read from /proc. Shared by `npm run load`, `npm run bench:logins` and
// `npm run bench:login-storm`.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { createAccount } from '../../apps/server/src/auth/auth-sql.ts';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';
import { callIn } from '../../apps/server/src/http/sql-function.ts';

export interface Member {
  id: string;
  email: string;
  password: string;
}

export interface RunningServer {
  base: string;
  /** The server's database, as its owner. */
  databaseUrl: string;
  pid: number;
  members: Member[];
  /** The server's resident set size in bytes (Linux /proc), or NaN when unreadable. */
  rss(): number;
  /**
   * CPU seconds used so far (Linux /proc): the server's main thread, its other threads (the
   * libuv pool where passwords are hashed, GC, compiler), and the PostgreSQL backends serving
   * this database (those alive now).
   */
  cpu(): { main: number; threads: number; postgres: number };
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database `dbName` on BENCH_DATABASE_URL's server, the production server on it (demo data
 * when `seedDemo`), then `members` extra member accounts sharing one password.
 */
export async function startProductionServer(options: {
  dbName: string;
  members: number;
  seedDemo: boolean;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${options.dbName} with (force)`);
  await admin.unsafe(`create database ${options.dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${options.dbName}`;

  const dataDir = mkdtempSync(join(tmpdir(), 'athcare-bench-server-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'apps/server/src/main.ts')],
    {
      cwd: join(repoRoot, 'apps/server'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        BANK_DETAILS_KEY: randomBytes(32).toString('hex'),
        SEED_DEMO: options.seedDemo ? '1' : '0',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server not ready after 180 s:\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  // The extra members: one hash for all (they share a password), made straight in the database.
  const password = `Bench-${randomBytes(6).toString('hex')}`;
  const passwordHash = await hashPassword(password);
  const owner = openPostgres({ url: url.toString(), maxConnections: 1 });
  const members: Member[] = [];
  await owner.transaction(async (tx) => {
    for (let i = 0; i < options.members; i++) {
      const id = randomUUID();
      const username = `bench${i}x${id.slice(0, 6)}`;
      const email = `${username}@example.test`;
      await callIn(tx, createAccount, {
        id,
        email,
        username,
        first_name: 'Bench',
        middle_name: null,
        last_name: `Member ${i}`,
        password_hash: passwordHash,
        app_roles: [],
        email_verified: true,
      });
      members.push({ id, email, password });
    }
  });
  await owner.query('analyze');
  await owner.close();

  const pid = child.pid ?? -1;
  return {
    base,
    databaseUrl: url.toString(),
    pid,
    members,
    rss() {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : NaN;
      } catch {
        return NaN;
      }
    },
    cpu() {
      const ticks = (stat: string) => {
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, USER_HZ = 100
      };
      let main = 0;
      let threads = 0;
      let pg = 0;
      try {
        for (const tid of readdirSync(`/proc/${pid}/task`)) {
          const t = ticks(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
          if (Number(tid) === pid) main += t;
          else threads += t;
        }
        for (const other of readdirSync('/proc')) {
          if (!/^\d+$/.test(other)) continue;
          try {
            const cmdline = readFileSync(`/proc/${other}/cmdline`, 'utf8');
            if (cmdline.startsWith('postgres:') && cmdline.includes(` ${options.dbName} `))
              pg += ticks(readFileSync(`/proc/${other}/stat`, 'utf8'));
          } catch {
            // the process ended meanwhile
          }
        }
      } catch {
        return { main: NaN, threads: NaN, postgres: NaN };
      }
      return { main, threads, postgres: pg };
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      await admin.unsafe(`drop database if exists ${options.dbName} with (force)`);
      await admin.end();
    },
  };
}
