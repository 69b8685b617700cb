import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { newRegistration } from '../test/sample-people.ts';

const PASSWORD = 'Correct horse battery 42';

describe.each(testEngines)('login and taken-check limits on %s', (engine) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let ipCount = 0;
  const nextIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

  const post = (url: string, payload: object, ip: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  async function register() {
    const person = newRegistration(PASSWORD);
    expect((await post('/api/rpc/register', person, nextIp())).statusCode).toBe(200);
    return person;
  }

  beforeAll(async () => {
    ({ app, close } = await createTestApp(engine, 'login-limits-test-secret-0123456789abcdef', {
      TRUST_PROXY_HOPS: '1',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_ACCOUNT_HOURLY: '5',
      TAKEN_CHECK_LIMIT_PER_IP: '3',
      FIND_MEMBER_LIMIT_PER_IP: '3',
    }));
  });
  afterAll(() => close?.());

  it('counts the email and the username of one account in one bucket', async () => {
    const p = await register();
    const ip = nextIp();
    const wrong = (identifier: string) =>
      post('/api/rpc/login', { identifier, password: 'not the password 1' }, ip);
    expect((await wrong(p.email)).statusCode).toBe(400);
    expect((await wrong(p.username)).statusCode).toBe(400);
    expect((await wrong(p.email.toUpperCase())).statusCode).toBe(400);
    expect((await wrong(p.username)).statusCode).toBe(429);
  });

  it('backs off one account across IPs', async () => {
    const p = await register();
    for (let i = 0; i < 5; i++) {
      const r = await post(
        '/api/rpc/login',
        { identifier: p.email, password: 'not the password 1' },
        nextIp(),
      );
      expect(r.statusCode).toBe(400);
    }
    const sixth = await post(
      '/api/rpc/login',
      { identifier: p.username, password: PASSWORD },
      nextIp(),
    );
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('limits the anonymous taken-checks per IP', async () => {
    const ip = nextIp();
    const check = (from: string) =>
      post('/api/rpc/check_email_taken', { email: 'someone@example.in' }, from);
    for (let i = 0; i < 3; i++) expect((await check(ip)).statusCode).toBe(200);
    const over = await check(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'PGRST429' });
    expect((await check(nextIp())).statusCode).toBe(200);
    const user = (from: string) =>
      post('/api/rpc/check_username_taken', { username: 'someone' }, from);
    for (let i = 0; i < 3; i++) await user(ip);
    expect((await user(ip)).statusCode).toBe(429);
  });

  it('limits find_member per IP for signed-in callers', async () => {
    const p = await register();
    const login = await post(
      '/api/rpc/login',
      { identifier: p.email, password: PASSWORD },
      nextIp(),
    );
    const token = login.json<{ access_token: string }>().access_token;
    const ip = nextIp();
    const find = (from: string) =>
      app.inject({
        method: 'POST',
        url: '/api/rpc/find_member',
        headers: {
          'x-forwarded-for': from,
          'content-type': 'application/json',
          'content-profile': 'pgusers',
          authorization: `Bearer ${token}`,
        },
        payload: JSON.stringify({ username: p.username }),
      });
    for (let i = 0; i < 3; i++) {
      const found = await find(ip);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject([{ username: p.username }]);
    }
    const over = await find(ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'PGRST429' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await find(nextIp())).statusCode).toBe(200);
  });
});
