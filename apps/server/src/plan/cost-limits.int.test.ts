import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fixtureConfig, fixtureSchema } from '../test/fixture-app.ts';
import { createMemberTestApp } from '../test/test-app.ts';
import { testEngines, type TestDatabase } from '../test/test-database.ts';

const secret = 'cost-limits-test-secret-0123456789abcdef0123';

describe.each(testEngines)('request-cost limits on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let member: string;

  const get = async (url: string, token?: string) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      json: res.body ? (JSON.parse(res.body) as Record<string, unknown>) : null,
    };
  };

  beforeAll(async () => {
    ({ t, app, member } = await createMemberTestApp(
      engine,
      secret,
      {
        DB_SCHEMAS: 'fx',
        DB_MAX_EMBEDDED_ROWS: '1000',
        DB_MAX_RESPONSE_BYTES: '20000',
        ANON_STATEMENT_TIMEOUT_MS: '300',
        STATEMENT_TIMEOUT_MS: '5000',
      },
      // 200 books with 20 reviews each: enough rows for a costly embedding.
      `${fixtureSchema}
      insert into fx.books (id, title, author_id) select g, 'Book ' || g, 1 + g % 3 from generate_series(10, 209) g;
      insert into fx.reviews (book_id, stars, body) select 10 + g % 200, 1 + g % 5, 'ok' from generate_series(1, 4000) g;
    `,
    ));
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it('refuses a select naming one column thousands of times', async () => {
    const r = await get(`/api/books?select=${Array(5000).fill('id').join(',')}`);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PGRST420', message: 'Too many select items' });
    expect((await get(`/api/books?select=${Array(100).fill('id').join(',')}&limit=1`)).status).toBe(
      200,
    );
  });

  it('counts the select items before parsing, and never counts a comma inside a quoted name', async () => {
    // Not even a valid select: refused for its size before the parser spends time on it.
    const commas = await get(`/api/books?select=${','.repeat(5000)}`);
    expect(commas.status).toBe(400);
    expect(commas.json).toMatchObject({
      code: 'PGRST420',
      message: 'Too many select items',
      details: 'The select names 5001 items; at most 100 are allowed.',
    });
    // 200 commas inside one quoted name are one item: the parser answers (no such column).
    const quoted = await get(`/api/books?select=${encodeURIComponent(`"${','.repeat(200)}"`)}`);
    expect(quoted.json).not.toMatchObject({ code: 'PGRST420' });
    expect(quoted.status).toBe(400);
  });

  it('refuses an embedding deeper than the limit and too many embeddings', async () => {
    const deep = await get(
      '/api/books?select=id,reviews(id,books(id,reviews(id,books(id,reviews(id)))))&limit=1',
    );
    expect(deep.status).toBe(400);
    expect(deep.json).toMatchObject({ code: 'PGRST420', message: 'Embedding too deep' });
    const wide = Array.from({ length: 25 }, (_, i) => `r${i}:reviews(id)`).join(',');
    const fan = await get(`/api/books?select=id,${wide}&limit=1`);
    expect(fan.json).toMatchObject({ code: 'PGRST420', message: 'Too many embedded resources' });
    const conds = Array.from({ length: 101 }, (_, i) => `id.eq.${i}`).join(',');
    const many = await get(`/api/books?select=id&or=(${conds})`);
    expect(many.json).toMatchObject({ code: 'PGRST420', message: 'Too many conditions' });
  });

  it('stops a read whose embeddings build more rows than allowed, in the database', async () => {
    const r = await get('/api/books?select=id,reviews(id)');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PT400', message: 'Too many embedded rows' });
    // The same read with a limit on the embedding passes, and the count starts over per request.
    const ok = await get('/api/books?select=id,reviews(id)&reviews.limit=2&limit=100');
    expect(ok.status).toBe(200);
    expect(ok.json).toHaveLength(100);
    expect((await get('/api/books?select=id,reviews(id)&reviews.limit=2&limit=100')).status).toBe(
      200,
    );
  });

  it('gives anonymous callers a smaller embedded-row budget than members', async () => {
    const lean = await buildApp({
      config: fixtureConfig(secret, {
        DB_SCHEMAS: 'fx',
        DB_MAX_EMBEDDED_ROWS: '1000',
        ANON_MAX_EMBEDDED_ROWS: '100',
      }),
      db: t.db,
    });
    try {
      const read = (token?: string) =>
        lean.inject({
          method: 'GET',
          url: '/api/books?select=id,reviews(id)&reviews.limit=5&limit=40',
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      // 40 books with 5 reviews each: 200 embedded rows.
      const anon = await read();
      expect(anon.statusCode).toBe(400);
      expect(anon.json()).toMatchObject({
        code: 'PT400',
        details: 'The embedded resources would return more than 100 rows.',
      });
      expect((await read(member)).statusCode).toBe(200);
    } finally {
      await lean.close();
    }
  });

  it('refuses a response larger than the limit', async () => {
    const r = await get('/api/reviews?select=*');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'PGRST420', message: 'Response too large' });
  });

  it('answers /api/health without waiting for the database queue', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // On PGlite a transaction holds the one connection; queued work waits behind it.
    const busy =
      engine === 'pglite'
        ? t.db.transaction(async () => {
            await held;
          })
        : Promise.resolve();
    const started = Date.now();
    const h = await app.inject({ method: 'GET', url: '/api/health' });
    expect(h.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);
    release();
    await busy;
  });

  // On PGlite this read's rows are built in about 130 ms, checked all the way; the whole body's
  // json_agg and cast take 80 ms more (checked after since), and handing the 139 MB body over to
  // JavaScript 330 ms more, past every check in SQL: runAsRequest refuses a statement that comes
  // back after its timeout. Before both, warm reads here answered 400 (too large) at 0.5–1 s.
  it('stops a read that embeds for longer than the caller’s statement timeout', async () => {
    // No row limit here, so only the deadline can stop it: every review, its book, the book's
    // reviews, and so on three times over (a response of some 140 MB, seconds of work).
    const unbounded = await buildApp({
      config: fixtureConfig(secret, {
        DB_SCHEMAS: 'fx',
        DB_MAX_EMBEDDED_ROWS: '100000000',
        ANON_MAX_EMBEDDED_ROWS: '100000000',
        DB_MAX_EMBED_DEPTH: '6',
        DB_MAX_RESPONSE_BYTES: '20000',
        ANON_STATEMENT_TIMEOUT_MS: '300',
      }),
      db: t.db,
    });
    try {
      // Three times: a fresh engine's first read is the slowest; the warm ones are those that
      // finished unchecked.
      for (let i = 0; i < 3; i++) {
        const r = await unbounded.inject({
          method: 'GET',
          url: '/api/reviews?select=id,books(id,reviews(id,books(id,reviews(id,books(id,reviews(id))))))',
        });
        expect(r.statusCode, r.body).toBe(504);
        expect(r.json()).toMatchObject({ code: '57014' });
      }
    } finally {
      await unbounded.close();
    }
  });

  it('stops a read that scans for longer than the caller’s statement timeout without embedding, on both engines', async () => {
    // 4,000 rows of 300 characters and 400 conditions that never match: each row costs every
    // condition, seconds in all, and no row is ever built or returned for a counter to see.
    await t.db.execScript(`
      create table fx.long_notes as select g as id, repeat('ok ', 100) as body from generate_series(1, 4000) g;
      grant select, delete on fx.long_notes to anon;
    `);
    const slow = await buildApp({
      config: fixtureConfig(secret, {
        DB_SCHEMAS: 'fx',
        DB_MAX_CONDITIONS: '1000',
        ANON_STATEMENT_TIMEOUT_MS: '300',
      }),
      db: t.db,
    });
    const never = Array.from({ length: 400 }, (_, i) => `body.ilike.*zq${i}*`).join(',');
    try {
      for (const [method, url] of [
        ['GET', `/api/long_notes?or=(${never})`],
        ['GET', `/api/long_notes?or=(${never})&limit=0`],
        ['DELETE', `/api/long_notes?or=(${never})`],
      ] as const) {
        const started = Date.now();
        const r = await slow.inject({ method, url, headers: { prefer: 'count=exact' } });
        expect(r.statusCode, `${method} ${r.body}`).toBe(504);
        expect(r.json()).toMatchObject({ code: '57014' });
        // Stopped near its 300 ms deadline, not after the seconds the scan would take.
        expect(Date.now() - started).toBeLessThan(2000);
      }
    } finally {
      await slow.close();
      await t.db.execScript('drop table fx.long_notes');
    }
  });

  // PGlite has no statement timeout of its own (no timer signals in WebAssembly).
  it.skipIf(engine === 'pglite')(
    'gives anonymous callers a lower statement timeout than members',
    async () => {
      const nap = (token?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/rpc/sleep',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: '{"seconds":0.6}',
        });
      const anon = await nap();
      expect(anon.statusCode).toBe(504);
      expect(anon.json()).toMatchObject({ code: '57014' });
      expect((await nap(member)).statusCode).toBe(200);
    },
  );
});
