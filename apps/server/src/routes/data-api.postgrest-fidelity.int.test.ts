import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import { testEngines } from '../test/test-database.ts';
import {
  createFixtureApp,
  dataApiConfig as config,
  dataApiSecret as secret,
  injectCall,
  type InjectedCall,
} from '../test/fixture-app.ts';
import { createTestSession } from '../test/test-users.ts';

// PostgREST's behaviour, area by area, as its docs describe it and its own test suite
// (test/spec/Feature/…) checks it: written here in its spirit against the data API's fixture.
const userA = '00000000-0000-4000-8000-00000000000a';

/**
 * An HS256 token with these claims (no aud or iat unless given). An hour's exp is added unless
 * the claims say otherwise: Athcare refuses tokens without exp, where PostgREST accepts them.
 */
function jwt(claims: Record<string, unknown>, key = secret, alg = 'HS256'): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const withExp = 'exp' in claims ? claims : { ...claims, exp: now() + 3600 };
  const head = `${enc({ alg, typ: 'JWT' })}.${enc(withExp)}`;
  const hash = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(hash, key).update(head).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);
/** The live session of userA: every token naming a user must name a session that is alive. */
let sessionA = '';
const user = (extra: Record<string, unknown> = {}) =>
  jwt({ sub: userA, role: 'authenticated', sid: sessionA, ...extra });

describe.each(testEngines)('PostgREST fidelity on %s', (engine) => {
  let suite: TestApp;

  const call = (method: string, url: string, opts?: InjectedCall, on = suite.app) =>
    injectCall(on, method, url, opts);
  const get = (url: string, opts?: InjectedCall) => call('GET', url, opts);

  beforeAll(async () => {
    suite = await createFixtureApp(engine, config());
    sessionA = await createTestSession(suite.t.db, userA);
  });
  afterAll(() => suite?.close());

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
      const open = await buildApp({ config: config({ JWT_AUD: '' }), db: suite.t.db });
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
      const closed = await buildApp({ config: config({ DB_ANON_ROLE: '' }), db: suite.t.db });
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

  describe('error bodies (QuerySpec, ErrorSpec, EmbedDisambiguationSpec, RpcSpec)', () => {
    it.each([
      [
        '/api/authors?id=0',
        '"failed to parse filter (0)" (line 1, column 1)',
        'unexpected "0" expecting "not" or operator (eq, gt, ...)',
      ],
      [
        '/api/authors?id=noop.0',
        '"failed to parse filter (noop.0)" (line 1, column 1)',
        'unexpected "o" expecting "not" or operator (eq, gt, ...)',
      ],
      [
        '/api/authors?order=id.asc.nullslasttt',
        '"failed to parse order (id.asc.nullslasttt)" (line 1, column 17)',
        'unexpected \'t\' expecting "," or end of input',
      ],
      [
        '/api/authors?order=id.sideways',
        '"failed to parse order (id.sideways)" (line 1, column 4)',
        'unexpected "s" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      ],
    ])(
      'GET %s: PGRST100 with the parser’s position and expectations',
      async (url, message, details) => {
        const r = await get(url);
        expect(r.status).toBe(400);
        expect(r.json).toEqual({ code: 'PGRST100', message, details, hint: null });
        expect(r.headers['proxy-status']).toBe('PostgREST; error=PGRST100');
      },
    );

    // Every parameter PostgREST parses, with the position and expectations its parser reports
    // (cases from its QuerySpec, JsonOperatorSpec, AndOrParamsSpec, InsertSpec and the examples
    // of its ApiRequest/QueryParams module).
    const enc = encodeURIComponent;
    it.each([
      [
        `/api/authors?select=${enc('id,clients(name[])')}`,
        '"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)',
        'unexpected \'[\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
      ],
      [
        `/api/authors?select=${enc('data->>-78xy')}`,
        '"failed to parse select parameter (data->>-78xy)" (line 1, column 11)',
        'unexpected \'x\' expecting digit, "->", "::", ".", "," or end of input',
      ],
      [
        `/api/authors?select=${enc('data->>--34')}`,
        '"failed to parse select parameter (data->>--34)" (line 1, column 9)',
        'unexpected "-" expecting digit',
      ],
      [
        `/api/authors?select=${enc('data->(!@#$%^&*_d->>!@#$%^&*_e::integer')}`,
        '"failed to parse select parameter (data->(!@#$%^&*_d->>!@#$%^&*_e::integer)" (line 1, column 7)',
        'unexpected "(" expecting "-", digit or any non reserved character different from: .,>()',
      ],
      [
        `/api/authors?select=${enc('id,name::')}`,
        '"failed to parse select parameter (id,name::)" (line 1, column 10)',
        'unexpected end of input expecting letter or digit',
      ],
      [
        `/api/authors?select=${enc('id,...books->x(*)')}`,
        '"failed to parse select parameter (id,...books->x(*))" (line 1, column 14)',
        "unexpected '>'",
      ],
      [
        `/api/authors?select=${enc('id,books!inner!(*)')}`,
        '"failed to parse select parameter (id,books!inner!(*))" (line 1, column 9)',
        'unexpected \'!\' expecting letter, digit, "-", "->>", "->", "::", ".", ")", "," or end of input',
      ],
      [
        `/api/authors?or=${enc('()')}`,
        '"failed to parse logic tree (())" (line 1, column 4)',
        'unexpected ")" expecting field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)',
      ],
      [
        `/api/authors?or=${enc('(id.in.1,2,id.eq.3)')}`,
        '"failed to parse logic tree ((id.in.1,2,id.eq.3))" (line 1, column 10)',
        'unexpected "1" expecting "("',
      ],
      [
        `/api/authors?and=${enc('(ord(id.eq.1,id.eq.1),id.eq.2)')}`,
        '"failed to parse logic tree ((ord(id.eq.1,id.eq.1),id.eq.2))" (line 1, column 7)',
        'unexpected "d" expecting "("',
      ],
      [
        `/api/authors?or=${enc('(id.eq.1,not.xor(id.eq.2,id.eq.3))')}`,
        '"failed to parse logic tree ((id.eq.1,not.xor(id.eq.2,id.eq.3)))" (line 1, column 16)',
        'unexpected "x" expecting logic operator (and, or)',
      ],
      [
        `/api/authors?id=${enc('fts().value')}`,
        '"failed to parse filter (fts().value)" (line 1, column 5)',
        'unexpected ")" expecting operator (eq, gt, ...)',
      ],
      [
        `/api/authors?id=${enc('eq().value')}`,
        '"failed to parse filter (eq().value)" (line 1, column 4)',
        'unexpected ")" expecting operator (eq, gt, ...)',
      ],
      [
        `/api/authors?id=${enc('in().value')}`,
        '"failed to parse filter (in().value)" (line 1, column 3)',
        'unexpected "(" expecting operator (eq, gt, ...)',
      ],
      [
        `/api/authors?${enc('.id')}=eq.1`,
        '"failed to parse tree path (.id)" (line 1, column 1)',
        'unexpected "." expecting field name (* or [a..z0..9_$])',
      ],
      [
        `/api/authors?order=${enc('clients(name,id)')}`,
        '"failed to parse order (clients(name,id))" (line 1, column 8)',
        'unexpected \'(\' expecting letter, digit, "-", "->>", "->", delimiter (.), "," or end of input',
      ],
      [
        '/api/authors?order=id.descc',
        '"failed to parse order (id.descc)" (line 1, column 8)',
        'unexpected \'c\' expecting delimiter (.), "," or end of input',
      ],
      [
        '/api/authors?order=id.asc.nlsfst',
        '"failed to parse order (id.asc.nlsfst)" (line 1, column 8)',
        'unexpected "l" expecting "nullsfirst" or "nullslast"',
      ],
      // Parameters are read in PostgREST's order: order before select.
      [
        `/api/authors?select=${enc('id,name::')}&order=id.descc`,
        '"failed to parse order (id.descc)" (line 1, column 8)',
        'unexpected \'c\' expecting delimiter (.), "," or end of input',
      ],
    ])('GET %s: PGRST100 as PostgREST’s parser words it', async (url, message, details) => {
      const r = await get(url);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ code: 'PGRST100', message, details, hint: null });
    });

    it('columns and on_conflict: PGRST100 for an empty list, as PostgREST (InsertSpec)', async () => {
      const details = 'unexpected end of input expecting field name (* or [a..z0..9_$])';
      const columns = await call('POST', '/api/labels?columns=', { body: [{ label: 'x' }] });
      expect(columns.status).toBe(400);
      expect(columns.json).toEqual({
        code: 'PGRST100',
        message: '"failed to parse columns parameter ()" (line 1, column 1)',
        details,
        hint: null,
      });
      const upsert = await call('POST', '/api/labels?on_conflict=', {
        body: [{ label: 'x' }],
        headers: { prefer: 'resolution=merge-duplicates' },
      });
      expect(upsert.json).toEqual({
        code: 'PGRST100',
        message: '"failed to parse on_conflict parameter ()" (line 1, column 1)',
        details,
        hint: null,
      });
      const none = await get('/api/labels?label=eq.x');
      expect(none.json).toEqual([]);
    });

    it('accepts what PostgREST accepts: quoted names, spaces, a limit that is no integer', async () => {
      const all = await get('/api/authors?select=id&order=id');
      const rows = all.json as { id: number }[];
      expect(rows.length).toBeGreaterThan(1);
      // readMaybe: `limit=abc` is ignored, as under PostgREST.
      expect((await get('/api/authors?select=id&order=id&limit=abc')).json).toEqual(rows);
      const quoted = await get(
        `/api/authors?select=${enc('"id", name')}&order=${enc(' id.desc')}&limit=1`,
      );
      expect(quoted.status).toBe(200);
      expect((quoted.json as { id: number }[])[0]?.id).toBe(rows[rows.length - 1]?.id);
      const logic = await get(
        `/api/authors?select=id&or=${enc('( id.eq.1 , and ( id.gte.1, id.lte.1 ) )')}`,
      );
      expect(logic.json).toEqual([{ id: 1 }]);
    });

    it('a negative offset: the root range meets 0- (all rows), an embedding’s goes to PostgreSQL (2201X)', async () => {
      const all = await get('/api/authors?select=id&order=id');
      expect((await get('/api/authors?select=id&order=id&offset=-1')).json).toEqual(all.json);
      const r = await get('/api/books?select=id,reviews(id)&reviews.offset=-1');
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: '2201X', message: 'OFFSET must not be negative' });
    });

    it('singular responses: "Cannot coerce the result to a single JSON object"', async () => {
      const r = await get('/api/books?select=id', {
        headers: { accept: 'application/vnd.pgrst.object+json' },
      });
      expect(r.status).toBe(406);
      expect(r.json).toEqual({
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 4 rows',
        hint: null,
      });
    });

    it('an ambiguous embedding: PGRST201 with the candidates as details and a hint', async () => {
      const r = await get('/api/books?select=id,authors(name)');
      expect(r.status).toBe(300);
      expect(r.json).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'books' and 'authors'",
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'books with authors',
            relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'books with authors',
            relationship: 'books_editor_fk using books(editor_id) and authors(id)',
          },
        ],
        hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_fk'. Find the desired relationship in the 'details' key.",
      });
    });

    it('an unknown schema: PGRST106 with message and hint', async () => {
      const r = await get('/api/authors', { headers: { 'accept-profile': 'unknown' } });
      expect(r.status).toBe(406);
      expect(r.json).toEqual({
        code: 'PGRST106',
        message: 'Invalid schema: unknown',
        details: null,
        hint: 'Only the following schemas are exposed: fx, fx2',
      });
    });

    it('an invalid path: PGRST125', async () => {
      const r = await get('/api/invalid/nested/paths');
      expect(r.status).toBe(404);
      expect(r.json).toEqual({
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
        details: null,
        hint: null,
      });
    });

    it('a function not found: PGRST202, also for GET parameters that name no argument', async () => {
      const get1 = await get('/api/rpc/add?x=1&y=2');
      expect(get1.status).toBe(404);
      expect(get1.json).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function fx.add(x, y) in the schema cache',
        details:
          'Searched for the function fx.add with parameters x, y, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function fx.add(a, b)',
      });
      const post = await call('POST', '/api/rpc/nope', { body: { a: 1 } });
      expect(post.status).toBe(404);
      expect(post.json).toEqual({
        code: 'PGRST202',
        message: 'Could not find the function fx.nope(a) in the schema cache',
        details:
          'Searched for the function fx.nope with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
      });
      const none = await get('/api/rpc/nope');
      expect(none.json).toMatchObject({
        message: 'Could not find the function fx.nope without parameters in the schema cache',
        details:
          'Searched for the function fx.nope without parameters, but no matches were found in the schema cache.',
      });
      // a GET parameter with an operator is a filter, as in PostgREST
      expect((await get('/api/rpc/numbers?n=3&select=n:numbers')).status).not.toBe(404);
    });

    it.each(['PUT', 'PATCH', 'DELETE'])('%s on a function: 405 PGRST101', async (method) => {
      const r = await call(method, '/api/rpc/add', { body: { a: 1 } });
      expect(r.status).toBe(405);
      expect(r.json).toEqual({
        code: 'PGRST101',
        message: `Cannot use the ${method} method on RPC`,
        details: null,
        hint: null,
      });
    });

    it('a volatile function over GET runs read-only and fails as PostgreSQL does (25006, 405)', async () => {
      const r = await get('/api/rpc/take_ticket', { token: user() });
      expect(r.status).toBe(405);
      expect(r.json).toMatchObject({ code: '25006' });
      expect((r.json as { message: string }).message).toMatch(/read-only transaction/);
      const post = await call('POST', '/api/rpc/take_ticket', { token: user() });
      expect(post.status).toBe(200);
    });
  });

  describe('ranges (RangeSpec)', () => {
    const range416 = (details: string) => ({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details,
      hint: null,
    });

    it('a negative limit: 416 PGRST103', async () => {
      const r = await get('/api/books?limit=-1');
      expect(r.status).toBe(416);
      expect(r.json).toEqual(range416('Limit should be greater than or equal to zero.'));
    });

    it('an offset past the end: [] with */* without a count, 416 with */N with count=exact', async () => {
      const plain = await get('/api/books?offset=100');
      expect(plain.status).toBe(200);
      expect(plain.json).toEqual([]);
      expect(plain.headers['content-range']).toBe('*/*');
      const counted = await get('/api/books?offset=100', { headers: { prefer: 'count=exact' } });
      expect(counted.status).toBe(416);
      expect(counted.json).toEqual(
        range416('An offset of 100 was requested, but there are only 4 rows.'),
      );
      expect(counted.headers['content-range']).toBe('*/4');
      const none = await get('/api/books?id=eq.0&offset=1', { headers: { prefer: 'count=exact' } });
      expect(none.status).toBe(416);
      expect(none.headers['content-range']).toBe('*/0');
      const empty = await get('/api/books?id=eq.0', { headers: { prefer: 'count=exact' } });
      expect(empty.status).toBe(200);
      expect(empty.headers['content-range']).toBe('*/0');
    });

    it('a Range whose lower bound is above the upper: 416', async () => {
      const r = await get('/api/books', { headers: { range: '1-0', 'range-unit': 'items' } });
      expect(r.status).toBe(416);
      expect(r.json).toEqual(
        range416(
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
        ),
      );
    });
  });

  describe('writes and Prefer (InsertSpec, UpdateSpec, DeleteSpec, UpsertSpec, RollbackSpec, HandlingSpec, MaxAffectedSpec)', () => {
    const token = () => user();

    it('insert: 201, Content-Range */* (or */N with count=exact), no body without return=representation', async () => {
      const r = await call('POST', '/api/authors', { token: token(), body: { name: 'w1' } });
      expect(r.status).toBe(201);
      expect(r.headers['content-range']).toBe('*/*');
      expect(r.body).toBe('');
      expect(r.headers['content-type']).toBeUndefined();
      const counted = await call('POST', '/api/authors', {
        token: token(),
        headers: { prefer: 'return=representation, count=exact' },
        body: [{ name: 'w2' }, { name: 'w3' }],
      });
      expect(counted.status).toBe(201);
      expect(counted.headers['content-range']).toBe('*/2');
      expect(counted.headers['preference-applied']).toBe('return=representation, count=exact');
    });

    it('insert with return=headers-only: Location of the single row, no body', async () => {
      const r = await call('POST', '/api/items', {
        token: token(),
        headers: { prefer: 'return=headers-only' },
        body: { id: 70, sku: 'LOC-70' },
      });
      expect(r.status).toBe(201);
      expect(r.headers.location).toBe('/items?id=eq.70');
      expect(r.headers['content-range']).toBe('*/*');
      expect(r.headers['preference-applied']).toBe('return=headers-only');
      expect(r.body).toBe('');
      const two = await call('POST', '/api/book_labels', {
        token: token(),
        headers: { prefer: 'return=headers-only' },
        body: { book_id: 4, label_id: 3 },
      });
      expect(two.headers.location).toBe('/book_labels?book_id=eq.4&label_id=eq.3');
    });

    it('update: Content-Range 0-(N-1)/* (or /N), 204 or 200 with the rows', async () => {
      const r = await call('PATCH', '/api/items?id=eq.70', { token: token(), body: { qty: 3 } });
      expect(r.status).toBe(204);
      expect(r.headers['content-range']).toBe('0-0/*');
      const counted = await call('PATCH', '/api/items?id=in.(1,2)', {
        token: token(),
        headers: { prefer: 'count=exact' },
        body: { qty: 9 },
      });
      expect(counted.headers['content-range']).toBe('0-1/2');
      const none = await call('PATCH', '/api/items?id=eq.999', {
        token: token(),
        headers: { prefer: 'return=representation' },
        body: { qty: 1 },
      });
      expect(none.status).toBe(200);
      expect(none.json).toEqual([]);
      expect(none.headers['content-range']).toBe('*/*');
    });

    it('delete: Content-Range */* (or */N with count=exact)', async () => {
      await call('POST', '/api/items', { token: token(), body: [{ id: 71, sku: 'D-71' }] });
      const r = await call('DELETE', '/api/items?id=eq.71', {
        token: token(),
        headers: { prefer: 'return=representation, count=exact' },
      });
      expect(r.status).toBe(200);
      expect(r.headers['content-range']).toBe('*/1');
      expect(r.headers['preference-applied']).toBe('return=representation, count=exact');
      const plain = await call('DELETE', '/api/items?id=eq.71', { token: token() });
      expect(plain.status).toBe(204);
      expect(plain.headers['content-range']).toBe('*/*');
    });

    it('upsert: 201 when it inserted, 200 when it only updated; Preference-Applied in PostgREST’s order', async () => {
      const prefer = 'return=representation, resolution=merge-duplicates';
      const first = await call('POST', '/api/items', {
        token: token(),
        headers: { prefer },
        body: { id: 72, sku: 'U-72', qty: 1 },
      });
      expect(first.status).toBe(201);
      expect(first.headers['preference-applied']).toBe(
        'resolution=merge-duplicates, return=representation',
      );
      const again = await call('POST', '/api/items', {
        token: token(),
        headers: { prefer },
        body: { id: 72, sku: 'U-72', qty: 2 },
      });
      expect(again.status).toBe(200);
      expect(again.json).toEqual([{ id: 72, sku: 'U-72', qty: 2 }]);
      const put = await call('PUT', '/api/items?id=eq.72', {
        token: token(),
        headers: { prefer: 'return=representation' },
        body: { id: 72, sku: 'U-72', qty: 3 },
      });
      expect(put.status).toBe(200);
    });

    it('Prefer: tx=rollback answers as if committed and changes nothing', async () => {
      const r = await call('POST', '/api/authors', {
        token: token(),
        headers: { prefer: 'return=representation, tx=rollback' },
        body: { name: 'rolled back' },
      });
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject([{ name: 'rolled back' }]);
      expect(r.headers['preference-applied']).toBe('return=representation, tx=rollback');
      expect((await get('/api/authors?name=eq.rolled back')).json).toEqual([]);
    });

    it('Prefer: handling=strict refuses unknown preferences (PGRST122), lenient ignores them', async () => {
      const strict = await get('/api/books?select=id', {
        headers: { prefer: 'handling=strict, anything=else, count=exact' },
      });
      expect(strict.status).toBe(400);
      expect(strict.json).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: anything=else',
        hint: null,
      });
      const lenient = await get('/api/books?select=id', {
        headers: { prefer: 'handling=lenient, anything=else, count=exact' },
      });
      expect(lenient.status).toBe(200);
      expect(lenient.headers['preference-applied']).toBe('count=exact, handling=lenient');
    });

    it('Prefer: max-affected with handling=strict fails and rolls back a larger write (PGRST124)', async () => {
      const r = await call('PATCH', '/api/items?id=in.(1,2)', {
        token: token(),
        headers: { prefer: 'handling=strict, max-affected=1' },
        body: { qty: 42 },
      });
      expect(r.status).toBe(400);
      expect(r.json).toEqual({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 2 rows',
        hint: null,
      });
      expect((await get('/api/items?qty=eq.42')).json).toEqual([]);
      const ok = await call('PATCH', '/api/items?id=eq.1', {
        token: token(),
        headers: { prefer: 'handling=strict, max-affected=1' },
        body: { qty: 5 },
      });
      expect(ok.status).toBe(204);
      expect(ok.headers['preference-applied']).toBe('handling=strict, max-affected=1');
      const lenient = await call('DELETE', '/api/book_labels?book_id=eq.4', {
        token: token(),
        headers: { prefer: 'max-affected=0' },
      });
      expect(lenient.status).toBe(204);
      const rpc = await call('POST', '/api/rpc/add', {
        headers: { prefer: 'handling=strict, max-affected=1' },
        body: { a: 1 },
      });
      expect(rpc.json).toMatchObject({ code: 'PGRST128' });
    });
  });

  describe('media types (QuerySpec "CSV")', () => {
    it('text/csv: a header line, then rows as PostgreSQL writes record fields', async () => {
      const r = await get('/api/authors?select=id,name,bio,data&id=lte.3&order=id', {
        headers: { accept: 'text/csv' },
      });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(r.body).toBe(
        [
          'id,name,bio,data',
          '1,"Asha Rao","Writes about rivers","{""city"":""Pune"",""tags"":[""a"",""b""]}"',
          '2,"Vikram Sen",,"{""city"":""Kochi""}"',
          '3,"Meera Das","Poet, ""quoted""",',
        ].join('\n'),
      );
      const books = await get('/api/books?select=id,published&id=eq.3', {
        headers: { accept: 'text/csv' },
      });
      expect(books.body).toBe('id,published\n3,f');
      const none = await get('/api/authors?id=eq.0', { headers: { accept: 'text/csv' } });
      expect(none.body).toBe('');
      const other = await get('/api/authors', { headers: { accept: 'application/xml' } });
      expect(other.status).toBe(406);
      expect(other.json).toMatchObject({ code: 'PGRST107' });
    });

    it('application/geo+json: 406 PGRST107 on both engines (neither has PostGIS’s ST_AsGeoJSON)', async () => {
      const has = await suite.t.db.query<{ has: boolean }>(
        "select to_regprocedure('st_asgeojson(record)') is not null as has",
      );
      expect(has[0]?.has).toBe(false);
      const r = await get('/api/authors', { headers: { accept: 'application/geo+json' } });
      expect(r.status).toBe(406);
      expect(r.json).toEqual({
        code: 'PGRST107',
        message: 'None of these media types are available: application/geo+json',
        details: null,
        hint: null,
      });
      // A client that also takes JSON gets JSON.
      const json = await get('/api/authors?select=id&id=eq.1', {
        headers: { accept: 'application/geo+json, application/json;q=0.5' },
      });
      expect(json.status).toBe(200);
      expect(json.json).toEqual([{ id: 1 }]);
    });
  });

  describe('embedding (QuerySpec related order, SpreadQueriesSpec, AggregateFunctionsSpec)', () => {
    const author = 'author:authors!books_author_id_fkey';

    it('orders by an embedded to-one column: order=author(name).desc', async () => {
      const r = await get(`/api/books?select=id,${author}(name)&order=author(name).desc,id`);
      expect(r.status, r.body).toBe(200);
      expect((r.json as { id: number }[]).map((b) => b.id)).toEqual([3, 4, 1, 2]);
      const toMany = await get('/api/books?select=id,reviews(stars)&order=reviews(stars)');
      expect(toMany.status).toBe(400);
      expect(toMany.json).toEqual({
        code: 'PGRST118',
        message: "A related order on 'reviews' is not possible",
        details: "'books' and 'reviews' do not form a many-to-one or one-to-one relationship",
        hint: null,
      });
    });

    it('spreads an embedded to-one row into its parent: ...rel(cols)', async () => {
      const r = await get(
        '/api/books?select=title,...authors!books_author_id_fkey(author_name:name,born)&id=in.(3,4)&order=id',
      );
      expect(r.status, r.body).toBe(200);
      expect(r.json).toEqual([
        { title: 'City Lights', author_name: 'Vikram Sen', born: '1985-05-06' },
        { title: 'Quiet Hours', author_name: 'Meera Das', born: null },
      ]);
      const toMany = await get('/api/books?select=title,...reviews(stars)');
      expect(toMany.status).toBe(400);
      expect(toMany.json).toMatchObject({ code: 'PGRST119' });
    });

    it('aggregates are refused unless enabled (PGRST123), as PostgREST', async () => {
      const r = await get('/api/books?select=count()');
      expect(r.status).toBe(400);
      expect(r.json).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    });

    it('with DB_AGGREGATES_ENABLED: count(), col.sum(), casts and automatic GROUP BY', async () => {
      const agg = await buildApp({
        config: config({ DB_AGGREGATES_ENABLED: 'true' }),
        db: suite.t.db,
      });
      try {
        const all = await call(
          'GET',
          '/api/books?select=count(),pages.sum(),pages.avg()::int',
          {},
          agg,
        );
        expect(all.status, all.body).toBe(200);
        expect(all.json).toEqual([{ count: 4, sum: 500, avg: 167 }]);
        const grouped = await call(
          'GET',
          '/api/books?select=published,n:count(),pages.max()&order=published',
          {},
          agg,
        );
        expect(grouped.json).toEqual([
          { published: false, n: 1, max: null },
          { published: true, n: 3, max: 300 },
        ]);
        const byAuthor = await call(
          'GET',
          `/api/books?select=pages.sum(),${author}(name)`,
          {},
          agg,
        );
        const rows = byAuthor.json as { sum: number | null; author: { name: string } }[];
        expect(rows.sort((a, b) => a.author.name.localeCompare(b.author.name))).toEqual([
          { sum: 420, author: { name: 'Asha Rao' } },
          { sum: 80, author: { name: 'Meera Das' } },
          { sum: null, author: { name: 'Vikram Sen' } },
        ]);
      } finally {
        await agg.close();
      }
    });
  });

  describe('the root document (OpenApiSpec)', () => {
    it('serves Swagger 2.0 as PostgREST does', async () => {
      const r = await get('/api/');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/openapi+json; charset=utf-8');
      const doc = r.json as {
        swagger: string;
        paths: Record<string, Record<string, { parameters?: unknown[]; tags?: string[] }>>;
        definitions: Record<string, { properties: Record<string, unknown>; required: string[] }>;
        parameters: Record<string, unknown>;
        produces: string[];
      };
      expect(doc.swagger).toBe('2.0');
      expect(doc.produces).toContain('text/csv');
      expect(doc.paths['/']?.get?.tags).toEqual(['Introspection']);
      expect(Object.keys(doc.paths['/authors'] ?? {}).sort()).toEqual([
        'delete',
        'get',
        'patch',
        'post',
      ]);
      expect(doc.paths['/authors']?.get?.parameters).toContainEqual({
        $ref: '#/parameters/rowFilter.authors.name',
      });
      expect(doc.definitions.books?.properties.id).toEqual({
        type: 'integer',
        format: 'int32',
        default: undefined,
        description: 'Note:\nThis is a Primary Key.<pk/>',
      });
      expect(doc.definitions.books?.properties.author_id).toMatchObject({
        description:
          "Note:\nThis is a Foreign Key to `authors.id`.<fk table='authors' column='id'/>",
      });
      expect(doc.definitions.books?.properties.tags).toMatchObject({
        type: 'array',
        items: { type: 'string' },
      });
      expect(doc.definitions.books?.required).toEqual(['id', 'title', 'tags', 'published']);
      expect(doc.parameters['rowFilter.books.title']).toEqual({
        name: 'title',
        required: false,
        in: 'query',
        type: 'string',
      });
      expect(doc.paths['/rpc/add']?.get?.parameters).toEqual([
        { name: 'a', required: true, in: 'query', type: 'integer', format: 'int32' },
        { name: 'b', required: false, in: 'query', type: 'integer', format: 'int32' },
      ]);
      expect(doc.paths['/rpc/bump']).not.toHaveProperty('get');
      const other = await get('/api/', { headers: { 'accept-profile': 'fx2' } });
      expect(Object.keys((other.json as { paths: object }).paths)).toEqual(['/', '/things']);
    });
  });
});
