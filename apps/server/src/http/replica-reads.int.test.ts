import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres-driver.ts';
import { commitLsnRecorder, parseLsn } from '../db/read-your-writes.ts';
import { freePort } from '../chaos/harness.ts';
import { startReplicaPair, type TestReplicaPair } from '../test/test-replica.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { READ_AFTER_COOKIE } from './replica-reads.ts';
import { newRegistration } from '../test/sample-people.ts';

/**
 * A real streaming replica (a throw-away primary and a pg_basebackup -R standby of it, started
 * here, test/test-replica.ts) behind DATABASE_READ_URL: GETs go to the standby, writes and RPCs
 * to the primary, and a member reads their own writes while the standby's replay is paused.
 * PostgreSQL only (PGlite has no replica); CI runs it (.ci/run provides the server binaries).
 */
const secret = 'replica-test-secret-0123456789-abcdefghij';
const password = 'a quiet river at dawn';

// Exposed alone (DB_SCHEMAS): a member's notes, and which server answered.
const fixture = `
create schema replica_test;
grant usage on schema replica_test to anon, authenticated;
create function replica_test.in_recovery() returns boolean
  language sql stable as $$ select pg_is_in_recovery() $$;
grant execute on function replica_test.in_recovery() to anon, authenticated;
create table replica_test.notes (
  id bigint generated always as identity primary key,
  owner uuid not null default auth.uid() references auth.users (id),
  body text not null check (length(body) <= 200)
);
alter table replica_test.notes enable row level security;
create policy own_notes on replica_test.notes to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
grant select, insert on replica_test.notes to authenticated;
`;

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads on a streaming replica', () => {
  let pair: TestReplicaPair;
  let primary: Database;
  let replica: Database;
  let config: Config;
  let app: FastifyInstance;
  /** A second server on the same databases: its memory knows nothing of the first's writes. */
  let other: FastifyInstance;
  let dataDir: string;
  let writer: TestUser;
  let reader: TestUser;
  const tokens = new Map<TestUser, string>();

  /** The standby has replayed everything the primary wrote so far. */
  async function caughtUp(): Promise<void> {
    const [row] = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    const target = parseLsn(row!.lsn)!;
    for (let i = 0; i < 500; i++) {
      const [r] = await replica.query<{ lsn: string }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      // The server trusts a replay position for 10 ms: let that pass too.
      if (parseLsn(r!.lsn)! >= target) return new Promise((resolve) => setTimeout(resolve, 15));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the standby did not catch up within 5 s');
  }

  beforeAll(async () => {
    const started = performance.now();
    pair = await startReplicaPair();
    const authenticator = new URL(pair.primaryUrl);
    authenticator.username = 'authenticator';
    // As main.ts opens them with DATABASE_READ_URL set (db/open-database.ts).
    primary = openPostgres({
      url: pair.primaryUrl,
      maxConnections: 5,
      requestUrl: authenticator.toString(),
      commitLsn: commitLsnRecorder,
    });
    replica = openPostgres({ url: pair.standbyUrl, maxConnections: 5 });
    await migrate(primary);
    await primary.execScript(fixture);
    writer = await createTestUser(primary);
    reader = await createTestUser(primary);
    for (const user of [writer, reader]) {
      tokens.set(user, await accessTokenFor(secret, user));
    }
    await caughtUp();
    dataDir = await mkdtemp(join(tmpdir(), 'athcare-replica-data-'));
    config = loadConfig({
      JWT_SECRET: secret,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DB_SCHEMAS: 'replica_test',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    });
    app = await buildApp({ config, db: primary, readDb: replica });
    other = await buildApp({ config, db: primary, readDb: replica });
    console.log(`replica pair and apps ready in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  afterAll(async () => {
    // Replay must not stay paused whatever failed (stop is immediate anyway).
    await replica?.query('select pg_wal_replay_resume()').catch(() => undefined);
    await app?.close();
    await other?.close();
    await replica?.close();
    await primary?.close();
    await pair?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const request = (
    server: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    as: TestUser | null,
    options: { body?: unknown; cookie?: string } = {},
  ) =>
    server.inject({
      method,
      url,
      headers: {
        [method === 'GET' ? 'accept-profile' : 'content-profile']: 'replica_test',
        prefer: 'return=representation',
        ...(as ? { authorization: `Bearer ${tokens.get(as)!}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: `${READ_AFTER_COOKIE}=${options.cookie}` } : {}),
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
  /** Which server answered a GET (true: the standby) for this member. */
  const readsFromStandby = async (
    as: TestUser | null,
    server: FastifyInstance = app,
    cookie?: string,
  ) => {
    const res = await request(server, 'GET', '/api/rpc/in_recovery', as, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<boolean>();
  };
  const notesOf = async (as: TestUser, server: FastifyInstance = app, cookie?: string) => {
    const res = await request(server, 'GET', '/api/notes?select=body&order=id', as, { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<{ body: string }[]>().map((n) => n.body);
  };
  const readAfterCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === READ_AFTER_COOKIE)?.value;

  it('sends GETs to the standby, and writes and RPCs to the primary', async () => {
    expect(await readsFromStandby(null)).toBe(true);
    expect(await readsFromStandby(reader)).toBe(true);
    // An RPC by POST runs on the primary (anonymous: nothing to wait for afterwards).
    const rpc = await request(app, 'POST', '/api/rpc/in_recovery', null, { body: {} });
    expect(rpc.statusCode).toBe(200);
    expect(rpc.json()).toBe(false);
    // A write the standby would refuse (read-only) succeeds: it ran on the primary.
    const write = await request(app, 'POST', '/api/notes', writer, { body: { body: 'first' } });
    expect(write.statusCode).toBe(201);
    expect(readAfterCookie(write)).toMatch(/^[0-9a-f]+\.[\w-]+$/);
    await caughtUp();
    // Once the standby has replayed the write, the writer's reads are back on it.
    expect(await readsFromStandby(writer)).toBe(true);
    expect(await notesOf(writer)).toEqual(['first']);
  });

  it('lets a member read their own write at once while replay is paused; others stay on the standby', async () => {
    await replica.query('select pg_wal_replay_pause()');
    const write = await request(app, 'POST', '/api/notes', writer, {
      body: { body: 'while paused' },
    });
    expect(write.statusCode).toBe(201);
    const cookie = readAfterCookie(write)!;
    // The standby really has not got it.
    const [onStandby] = await replica.query<{ n: number }>(
      "select count(*)::int as n from replica_test.notes where body = 'while paused'",
    );
    expect(onStandby!.n).toBe(0);

    // The writer's session (the same server remembers it; no cookie needed) reads the primary.
    expect(await notesOf(writer)).toEqual(['first', 'while paused']);
    expect(await readsFromStandby(writer)).toBe(false);
    // Another member keeps reading from the standby.
    expect(await readsFromStandby(reader)).toBe(true);
    expect(await notesOf(reader)).toEqual([]);

    // Another server knows nothing of the write but the cookie the browser sends back.
    expect(await readsFromStandby(writer, other)).toBe(true);
    expect(await notesOf(writer, other)).toEqual(['first']);
    expect(await readsFromStandby(writer, other, cookie)).toBe(false);
    expect(await notesOf(writer, other, cookie)).toEqual(['first', 'while paused']);
    // A made-up cookie (its signature does not match) counts for nothing.
    const [lsn] = cookie.split('.');
    const forged = `${(BigInt(`0x${lsn}`) * 2n).toString(16)}.${cookie.split('.')[1]}`;
    expect(await readsFromStandby(reader, other, forged)).toBe(true);

    // Replay resumes: once the standby has the write, the writer reads from it again.
    await replica.query('select pg_wal_replay_resume()');
    await caughtUp();
    expect(await readsFromStandby(writer)).toBe(true);
    expect(await notesOf(writer)).toEqual(['first', 'while paused']);
    expect(await readsFromStandby(writer, other, cookie)).toBe(true);
  });

  it('does the same in the server as deployed (main.ts with DATABASE_READ_URL)', async () => {
    const port = await freePort();
    const authenticator = new URL(pair.primaryUrl);
    authenticator.username = 'authenticator';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: pair.primaryUrl,
        DATABASE_AUTHENTICATOR_URL: authenticator.toString(),
        DATABASE_READ_URL: pair.standbyUrl,
        JWT_SECRET: secret,
        DB_SCHEMAS: 'replica_test',
        DATA_DIR: join(dataDir, 'main'),
        WEB_DIST_DIR: '/nonexistent-web-dist',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}/api`;
      for (let i = 0; i < 300; i++) {
        const up = await fetch(`${base}/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const call = async (method: 'GET' | 'POST', path: string, as: TestUser, body?: unknown) => {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${tokens.get(as)!}`,
            [method === 'GET' ? 'accept-profile' : 'content-profile']: 'replica_test',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await res.text();
        return { status: res.status, json: (text ? JSON.parse(text) : null) as unknown };
      };
      expect((await call('GET', '/rpc/in_recovery', writer)).json).toBe(true);
      await replica.query('select pg_wal_replay_pause()');
      expect((await call('POST', '/notes', writer, { body: 'from main' })).status).toBe(201);
      expect((await call('GET', '/rpc/in_recovery', writer)).json).toBe(false);
      const notes = (await call('GET', '/notes?select=body', writer)).json as { body: string }[];
      expect(notes.map((n) => n.body)).toContain('from main');
      expect((await call('GET', '/rpc/in_recovery', reader)).json).toBe(true);
      await replica.query('select pg_wal_replay_resume()');
      await caughtUp();
      expect((await call('GET', '/rpc/in_recovery', writer)).json).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('lets a member who just signed up and signed in read at once while replay is paused', async () => {
    await replica.query('select pg_wal_replay_pause()');
    const person = newRegistration(password);
    const post = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    expect((await post('/api/rpc/register', person)).statusCode).toBe(200);
    const login = await post('/api/rpc/login', { identifier: person.email, password });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    // On the standby the new session does not exist yet: the request would be refused (401).
    // The session is remembered with the sign-in's writes, so it reads from the primary.
    const res = await app.inject({
      method: 'GET',
      url: '/api/rpc/in_recovery',
      headers: { authorization: `Bearer ${token}`, 'accept-profile': 'replica_test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
    await replica.query('select pg_wal_replay_resume()');
  });
});
