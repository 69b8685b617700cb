import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/jwt.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { httpError } from '../errors/api-error.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { createTestSession } from '../test/test-users.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createKernel, type Kernel } from './kernel.ts';
import { sqlFunction } from './sql-function.ts';

const secret = 'kernel-test-secret-0123456789-abcdefghijkl';

// Functions made for this test only: who the call runs as, and every argument type round-tripped.
const fixture = `
create schema kernel_test;
grant usage on schema kernel_test to anon, authenticated;
create function kernel_test.whoami() returns table (db_role text, uid uuid)
  language sql stable as $$ select current_user::text, auth.uid() $$;
create function kernel_test.echo(id uuid, name text, n int, flag boolean, tags text[], doc jsonb)
  returns table (id uuid, name text, n int, flag boolean, tags text[], doc jsonb)
  language sql immutable as $$ select id, name, n, flag, tags, doc $$;
create function kernel_test.twice(n int) returns int language sql immutable as $$ select n * 2 $$;
create function kernel_test.refuse() returns int language plpgsql as $$
begin raise sqlstate 'PT404' using message = 'No such thing.'; end $$;
create function kernel_test.members_only() returns int language sql as $$ select 1 $$;
create function kernel_test.nobody() returns int language sql as $$ select 1 $$;
revoke execute on all functions in schema kernel_test from public;
grant execute on function kernel_test.whoami(), kernel_test.echo(uuid, text, int, boolean, text[], jsonb),
  kernel_test.twice(int), kernel_test.refuse() to anon, authenticated;
grant execute on function kernel_test.members_only() to authenticated;
`;

/** The body of every error answer, as PostgREST sends it. */
const errorBody = (code: string, message: string, details: string | null = null) => ({
  code,
  message,
  details,
  hint: null,
});

const whoami = sqlFunction<{ db_role: string; uid: string | null }>('kernel_test', 'whoami', {});
const echo = sqlFunction<{
  id: string;
  name: string | null;
  n: number;
  flag: boolean;
  tags: string[];
  doc: unknown;
}>('kernel_test', 'echo', {
  id: 'uuid',
  name: 'text',
  n: 'int',
  flag: 'boolean',
  tags: 'text[]',
  doc: 'jsonb',
});
const twice = sqlFunction<number>('kernel_test', 'twice', { n: 'int' });
const refuse = sqlFunction<number>('kernel_test', 'refuse', {});
const membersOnly = sqlFunction<number>('kernel_test', 'members_only', {});
const nobody = sqlFunction<number>('kernel_test', 'nobody', {});

describe.each(testEngines)('the HTTP kernel on %s', (engine) => {
  const t = useTestDatabase(engine);
  let config: Config;
  let k: Kernel;
  let app: FastifyInstance;
  const userId = randomUUID();
  let token: string;

  /** A token for a live session of the user: every request checks its session in the database. */
  const liveToken = async (sub: string) => {
    const sid = await createTestSession(t.db, sub);
    const signed = await signAccessToken(
      { secret, audience: config.JWT_AUD },
      { sub, role: 'authenticated', app_roles: [], sid },
      60,
    );
    return { token: signed, sid };
  };

  beforeAll(async () => {
    await t.db.execScript(fixture);
    config = loadConfig({ JWT_SECRET: secret, NODE_ENV: 'test', DATA_DIR: '.data-unused' });
    k = createKernel({ config, db: t.db });
    token = (await liveToken(userId)).token;
    app = Fastify();
    registerErrorHandler(app);
    app.get('/who', async (request) => {
      const caller = await k.caller(request);
      return (await k.call(caller, whoami, {}))[0];
    });
    app.get('/me', async (request) => {
      const caller = await k.signedIn(request, 'Sign in first.');
      return { userId: caller.userId };
    });
    app.get('/refuse', async (request) => k.call(await k.caller(request), refuse, {}));
    app.get('/members', async (request) => k.call(await k.caller(request), membersOnly, {}));
    app.get('/nobody', async (request) => k.call(await k.caller(request), nobody, {}));
    app.get('/gone', () => {
      throw httpError(410, 'The link has expired.', 'expired', null, { 'retry-after': '1' });
    });
    app.get('/bug', () => {
      throw new Error('secret detail');
    });
    app.post('/json', (request) => request.body);
  });

  /** GET as anon, or with an Authorization header. */
  const get = (url: string, authorization?: string) =>
    app.inject({ method: 'GET', url, ...(authorization ? { headers: { authorization } } : {}) });

  afterAll(async () => {
    await app?.close();
  });

  describe('the caller', () => {
    it('is anonymous without a token and the user of a valid one', async () => {
      const anon = await get('/who');
      expect(anon.json()).toEqual({ db_role: 'anon', uid: null });
      const user = await get('/who', `Bearer ${token}`);
      expect(user.json()).toEqual({ db_role: 'authenticated', uid: userId });
    });

    it('refuses a bad token with 401 PGRST301; another scheme is no token, as in PostgREST', async () => {
      const bad = await get('/who', 'Bearer not.a.token');
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual(errorBody('PGRST301', 'JWT cryptographic operation failed'));
      expect(bad.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
      const basic = await get('/who', 'Basic abc');
      expect(basic.json()).toEqual({ db_role: 'anon', uid: null });
    });

    it('signedIn gives the user id, and 401 with the message to an anonymous caller', async () => {
      const ok = await get('/me', `Bearer ${token}`);
      expect(ok.json()).toEqual({ userId });
      const anon = await get('/me');
      expect(anon.statusCode).toBe(401);
      expect(anon.headers['www-authenticate']).toBe('Bearer');
      expect(anon.json()).toEqual(errorBody('PT401', 'Sign in first.', 'unauthenticated'));
    });
  });

  describe('calling SQL functions', () => {
    it('passes every argument type, nulls included, and returns the rows', async () => {
      const caller = await k.caller(await fakeRequest(token));
      const id = randomUUID();
      const args = {
        id,
        name: 'O\'Brien "quoted" \\ ünïcode',
        n: 42,
        flag: false,
        tags: ['a', 'b,c', '"d"'],
        doc: { nested: [1, { x: null }] },
      };
      expect(await k.call(caller, echo, args)).toEqual([args]);
      const nulls = await k.call(caller, echo, {
        id,
        name: null,
        n: 0,
        flag: true,
        tags: [],
        doc: null,
      });
      expect(nulls).toEqual([{ id, name: null, n: 0, flag: true, tags: [], doc: null }]);
    });

    it('returns a scalar function as a list of its value', async () => {
      const caller = await k.caller(await fakeRequest(undefined));
      expect(await k.call(caller, twice, { n: 21 })).toEqual([42]);
    });

    it('runs as the service (the owner) only through callAsService', async () => {
      const [row] = await k.callAsService(whoami, {});
      expect(row?.db_role).not.toBe('anon');
      expect(row?.db_role).not.toBe('authenticated');
      expect(row?.uid).toBeNull();
    });
  });

  describe('running as the service for a signed-in caller', () => {
    it("runs as the owner while the caller's session is alive, and refuses once it ended", async () => {
      const { token: otherToken, sid } = await liveToken(randomUUID());
      const caller = await k.signedIn(await fakeRequest(otherToken), 'Sign in first.');
      const [row] = await k.callAsServiceFor(caller, whoami, {});
      expect(row?.db_role).not.toBe('authenticated');
      expect(await k.asServiceFor(caller, () => Promise.resolve('ran'))).toBe('ran');

      await t.db.query(
        "update auth.sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1",
        [sid],
      );
      let ran = false;
      const ended = { code: 'PT401', message: 'JWT session ended' };
      await expect(
        k.asServiceFor(caller, () => {
          ran = true;
          return Promise.resolve();
        }),
      ).rejects.toMatchObject(ended);
      expect(ran).toBe(false);
      await expect(k.callAsServiceFor(caller, whoami, {})).rejects.toMatchObject(ended);
    });
  });

  describe('the error handler', () => {
    it("sends a database refusal with PostgREST's status and body", async () => {
      const res = await get('/refuse');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorBody('PT404', 'No such thing.'));
    });

    it('answers a missing privilege with 401 to anon and 403 to a signed-in caller', async () => {
      const anon = await get('/nobody');
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toMatchObject({ code: '42501' });
      const forbidden = await get('/nobody', `Bearer ${token}`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: '42501' });
    });

    it('lets a caller through where the database grants it', async () => {
      const member = await get('/members', `Bearer ${token}`);
      expect(member.statusCode).toBe(200);
      expect(member.json()).toEqual([1]);
    });

    it('sends an httpError with its reason and headers', async () => {
      const res = await get('/gone');
      expect(res.statusCode).toBe(410);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual(errorBody('PT410', 'The link has expired.', 'expired'));
    });

    it('hides an unexpected error behind a generic 500', async () => {
      const res = await get('/bug');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorBody('PGRSTX00', 'Internal server error'));
      expect(res.body).not.toContain('secret detail');
    });

    it("keeps Fastify's own client errors at their status", async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/json',
        headers: { 'content-type': 'application/json' },
        payload: '{nope',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'PGRST100' });
    });
  });
});

/** A request carrying only an Authorization header, for calling the kernel directly. */
async function fakeRequest(token: string | undefined) {
  return Promise.resolve({
    headers: token ? { authorization: `Bearer ${token}` } : {},
  } as unknown as FastifyRequest);
}
