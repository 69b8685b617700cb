import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

describe.each(testEngines)('request ids and log hygiene on %s', (engine) => {
  const t = useTestDatabase(engine);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-obs-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function appWithLogs(env: Record<string, string> = {}) {
    const raw: string[] = [];
    const config = loadConfig({
      JWT_SECRET: 'observability-test-secret-0123456789-abc',
      DATA_DIR: dir,
      WEB_DIST_DIR: '/nonexistent',
      NODE_ENV: 'development',
      // Everything the server can say, so the hygiene check sees every line.
      LOG_LEVEL: 'trace',
      ...env,
    });
    const app = await buildApp({
      config,
      db: t.db,
      logger: true,
      logStream: { write: (line) => void raw.push(line) },
    });
    const lines = () => raw.map((line) => JSON.parse(line) as LogLine);
    return { app, raw, lines };
  }

  it('gives each request its own id, on every log line and in X-Request-Id', async () => {
    const { app, lines } = await appWithLogs();
    app.get('/api/test-chatty', (request) => {
      request.log.info('first step');
      request.log.info('second step');
      return { ok: true };
    });
    const a = await app.inject({ url: '/api/test-chatty' });
    const b = await app.inject({ url: '/api/test-chatty' });
    await app.close();
    const idA = a.headers['x-request-id'];
    const idB = b.headers['x-request-id'];
    expect(idA).toMatch(/^[0-9a-f-]{36}$/);
    expect(idB).toMatch(/^[0-9a-f-]{36}$/);
    expect(idA).not.toBe(idB);
    const ofA = lines().filter((line) => line.reqId === idA);
    expect(ofA.map((line) => line.msg)).toEqual(['first step', 'second step', 'request completed']);
    expect(lines().filter((line) => line.reqId === idB)).toHaveLength(3);
  });

  it("takes a proxy's well-formed id only when a proxy is trusted", async () => {
    const sent = 'edge-4f2a9c1e-trace';
    const untrusted = await appWithLogs();
    const own = await untrusted.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': sent },
    });
    await untrusted.app.close();
    expect(own.headers['x-request-id']).not.toBe(sent);

    const trusted = await appWithLogs({ TRUST_PROXY_HOPS: '1' });
    const kept = await trusted.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': sent },
    });
    const junk = await trusted.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u00e9 with spaces' },
    });
    await trusted.app.close();
    expect(kept.headers['x-request-id']).toBe(sent);
    expect(trusted.lines().some((line) => line.reqId === sent)).toBe(true);
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs no password, token, cookie or file content through register, login and upload', async () => {
    const { app, raw } = await appWithLogs();
    const tag = randomBytes(4).toString('hex');
    const password = `Secret-Passw0rd-${tag}-unguessable`;
    const person = {
      first_name: 'Meera',
      last_name: 'Pillai',
      username: `meera${tag}`,
      email: `meera.${tag}@example.in`,
      password,
    };
    const json = { 'content-type': 'application/json' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/rpc/register',
      headers: json,
      payload: JSON.stringify(person),
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const login = await app.inject({
      method: 'POST',
      url: '/api/rpc/login',
      headers: json,
      payload: JSON.stringify({ identifier: person.email, password }),
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    const refresh = login.cookies.find((c) => c.name === 'athcare_refresh_token')?.value;
    expect(refresh).toBeTruthy();
    const [user] = await t.db.query<{ id: string }>('select id from auth.users where email = $1', [
      person.email,
    ]);
    await t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [user!.id],
    );

    const diagnosis = `HbA1c 9.1 diabetes-${tag}`;
    const filename = `biopsy-report-${tag}.txt`;
    const boundary = `----athcare${tag}`;
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: text/plain\r\n\r\n${diagnosis}\r\n--${boundary}--\r\n`,
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/locker/files',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
        cookie: `athcare_refresh_token=${refresh}`,
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = upload.json<{ id: string }>().id;
    const download = await app.inject({
      url: `/api/locker/files/${fileId}/content`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.body).toBe(diagnosis);
    // A failed login's attempted password must not be logged either.
    const wrongPassword = `Wrong-${tag}-passphrase`;
    await app.inject({
      method: 'POST',
      url: '/api/rpc/login',
      headers: json,
      payload: JSON.stringify({ identifier: person.email, password: wrongPassword }),
    });
    await app.close();

    const log = raw.join('');
    expect(raw.length).toBeGreaterThan(5);
    for (const secret of [password, wrongPassword, token, refresh!, diagnosis, filename]) {
      expect(log.includes(secret), `log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});
