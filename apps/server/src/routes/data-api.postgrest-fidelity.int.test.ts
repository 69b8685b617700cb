import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database.ts';

// PostgREST's behaviour, area by area, as its docs describe it and its own test suite
// (test/spec/Feature/…) checks it: written here in its spirit against the data API's fixture.
const fixture = readFileSync(new URL('../test/fixture-schema.sql', import.meta.url), 'utf8');
const secret = 'test-secret-for-the-data-api-0123456789abcdef';
const userA = '00000000-0000-4000-8000-00000000000a';

function config(extra: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: secret,
    DB_SCHEMAS: 'fx,fx2',
    DB_MAX_ROWS: '50',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...extra,
  });
}

/** An HS256 token with exactly these claims (no aud, exp or iat unless given). */
function jwt(claims: Record<string, unknown>, key = secret, alg = 'HS256'): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const head = `${enc({ alg, typ: 'JWT' })}.${enc(claims)}`;
  const hash = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(hash, key).update(head).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
const user = (extra: Record<string, unknown> = {}) =>
  jwt({ sub: userA, role: 'authenticated', ...extra });

interface Call {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

describe.each(testEngines)('PostgREST fidelity on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;

  async function call(method: string, url: string, opts: Call = {}, on = app) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.body !== undefined) {
      payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await on.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    let json: unknown;
    try {
      json = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, json };
  }
  const get = (url: string, opts?: Call) => call('GET', url, opts);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await t.db.execScript(fixture);
    app = await buildApp({ config: config(), db: t.db });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  describe('JWT (AuthSpec, AudienceJwtSecretSpec, ErrorSpec "JWT Errors")', () => {
    const err = (code: string, message: string, details: string | null = null) => ({
      code,
      message,
      details,
      hint: null,
    });

    it.each([
      ['', err('PGRST301', 'Empty JWT is sent in Authorization header')],
      [
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.bm90IGFuIG9iamVjdA',
        err('PGRST301', 'Expected 3 parts in JWT; got 2'),
      ],
      [
        'quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah',
        err('PGRST301', 'JWT cryptographic operation failed'),
      ],
      [
        'eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0.e30.yOBhlOIqn56T-4NvyEXCjfi3UmyQZ-BzXtePMO2NgRI',
        err(
          'PGRST301',
          'Wrong or unsupported encoding algorithm',
          "JWT is unsecured but expected 'alg' was not 'none'",
        ),
      ],
      [
        jwt({}, 'wrong secret'),
        err(
          'PGRST301',
          'No suitable key or wrong key type',
          'None of the keys was able to decode the JWT',
        ),
      ],
      [jwt({ exp: now() - 600 }), err('PGRST303', 'JWT expired')],
      [jwt({ nbf: now() + 600 }), err('PGRST303', 'JWT not yet valid')],
      [jwt({ iat: now() + 600 }), err('PGRST303', 'JWT issued at future')],
      [jwt({ exp: 'invalid' }), err('PGRST303', "The JWT 'exp' claim must be a number")],
      [jwt({ aud: 'not set' }), err('PGRST303', 'JWT not in audience')],
      [jwt({ aud: [''] }), err('PGRST303', 'JWT not in audience')],
      [
        jwt({ aud: 1 }),
        err('PGRST303', "The JWT 'aud' claim must be a string or an array of strings"),
      ],
    ])('refuses %j with PostgREST’s body and WWW-Authenticate', async (token, body) => {
      const r = await get('/api/authors', { token });
      expect(r.status).toBe(401);
      expect(r.json).toEqual(body);
      expect(r.headers['www-authenticate']).toBe(
        `Bearer error="invalid_token", error_description="${body.message}"`,
      );
    });

    it('accepts 30 seconds of clock skew, HS384/HS512, and an audience as string, array, [] or null', async () => {
      for (const token of [
        jwt({ exp: now() - 20, role: 'anon' }),
        jwt({ nbf: now() + 20 }),
        jwt({ role: 'anon' }, secret, 'HS384'),
        jwt({ role: 'anon' }, secret, 'HS512'),
        jwt({ aud: 'athcare' }),
        jwt({ aud: ['other', 'athcare'] }),
        jwt({ aud: [] }),
        jwt({ aud: null }),
        jwt({}),
      ]) {
        const r = await get('/api/authors?select=id&id=eq.1', { token });
        expect(r.status, r.body).toBe(200);
      }
    });

    it('an empty JWT_AUD turns the audience check off: tokens with any or no aud pass', async () => {
      const open = await buildApp({ config: config({ JWT_AUD: '' }), db: t.db });
      try {
        for (const token of [user(), user({ aud: 'anything' }), user({ aud: ['x', 'y'] })]) {
          const r = await call('GET', '/api/notes', { token }, open);
          expect(r.status, r.body).toBe(200);
        }
        // …while a configured audience refuses another one.
        const strict = await call('GET', '/api/notes', { token: user({ aud: 'anything' }) });
        expect(strict.status).toBe(401);
      } finally {
        await open.close();
      }
    });

    it('a role the database does not know: 401 with 22023, as PostgREST', async () => {
      const r = await get('/api/authors', { token: jwt({ role: 'not existing' }) });
      expect(r.status).toBe(401);
      expect(r.json).toEqual({
        code: '22023',
        message: 'role "not existing" does not exist',
        details: null,
        hint: null,
      });
      expect(r.headers['www-authenticate']).toBe('Bearer');
    });

    it('without an anonymous role (DB_ANON_ROLE empty) a request without a token is PGRST302', async () => {
      const closed = await buildApp({ config: config({ DB_ANON_ROLE: '' }), db: t.db });
      try {
        const r = await call('GET', '/api/authors', {}, closed);
        expect(r.status).toBe(401);
        expect(r.json).toEqual({
          code: 'PGRST302',
          message: 'Anonymous access is disabled',
          details: null,
          hint: null,
        });
        expect(r.headers['www-authenticate']).toBe('Bearer');
        const withRole = await call('GET', '/api/authors?select=id', { token: user() }, closed);
        expect(withRole.status).toBe(200);
        const noRole = await call('GET', '/api/authors', { token: jwt({}) }, closed);
        expect(noRole.json).toMatchObject({ code: 'PGRST302' });
      } finally {
        await closed.close();
      }
    });

    it('another scheme than Bearer is no token (anonymous)', async () => {
      const r = await get('/api/authors?select=id&id=eq.1', {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(r.status).toBe(200);
    });
  });
});
