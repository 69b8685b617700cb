import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidCredentialsMessage, passwordTooCommonMessage } from '@athcare/shared/auth.schema';
import { messages } from '@athcare/shared/messages';
import { DEMO_PASSWORD, demoAccounts, seed } from '../../db/seed/10_accounts.ts';
import { mulberry32 } from '../../db/seed/run-seeds.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import { verifyAccessToken } from './jwt.ts';
import { REFRESH_COOKIE } from './auth-routes.ts';

const PASSWORD = 'a quiet river at dawn';
let ipCounter = 0;
/** A fresh client address per scenario, so that rate limits of one test do not touch another. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    DATA_DIR: join(tmpdir(), 'athcare-auth-test'),
    // As deployed behind one reverse proxy: its X-Forwarded-For/-Proto name the client.
    TRUST_PROXY_HOPS: '1',
    WEB_DIST_DIR: '/nonexistent',
    ...overrides,
  });
}

function newPerson() {
  const tag = randomBytes(4).toString('hex');
  return {
    first_name: 'Meera',
    middle_name: 'K',
    last_name: 'Pillai',
    username: `meera${tag}`,
    email: `meera.${tag}@example.in`,
    password: PASSWORD,
  };
}

describe.each(testEngines)('auth routes on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    config = testConfig();
    app = await buildApp({ config, db: t.db });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (
    url: string,
    payload?: object,
    opts: { ip?: string; cookie?: string; bearer?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'x-forwarded-for': opts.ip ?? nextIp(),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(opts.cookie ? { cookie: `${REFRESH_COOKIE}=${opts.cookie}` } : {}),
        ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const refreshCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;

  /** Trades a refresh token (the cookie) for a new one. */
  const refresh = (cookie: string) => post('/api/rpc/refresh_token', undefined, { cookie });
  /** The audit log's rows of one event of the user. */
  const auditEvents = (userId: string, event: string) =>
    t.db.query('select 1 from auth.audit_log where user_id = $1 and event = $2', [userId, event]);

  async function registerAndLogin() {
    const person = newPerson();
    const reg = await post('/api/rpc/register', person);
    expect(reg.statusCode).toBe(200);
    const login = await post('/api/rpc/login', { identifier: person.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return { person, id: reg.json<string>(), login, token: refreshCookie(login)! };
  }

  describe('register', () => {
    it('creates the account and answers its uuid as a JSON string', async () => {
      const person = newPerson();
      const res = await post('/api/rpc/register', person);
      expect(res.statusCode).toBe(200);
      const id = res.json<string>();
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const [profile] = await t.db.query<{ username: string; email: string; middle_name: string }>(
        'select username, email, middle_name from pgusers.profile where id = $1',
        [id],
      );
      expect(profile).toEqual({ username: person.username, email: person.email, middle_name: 'K' });
      const [cred] = await t.db.query<{ password_hash: string }>(
        'select password_hash from auth.credentials where user_id = $1',
        [id],
      );
      expect(cred?.password_hash).toMatch(/^\$argon2id\$/);
      const events = await auditEvents(id, 'register');
      expect(events).toHaveLength(1);
    });

    it('accepts camelCase keys too', async () => {
      const p = newPerson();
      const res = await post('/api/rpc/register', {
        firstName: p.first_name,
        lastName: p.last_name,
        username: p.username,
        email: p.email,
        password: p.password,
      });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      [{ email: 'not-an-email' }, messages.invalidEmail, 'email'],
      [{ username: 'has space' }, messages.usernameFormat, 'username'],
      [{ username: 'under_score' }, messages.usernameFormat, 'username'],
      [{ username: 'ab' }, 'Username must be at least 3 characters long.', 'username'],
      [{ username: 'a'.repeat(51) }, 'Username must be at most 50 characters long.', 'username'],
      [{ first_name: '' }, 'First name is required.', 'first_name'],
      [{ last_name: 'x'.repeat(26) }, 'Last name must be at most 25 characters long.', 'last_name'],
      [
        { middle_name: 'x'.repeat(26) },
        'Middle name must be at most 25 characters long.',
        'middle_name',
      ],
      [{ password: 'short' }, messages.passwordTooShort, 'password'],
      [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters long.', 'password'],
      [{ password: 'Password123' }, passwordTooCommonMessage, 'password'],
    ])('refuses %o with the spec message', async (patch, message, details) => {
      const res = await post('/api/rpc/register', { ...newPerson(), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: '22023', message, details, hint: null });
    });

    it('answers 409 for a taken email or username, whatever the case', async () => {
      const first = newPerson();
      expect((await post('/api/rpc/register', first)).statusCode).toBe(200);
      const sameEmail = await post('/api/rpc/register', {
        ...newPerson(),
        email: first.email.toUpperCase(),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({
        code: '23505',
        message: messages.emailTaken,
        details: 'email',
        hint: null,
      });
      const sameUsername = await post('/api/rpc/register', {
        ...newPerson(),
        username: first.username.toUpperCase(),
      });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json()).toMatchObject({
        message: messages.usernameTaken,
        details: 'username',
      });
    });
  });

  describe('login', () => {
    it('answers tokens and the session user, and sets the refresh cookie', async () => {
      const person = newPerson();
      const id = (await post('/api/rpc/register', person)).json<string>();
      for (const identifier of [person.email, person.username.toUpperCase()]) {
        const res = await post('/api/rpc/login', { identifier, password: PASSWORD });
        expect(res.statusCode).toBe(200);
        const body = res.json<Record<string, unknown>>();
        expect(body).toMatchObject({
          auth_id: id,
          user: {
            id,
            first_name: 'Meera',
            middle_name: 'K',
            last_name: 'Pillai',
            username: person.username,
            email: person.email,
            app_roles: [],
          },
        });
        const claims = await verifyAccessToken(
          { secret: config.JWT_SECRET, audience: config.JWT_AUD },
          body.access_token as string,
        );
        expect(claims).toMatchObject({
          sub: id,
          role: 'authenticated',
          app_roles: [],
          aud: config.JWT_AUD,
        });
        expect((claims.exp as number) - (claims.iat as number)).toBe(900);
        expect(typeof claims.sid).toBe('string');
        const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
        expect(cookie).toMatchObject({
          value: body.refresh_token,
          path: '/api/rpc',
          httpOnly: true,
          sameSite: 'Lax',
        });
        expect(cookie?.maxAge).toBe(7 * 24 * 3600);
        expect(Buffer.from(body.refresh_token as string, 'base64url')).toHaveLength(32);
      }
      const [p] = await t.db.query<{ seen: boolean }>(
        'select last_login_at is not null as seen from pgusers.profile where id = $1',
        [id],
      );
      expect(p?.seen).toBe(true);
    });

    it('marks the cookie Secure behind https', async () => {
      const person = newPerson();
      await post('/api/rpc/register', person);
      const res = await app.inject({
        method: 'POST',
        url: '/api/rpc/login',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-proto': 'https',
          'x-forwarded-for': nextIp(),
        },
        payload: JSON.stringify({ identifier: person.email, password: PASSWORD }),
      });
      expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.secure).toBe(true);
    });

    it('gives the same answer for an unknown account and a wrong password', async () => {
      const person = newPerson();
      await post('/api/rpc/register', person);
      const wrong = await post('/api/rpc/login', {
        identifier: person.email,
        password: 'not the password',
      });
      const unknown = await post('/api/rpc/login', {
        identifier: 'nobody@example.in',
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        code: '28P01',
        message: invalidCredentialsMessage,
        details: null,
        hint: null,
      });
      expect(unknown.body).toBe(wrong.body);
      const failed = await t.db.query<{ n: number }>(
        "select count(*)::int as n from auth.audit_log where event = 'login_failed'",
      );
      expect(failed[0]?.n).toBeGreaterThanOrEqual(2);
    });

    it('requires identifier and password with the spec messages', async () => {
      const res = await post('/api/rpc/login', { identifier: '', password: 'x' });
      expect(res.json()).toMatchObject({
        message: messages.identifierRequired,
        details: 'identifier',
      });
      const res2 = await post('/api/rpc/login', { identifier: 'someone' });
      expect(res2.statusCode).toBe(400);
      expect(res2.json()).toMatchObject({ details: 'password' });
    });

    it('refuses a deactivated account after a correct password', async () => {
      const { person, id } = await registerAndLogin();
      await t.db.query('update pgusers.profile set is_active = false where id = $1', [id]);
      const res = await post('/api/rpc/login', { identifier: person.username, password: PASSWORD });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('refresh_token', () => {
    it('rotates the refresh token from the cookie and answers a new access token', async () => {
      const { id, token } = await registerAndLogin();
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ access_token: string; refresh_token?: string }>();
      expect(body.refresh_token).toBeUndefined();
      const claims = await verifyAccessToken(
        { secret: config.JWT_SECRET, audience: config.JWT_AUD },
        body.access_token,
      );
      expect(claims.sub).toBe(id);
      const next = refreshCookie(res);
      expect(next).toBeDefined();
      expect(next).not.toBe(token);
      expect((await post('/api/rpc/refresh_token', {}, { cookie: next })).statusCode).toBe(200);
    });

    it('takes the token from the body when there is no cookie, and answers the new one', async () => {
      const { token } = await registerAndLogin();
      const res = await post('/api/rpc/refresh_token', { refresh_token: token });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ refresh_token: string }>();
      expect(body.refresh_token).toBe(refreshCookie(res));
    });

    it('carries app roles read from the database', async () => {
      const { id, token } = await registerAndLogin();
      await t.db.query(
        "insert into pgaccess.user_app_roles (user_id, role) values ($1, 'personnel')",
        [id],
      );
      const res = await refresh(token);
      const claims = await verifyAccessToken(
        { secret: config.JWT_SECRET, audience: config.JWT_AUD },
        res.json<{ access_token: string }>().access_token,
      );
      expect(claims.app_roles).toEqual(['personnel']);
    });

    it('gives the same child again when the parent is replayed within 10 s (lost response)', async () => {
      const { token: t0 } = await registerAndLogin();
      const r1 = await refresh(t0);
      const t1 = refreshCookie(r1)!;
      const again = await refresh(t0);
      expect(again.statusCode).toBe(200);
      expect(refreshCookie(again)).toBe(t1);
      const r2 = await refresh(t1);
      expect(r2.statusCode).toBe(200);
      const t2 = refreshCookie(r2)!;
      // t0's child is used now: a further replay of t0 is theft; the whole family ends.
      const replay = await refresh(t0);
      expect(replay.statusCode).toBe(401);
      expect((await refresh(t2)).statusCode).toBe(401);
    });

    it('revokes the family on reuse of an older token and logs the replay', async () => {
      const { id, token: t0 } = await registerAndLogin();
      const t1 = refreshCookie(await refresh(t0))!;
      await t.db.query(
        "update auth.refresh_tokens set used_at = used_at - interval '11 seconds' where token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')",
        [t0],
      );
      const replay = await refresh(t0);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: '28000' });
      expect((await refresh(t1)).statusCode).toBe(401);
      const events = await auditEvents(id, 'refresh_replay');
      expect(events).toHaveLength(1);
    });

    it('ends a session 7 days after its last use and 30 days after it began', async () => {
      const a = await registerAndLogin();
      await t.db.query(
        "update auth.sessions set last_used_at = now() - interval '7 days 1 minute' where user_id = $1",
        [a.id],
      );
      expect((await refresh(a.token)).statusCode).toBe(401);
      const b = await registerAndLogin();
      await t.db.query(
        "update auth.sessions set created_at = now() - interval '30 days 1 minute' where user_id = $1",
        [b.id],
      );
      expect((await refresh(b.token)).statusCode).toBe(401);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await post('/api/rpc/refresh_token')).statusCode).toBe(401);
      expect((await refresh('nonsense')).statusCode).toBe(401);
    });
  });

  describe('logout and password change', () => {
    it('logout revokes the session family and clears the cookie', async () => {
      const { id, token } = await registerAndLogin();
      const t1 = refreshCookie(await refresh(token))!;
      const res = await post('/api/rpc/logout', {}, { cookie: t1 });
      expect(res.statusCode).toBe(204);
      const cleared = res.cookies.find((c) => c.name === REFRESH_COOKIE);
      expect(cleared?.value).toBe('');
      expect((await refresh(t1)).statusCode).toBe(401);
      const events = await auditEvents(id, 'logout');
      expect(events).toHaveLength(1);
    });

    it('logout with only the bearer token ends that session', async () => {
      const { login, token } = await registerAndLogin();
      const res = await post(
        '/api/rpc/logout',
        {},
        { bearer: login.json<{ access_token: string }>().access_token },
      );
      expect(res.statusCode).toBe(204);
      expect((await refresh(token)).statusCode).toBe(401);
    });

    it('a password change ends every session of the user at once', async () => {
      const { person, login, token } = await registerAndLogin();
      const other = refreshCookie(
        await post('/api/rpc/login', { identifier: person.email, password: PASSWORD }),
      )!;
      const bearer = login.json<{ access_token: string }>().access_token;
      const bad = await post(
        '/api/rpc/change_password',
        { current_password: 'wrong one', new_password: 'a new long phrase' },
        { bearer },
      );
      expect(bad.statusCode).toBe(400);
      const common = await post(
        '/api/rpc/change_password',
        { current_password: PASSWORD, new_password: 'iloveyou1' },
        { bearer },
      );
      expect(common.json()).toMatchObject({ message: passwordTooCommonMessage });
      const res = await post(
        '/api/rpc/change_password',
        { current_password: PASSWORD, new_password: 'a new long phrase' },
        { bearer },
      );
      expect(res.statusCode).toBe(204);
      expect((await refresh(token)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
      expect(
        (await post('/api/rpc/login', { identifier: person.email, password: 'a new long phrase' }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await post('/api/rpc/change_password', {
            current_password: 'x',
            new_password: 'y'.repeat(9),
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('the routes that shadow /api/rpc', () => {
    it('are listed in the OpenAPI document, with the file that serves each', async () => {
      const doc = (await app.inject({ method: 'GET', url: '/api/' })).json<{
        paths: Record<string, { post?: { summary?: string } }>;
      }>();
      for (const [fn, file] of [
        ['register', 'register'],
        ['login', 'login'],
        ['refresh_token', 'refresh-token'],
        ['logout', 'logout'],
        ['change_password', 'change-password'],
      ] as const) {
        expect(doc.paths[`/rpc/${fn}`]?.post?.summary).toContain(`apps/server/src/auth/${file}.ts`);
      }
    });

    it('refuse a call that reaches the data API instead of the endpoint', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/rpc/login?identifier=a&password=b',
      });
      // A GET of a volatile function is refused before the stub runs (PGRST101); either way 405.
      expect(res.statusCode).toBe(405);
    });
  });

  describe('admin bootstrap and demo accounts', () => {
    it('creates the first admin once, from ADMIN_EMAIL/ADMIN_PASSWORD', async () => {
      const cfg = { ADMIN_EMAIL: 'Root.Admin@Example.in', ADMIN_PASSWORD: 'first admin phrase' };
      expect(await bootstrapAdmin(t.db, {})).toBe('skipped');
      expect(await bootstrapAdmin(t.db, cfg)).toBe('created');
      expect(await bootstrapAdmin(t.db, cfg)).toBe('exists');
      const res = await post('/api/rpc/login', {
        identifier: 'root.admin@example.in',
        password: 'first admin phrase',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { username: 'rootadmin', app_roles: ['admin'] } });
    });

    it('seeds one demo account of each kind, idempotently, with the demo password', async () => {
      await seed({ db: t.db, random: mulberry32(1) });
      await seed({ db: t.db, random: mulberry32(1) });
      const [n] = await t.db.query<{ n: number }>(
        'select count(*)::int as n from auth.users where email like $1',
        ['%@athcare.demo'],
      );
      expect(n?.n).toBe(5);
      for (const account of demoAccounts) {
        const res = await post('/api/rpc/login', {
          identifier: account.email,
          password: DEMO_PASSWORD,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          auth_id: account.id,
          user: { username: account.username, app_roles: [...account.appRoles] },
        });
      }
    });
  });
});

describe.each([
  ['memory', {}],
  ['redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
] as const)('login rate limits with the %s store', (_name, storeConfig) => {
  const t = useTestDatabase('pglite');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({
        ...storeConfig,
        LOGIN_LIMIT_PER_ACCOUNT: '3',
        LOGIN_LIMIT_PER_IP: '5',
        RATE_LIMIT_PREFIX: `athcare-test:${randomBytes(6).toString('hex')}:`,
      }),
      db: t.db,
    });
  });
  afterAll(async () => {
    await app.close();
  });
  const login = (identifier: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/rpc/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      payload: JSON.stringify({ identifier, password: 'wrong password here' }),
    });

  it('answers 429 with Retry-After past 3 tries per IP and account', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login('victim@example.in', '10.9.0.1')).statusCode).toBe(400);
    const limited = await login('victim@example.in', '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ code: 'PT429' });
    // another address is not affected
    expect((await login('victim@example.in', '10.9.0.2')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from clients when no proxy is trusted', async () => {
    const direct = await buildApp({
      config: testConfig({
        ...storeConfig,
        TRUST_PROXY_HOPS: '0',
        LOGIN_LIMIT_PER_IP: '5',
        RATE_LIMIT_PREFIX: `athcare-test:${randomBytes(6).toString('hex')}:`,
      }),
      db: t.db,
    });
    try {
      const codes: number[] = [];
      // A client rotating a forged header is still one address (the socket's) to the limiter.
      for (let i = 0; i < 6; i += 1) {
        const res = await direct.inject({
          method: 'POST',
          url: '/api/rpc/login',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${i}` },
          payload: JSON.stringify({
            identifier: `spoof${i}@example.in`,
            password: 'wrong password here',
          }),
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    } finally {
      await direct.close();
    }
  });

  it('answers 429 past 5 tries per IP whatever the account', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await login(`someone${i}@example.in`, '10.9.0.3')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
