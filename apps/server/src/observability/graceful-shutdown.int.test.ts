import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainScript = fileURLToPath(new URL('../main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One request on its own connection (no keep-alive), so each is a separate in-flight request. */
function send(
  port: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('graceful shutdown of the real server (PGlite)', () => {
  let dir: string;
  let port: number;
  let child: ChildProcess;
  let output = '';
  let exited: Promise<number | null>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-shutdown-'));
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        JWT_SECRET: 'shutdown-test-secret-0123456789-abcdefg',
        LOGIN_LIMIT_PER_ACCOUNT: '1000',
        LOGIN_LIMIT_PER_IP: '1000',
        LOGIN_LIMIT_PER_ACCOUNT_HOURLY: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const until = Date.now() + 150_000;
    for (;;) {
      const ready = await send(port, 'GET', '/api/ready').catch(() => undefined);
      if (ready?.status === 200) break;
      if (Date.now() > until || child.exitCode !== null)
        throw new Error(`server did not become ready:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every in-flight request, then exits 0 on SIGTERM', async () => {
    const password = 'Monsoon tea on the veranda 42';
    const person = {
      first_name: 'Asha',
      last_name: 'Rao',
      username: `asha${Date.now()}`,
      email: `asha.${Date.now()}@example.in`,
      password,
    };
    const registered = await send(port, 'POST', '/api/rpc/register', person);
    expect(registered.status, registered.body).toBeLessThan(300);
    await send(port, 'GET', '/api/health');

    // Logins hash with argon2id: slow enough that most are still running when SIGTERM lands.
    const logins = Array.from({ length: 16 }, () =>
      send(port, 'POST', '/api/rpc/login', { identifier: person.email, password }),
    );
    await Promise.race(logins.map((p) => p.catch(() => undefined)));
    const stillRunning = (
      await Promise.all(
        logins.map((p) =>
          Promise.race([p.then(() => false), new Promise<boolean>((r) => setImmediate(r, true))]),
        ),
      )
    ).filter(Boolean).length;
    child.kill('SIGTERM');

    const settled = await Promise.allSettled(logins);
    const lost = settled.filter((s) => s.status === 'rejected');
    expect(
      lost.map((s) => String(s.reason)),
      output,
    ).toEqual([]);
    const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(stillRunning, 'requests in flight when SIGTERM was sent').toBeGreaterThan(0);
    for (const answer of answers) expect(answer.status, answer.body).toBe(200);
    expect(await exited, output).toBe(0);
    expect(output).toContain('shut down cleanly');
    // Closed: no new connection is accepted.
    await expect(send(port, 'GET', '/api/health')).rejects.toThrow();
  }, 120_000);
});
