import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './test/sse-client.ts';
import { startTestS3, type TestS3 } from './test/test-s3-server.ts';
import { useTestDatabase } from './test/test-database.ts';
import { newRegistration } from './test/sample-people.ts';

/**
 * Two server processes (`src/main.ts`, as deployed) behind a small round-robin load balancer,
 * sharing one PostgreSQL database, Redis and an S3-compatible server: whatever one server starts,
 * the other carries on. PostgreSQL server only (the embedded engine is one process by design).
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const password = 'a quiet river at dawn';

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Forwards each request to the next server in turn, naming it in `x-served-by`. */
function roundRobin(backends: { name: string; port: number }[]): Server {
  let next = 0;
  return createServer((req, res) => {
    const backend = backends[next++ % backends.length]!;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-served-by': backend.name,
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers behind a load balancer', () => {
  const t = useTestDatabase('postgres');
  let s3: TestS3;
  let work: string;
  const servers: { name: 'a' | 'b'; port: number; process: ChildProcess }[] = [];
  let balancer: Server;
  let lb: string;
  const url = (name: 'a' | 'b') => `http://127.0.0.1:${servers.find((s) => s.name === name)!.port}`;

  beforeAll(async () => {
    s3 = await startTestS3();
    work = await mkdtemp(join(tmpdir(), 'athcare-cluster-'));
    const authenticator = new URL(t.url!);
    authenticator.username = 'authenticator';
    const shared = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.url!,
      DATABASE_AUTHENTICATOR_URL: authenticator.toString(),
      JWT_SECRET: 'cluster-secret-cluster-secret-cluster-secret',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_PREFIX: `athcare-cluster-${randomBytes(6).toString('hex')}:`,
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      TRUST_PROXY_HOPS: '1',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    };
    for (const name of ['a', 'b'] as const) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: { ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, name) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push({ name, port, process: child });
    }
    for (const { port } of servers) {
      for (let i = 0; i < 300; i++) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    balancer = roundRobin(servers.map(({ name, port }) => ({ name, port })));
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    lb = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    balancer?.close();
    await Promise.all(
      servers.map(
        ({ process: child }) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await s3?.close();
    await rm(work, { recursive: true, force: true });
  });

  const post = (base: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const refreshCookie = (res: Response) =>
    /athcare_refresh_token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

  async function registerOn(base: string) {
    const person = newRegistration(password);
    const res = await post(base, '/api/rpc/register', person);
    expect(res.status, await res.clone().text()).toBe(200);
    return { ...person, id: (await res.json()) as string };
  }
  async function loginOn(base: string, email: string) {
    const res = await post(base, '/api/rpc/login', { identifier: email, password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string };
    return { accessToken: body.access_token, refresh: refreshCookie(res)! };
  }

  it('alternates requests between the two servers', async () => {
    const servedBy = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${lb}/api/health`);
      expect(res.status).toBe(200);
      servedBy.push(res.headers.get('x-served-by'));
    }
    expect(new Set(servedBy)).toEqual(new Set(['a', 'b']));
  });

  it('a session started on one server works on the other', async () => {
    const person = await registerOn(url('a'));
    const { accessToken } = await loginOn(url('b'), person.email);
    const res = await fetch(`${url('a')}/api/profile?select=username`, {
      headers: { authorization: `Bearer ${accessToken}`, 'accept-profile': 'pgusers' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ username: person.username }]);
  });

  it('refresh rotation and family revocation hold across servers', async () => {
    const person = await registerOn(url('a'));
    const { refresh: t0 } = await loginOn(url('a'), person.email);
    const cookie = (token: string) => ({ cookie: `athcare_refresh_token=${token}` });
    const r1 = await post(url('b'), '/api/rpc/refresh_token', undefined, cookie(t0));
    expect(r1.status).toBe(200);
    const t1 = refreshCookie(r1)!;
    const r2 = await post(url('a'), '/api/rpc/refresh_token', undefined, cookie(t1));
    expect(r2.status).toBe(200);
    const t2 = refreshCookie(r2)!;
    // t0 replayed on the other server: theft, and the whole family ends on both.
    expect((await post(url('b'), '/api/rpc/refresh_token', undefined, cookie(t0))).status).toBe(
      401,
    );
    expect((await post(url('a'), '/api/rpc/refresh_token', undefined, cookie(t2))).status).toBe(
      401,
    );
  });

  it('shares login rate limits through Redis', async () => {
    const person = await registerOn(url('a'));
    const wrong = (base: string) =>
      post(base, '/api/rpc/login', { identifier: person.email, password: 'not the password' });
    expect((await wrong(url('a'))).status).toBe(400);
    expect((await wrong(url('b'))).status).toBe(400);
    expect((await wrong(url('a'))).status).toBe(400);
    const limited = await wrong(url('b'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('a file uploaded through one server downloads from the other, byte for byte', async () => {
    const person = await registerOn(url('a'));
    await t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [person.id],
    );
    const { accessToken } = await loginOn(url('a'), person.email);
    const content = `Fictional lab report ${randomBytes(8).toString('hex')}\n`.repeat(200);
    const form = new FormData();
    form.append('name', 'report.txt');
    form.append('file', new Blob([content], { type: 'text/plain' }), 'report.txt');
    const uploaded = await fetch(`${url('a')}/api/locker/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const downloaded = await fetch(`${url('b')}/api/locker/files/${id}/content`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe(content);
  });

  it('a live event reaches a stream opened on the other server', async () => {
    const person = await registerOn(url('a'));
    const { accessToken } = await loginOn(url('a'), person.email);
    const ticket = await post(url('a'), '/api/events/ticket', undefined, {
      authorization: `Bearer ${accessToken}`,
    });
    expect(ticket.status).toBe(201);
    const { ticket: value } = (await ticket.json()) as { ticket: string };
    const stream = await openStream(`${url('b')}/api/events?ticket=${value}`);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'ready', data: {} });
      const [row] = await t.db.query<{ id: number }>('select auth.notify($1, $2) as id', [
        person.id,
        'Your booking is confirmed',
      ]);
      expect(await stream.next()).toEqual({ event: 'notification', data: { id: row!.id } });
    } finally {
      stream.close();
    }
  });
});
