import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { openPostgres } from '../db/postgres-driver.ts';
import {
  createFixtureApp,
  dataApiConfig as testConfig,
  dataApiSecret as secret,
  injectCall,
  type InjectedCall,
} from '../test/fixture-app.ts';
import { createTestSession } from '../test/test-users.ts';
import { testEngines } from '../test/test-database.ts';

const userA = '00000000-0000-4000-8000-00000000000a';
const userB = '00000000-0000-4000-8000-00000000000b';

/** Each user's live session in the current engine's database (every request checks it). */
const sessions = new Map<string, string>();

async function tokenFor(sub: string, extra: Record<string, unknown> = {}): Promise<string> {
  return signAccessToken(
    { secret, audience: 'athcare' },
    { sub, role: 'authenticated', app_roles: [], sid: sessions.get(sub) ?? '', ...extra },
    600,
  );
}

describe.each(testEngines)('data API on %s', (engine) => {
  let suite: TestApp;
  let tokenA: string;
  let tokenB: string;

  const call = (method: string, url: string, opts?: InjectedCall) =>
    injectCall(suite.app, method, url, opts);
  const get = (url: string, opts?: InjectedCall) => call('GET', url, opts);

  beforeAll(async () => {
    suite = await createFixtureApp(engine, testConfig());
    for (const u of [userA, userB]) sessions.set(u, await createTestSession(suite.t.db, u));
    tokenA = await tokenFor(userA);
    tokenB = await tokenFor(userB);
  });
  afterAll(() => suite?.close());

  describe('reads', () => {
    it('lists a table with Content-Range', async () => {
      const r = await get('/api/authors?order=id');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      expect(r.headers['content-range']).toBe('0-2/*');
      expect((r.json as { name: string }[]).map((a) => a.name)).toEqual([
        'Asha Rao',
        'Vikram Sen',
        'Meera Das',
      ]);
    });

    it.each([
      ['id=eq.2', [2]],
      ['id=neq.2', [1, 3]],
      ['id=gt.1', [2, 3]],
      ['id=gte.2', [2, 3]],
      ['id=lt.2', [1]],
      ['id=lte.2', [1, 2]],
      ['name=like.*Rao', [1]],
      ['name=ilike.*SEN', [2]],
      ['name=in.("Asha Rao","Meera Das")', [1, 3]],
      ['name=not.in.(x,"Asha Rao")', [2, 3]],
      ['bio=is.null', [2]],
      ['bio=not.is.null', [1, 3]],
      ['born=gte.1980-01-01', [2]],
      ['data->>city=eq.Kochi', [2]],
      ['data->tags->>0=eq.a', [1]],
      ['or=(id.eq.1,name.eq.Meera Das)', [1, 3]],
      ['or=(id.eq.3,and(bio.is.null,born.gt.1980-01-01))', [2, 3]],
      ['not.or=(id.eq.1,id.eq.2)', [3]],
      ['and=(id.gt.1,or(bio.is.null,name.like.M*))', [2, 3]],
      ['bio=eq.Poet, "quoted"', [3]],
      ['bio=match.^Wri', [1]],
      ['id=isdistinct.1', [2, 3]],
      ['name=like(any).{*Rao,*Das}', [1, 3]],
      ['id=gt(all).{0,1}', [2, 3]],
      ['name=not.eq(any).{"Asha Rao"}', [2, 3]],
    ])('filters %s', async (query, ids) => {
      const r = await get(`/api/authors?select=id&order=id&${query.replace(/ /g, '%20')}`);
      expect(r.status, r.body).toBe(200);
      expect((r.json as { id: number }[]).map((a) => a.id)).toEqual(ids);
    });

    it('filters booleans, arrays and full text', async () => {
      expect((await get('/api/books?select=id&published=is.false')).json).toEqual([{ id: 3 }]);
      expect((await get('/api/books?select=id&tags=cs.{poetry}&order=id')).json).toEqual([
        { id: 1 },
        { id: 4 },
      ]);
      expect((await get('/api/books?select=id&tags=ov.{nature,none}&order=id')).json).toEqual([
        { id: 1 },
        { id: 2 },
      ]);
      expect((await get('/api/books?select=id&title=fts(english).songs')).json).toEqual([
        { id: 1 },
      ]);
      expect((await get('/api/books?select=id&title=wfts.quiet hours')).json).toEqual([{ id: 4 }]);
    });

    it('selects with aliases, casts and JSON paths', async () => {
      const r = await get(
        '/api/authors?select=key:id,name,city:data->>city,born::text,raw:data->tags&id=eq.1',
      );
      expect(r.json).toEqual([
        { key: 1, name: 'Asha Rao', city: 'Pune', born: '1970-01-02', raw: ['a', 'b'] },
      ]);
      const price = await get('/api/books?select=price::text&id=eq.2');
      expect(price.json).toEqual([{ price: '399.50' }]);
    });

    it('orders, limits and offsets', async () => {
      const r = await get('/api/books?select=id&order=pages.desc.nullsfirst,id.asc');
      expect(r.json).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }, { id: 4 }]);
      const nl = await get('/api/books?select=id&order=pages.asc.nullslast');
      expect(nl.json).toEqual([{ id: 4 }, { id: 1 }, { id: 2 }, { id: 3 }]);
      const page = await get('/api/books?select=id&order=id&limit=2&offset=1');
      expect(page.json).toEqual([{ id: 2 }, { id: 3 }]);
      expect(page.headers['content-range']).toBe('1-2/*');
    });

    it('honours Range headers and exact counts (206, 416)', async () => {
      const r = await get('/api/books?select=id&order=id', {
        headers: { range: '0-1', 'range-unit': 'items', prefer: 'count=exact' },
      });
      expect(r.status).toBe(206);
      expect(r.headers['content-range']).toBe('0-1/4');
      expect(r.headers['preference-applied']).toBe('count=exact');
      expect(r.json).toEqual([{ id: 1 }, { id: 2 }]);
      const all = await get('/api/books?select=id', { headers: { prefer: 'count=exact' } });
      expect(all.status).toBe(200);
      expect(all.headers['content-range']).toBe('0-3/4');
      const filtered = await get('/api/books?select=id&published=is.true&limit=1', {
        headers: { prefer: 'count=exact' },
      });
      expect(filtered.headers['content-range']).toBe('0-0/3');
      const beyond = await get('/api/books?offset=10', { headers: { prefer: 'count=exact' } });
      expect(beyond.status).toBe(416);
      expect(beyond.json).toMatchObject({ code: 'PGRST103' });
      const empty = await get('/api/books?id=eq.99', { headers: { prefer: 'count=exact' } });
      expect(empty.status).toBe(200);
      expect(empty.headers['content-range']).toBe('*/0');
      expect(empty.json).toEqual([]);
    });

    it('caps rows at DB_MAX_ROWS', async () => {
      const small = await buildApp({ config: testConfig({ DB_MAX_ROWS: '2' }), db: suite.t.db });
      try {
        const r = await small.inject({ method: 'GET', url: '/api/books?select=id&order=id' });
        expect(JSON.parse(r.body)).toEqual([{ id: 1 }, { id: 2 }]);
        expect(r.headers['content-range']).toBe('0-1/*');
      } finally {
        await small.close();
      }
    });

    it('answers HEAD without a body', async () => {
      const r = await call('HEAD', '/api/books', { headers: { prefer: 'count=exact' } });
      expect(r.status).toBe(200);
      expect(r.body).toBe('');
      expect(r.headers['content-range']).toBe('0-3/4');
    });

    it('returns a single object for vnd.pgrst.object+json, else 406 PGRST116', async () => {
      const accept = { accept: 'application/vnd.pgrst.object+json' };
      const one = await get('/api/authors?select=name&id=eq.1', { headers: accept });
      expect(one.status).toBe(200);
      expect(one.headers['content-type']).toMatch(/^application\/vnd\.pgrst\.object\+json/);
      expect(one.json).toEqual({ name: 'Asha Rao' });
      const many = await get('/api/authors', { headers: accept });
      expect(many.status).toBe(406);
      expect(many.json).toMatchObject({ code: 'PGRST116' });
      const none = await get('/api/authors?id=eq.99', { headers: accept });
      expect(none.status).toBe(406);
    });

    it('reads views', async () => {
      const r = await get('/api/author_names?select=name&id=eq.2');
      expect(r.json).toEqual([{ name: 'Vikram Sen' }]);
    });
  });

  describe('embedding', () => {
    it('embeds many-to-one as an object and one-to-many as an array, nested', async () => {
      const r = await get(
        '/api/books?select=title,author:authors!books_author_id_fkey(name),editor:authors!books_editor_fk(name),reviews(stars,book:books(title))&order=id&limit=3',
      );
      expect(r.status, r.body).toBe(200);
      expect(r.json).toEqual([
        {
          title: 'River Songs',
          author: { name: 'Asha Rao' },
          editor: { name: 'Vikram Sen' },
          reviews: [
            { stars: 5, book: { title: 'River Songs' } },
            { stars: 4, book: { title: 'River Songs' } },
          ],
        },
        {
          title: 'Monsoon',
          author: { name: 'Asha Rao' },
          editor: null,
          reviews: [{ stars: 3, book: { title: 'Monsoon' } }],
        },
        {
          title: 'City Lights',
          author: { name: 'Vikram Sen' },
          editor: { name: 'Asha Rao' },
          reviews: [],
        },
      ]);
    });

    it('disambiguates by constraint or column and reports ambiguity (300 PGRST201)', async () => {
      const byColumn = await get('/api/authors?select=name,books!author_id(title)&id=eq.2');
      expect(byColumn.json).toEqual([{ name: 'Vikram Sen', books: [{ title: 'City Lights' }] }]);
      const byFkColumn = await get('/api/books?select=id,author_id(name)&id=eq.4');
      expect(byFkColumn.json).toEqual([{ id: 4, author_id: { name: 'Meera Das' } }]);
      const ambiguous = await get('/api/authors?select=books(*)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.json).toMatchObject({ code: 'PGRST201' });
    });

    it('filters, orders and limits embedded resources', async () => {
      const r = await get(
        '/api/authors?select=id,books!author_id(id)&books.order=id.desc&books.limit=1&books.published=is.true&order=id',
      );
      expect(r.json).toEqual([
        { id: 1, books: [{ id: 2 }] },
        { id: 2, books: [] },
        { id: 3, books: [{ id: 4 }] },
      ]);
      const or = await get(
        '/api/authors?select=id,books!author_id(id)&books.or=(id.eq.1,id.eq.4)&order=id',
      );
      expect(or.json).toEqual([
        { id: 1, books: [{ id: 1 }] },
        { id: 2, books: [] },
        { id: 3, books: [{ id: 4 }] },
      ]);
    });

    it('!inner filters the parent rows, counts included', async () => {
      const r = await get(
        '/api/books?select=id,author:authors!books_author_id_fkey!inner(name)&author.name=like.*Rao&order=id',
        {
          headers: { prefer: 'count=exact' },
        },
      );
      expect(r.json).toEqual([
        { id: 1, author: { name: 'Asha Rao' } },
        { id: 2, author: { name: 'Asha Rao' } },
      ]);
      expect(r.headers['content-range']).toBe('0-1/2');
      const withReviews = await get(
        '/api/books?select=id,reviews!inner(stars)&reviews.stars=gte.4',
      );
      expect(withReviews.json).toEqual([{ id: 1, reviews: [{ stars: 5 }, { stars: 4 }] }]);
    });

    it('embeds many-to-many through a junction and one-to-one as an object', async () => {
      const m2m = await get(
        '/api/books?select=id,labels(label)&order=id&labels.order=label.desc&id=lte.3',
      );
      expect(m2m.status, m2m.body).toBe(200);
      expect(m2m.json).toEqual([
        { id: 1, labels: [{ label: 'new' }, { label: 'classic' }] },
        { id: 2, labels: [{ label: 'classic' }] },
        { id: 3, labels: [] },
      ]);
      const back = await get('/api/labels?select=label,books!inner(id)&order=id');
      expect(back.json).toEqual([
        { label: 'classic', books: [{ id: 1 }, { id: 2 }] },
        { label: 'new', books: [{ id: 1 }] },
      ]);
      const oneToOne = await get('/api/books?select=id,book_details(isbn)&id=in.(1,2)&order=id');
      expect(oneToOne.json).toEqual([
        { id: 1, book_details: { isbn: '978-0-00-000001-1' } },
        { id: 2, book_details: null },
      ]);
    });

    it('embeds through views that keep their base table keys', async () => {
      const r = await get(
        '/api/book_cards?select=title,authors(name),reviews(stars)&order=id&limit=2',
      );
      expect(r.status, r.body).toBe(200);
      expect(r.json).toEqual([
        {
          title: 'River Songs',
          authors: { name: 'Asha Rao' },
          reviews: [{ stars: 5 }, { stars: 4 }],
        },
        { title: 'Monsoon', authors: { name: 'Asha Rao' }, reviews: [{ stars: 3 }] },
      ]);
      const fromView = await get('/api/author_names?select=name,book_cards(title)&id=eq.1');
      expect(fromView.json).toEqual([
        { name: 'Asha Rao', book_cards: [{ title: 'River Songs' }, { title: 'Monsoon' }] },
      ]);
    });

    it('PGRST200 when there is no relationship', async () => {
      const r = await get('/api/items?select=*,authors(*)');
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: 'PGRST200' });
    });

    it('limits embedding depth', async () => {
      const deep = 'reviews(book:books('.repeat(5);
      const r = await get(`/api/books?select=${deep}id${'))'.repeat(5)}`);
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: 'PGRST420', message: 'Embedding too deep' });
    });
  });

  describe('writes', () => {
    it('inserts one object (201, minimal and representation) and arrays', async () => {
      const minimal = await call('POST', '/api/authors', {
        token: tokenA,
        body: { name: 'New One' },
      });
      expect(minimal.status).toBe(201);
      expect(minimal.body).toBe('');
      const rep = await call('POST', '/api/authors?select=id,name', {
        token: tokenA,
        headers: { prefer: 'return=representation' },
        body: [{ name: 'Two', bio: 'x' }, { name: 'Three' }],
      });
      expect(rep.status).toBe(201);
      expect(rep.headers['preference-applied']).toBe('return=representation');
      expect((rep.json as { name: string }[]).map((a) => a.name)).toEqual(['Two', 'Three']);
      const single = await call(
        'POST',
        '/api/books?select=title,author:authors!books_author_id_fkey(name)',
        {
          token: tokenA,
          headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
          body: { title: 'Fresh', author_id: 2 },
        },
      );
      expect(single.json).toEqual({ title: 'Fresh', author: { name: 'Vikram Sen' } });
    });

    it('inserts only the columns named by columns=', async () => {
      const r = await call('POST', '/api/items?columns=id,sku', {
        token: tokenA,
        headers: { prefer: 'return=representation' },
        body: { id: 10, sku: 'C-10', qty: 99 },
      });
      expect(r.status, r.body).toBe(201);
      expect(r.json).toEqual([{ id: 10, sku: 'C-10', qty: 0 }]);
    });

    it('upserts with merge-duplicates and ignore-duplicates on on_conflict', async () => {
      const merge = await call('POST', '/api/items?on_conflict=sku', {
        token: tokenA,
        headers: { prefer: 'resolution=merge-duplicates,return=representation' },
        body: [
          { id: 1, sku: 'A-1', qty: 7 },
          { id: 3, sku: 'D-3', qty: 1 },
        ],
      });
      expect(merge.status, merge.body).toBe(201);
      expect(merge.headers['preference-applied']).toContain('resolution=merge-duplicates');
      expect(merge.json).toEqual([
        { id: 1, sku: 'A-1', qty: 7 },
        { id: 3, sku: 'D-3', qty: 1 },
      ]);
      const ignore = await call('POST', '/api/items', {
        token: tokenA,
        headers: { prefer: 'resolution=ignore-duplicates,return=representation' },
        body: { id: 1, sku: 'A-1', qty: 100 },
      });
      expect(ignore.json).toEqual([]);
      expect((await get('/api/items?id=eq.1&select=qty')).json).toEqual([{ qty: 7 }]);
    });

    it('updates and deletes with filters (204, 200 with representation)', async () => {
      const upd = await call('PATCH', '/api/items?id=eq.2', { token: tokenA, body: { qty: 3 } });
      expect(upd.status).toBe(204);
      const rep = await call('PATCH', '/api/items?id=eq.2&select=id,qty', {
        token: tokenA,
        headers: { prefer: 'return=representation' },
        body: { qty: 4 },
      });
      expect(rep.status).toBe(200);
      expect(rep.json).toEqual([{ id: 2, qty: 4 }]);
      await call('POST', '/api/items', { token: tokenA, body: { id: 20, sku: 'Z-20' } });
      const del = await call('DELETE', '/api/items?sku=eq.Z-20', {
        token: tokenA,
        headers: { prefer: 'return=representation' },
      });
      expect(del.status).toBe(200);
      expect(del.json).toEqual([{ id: 20, sku: 'Z-20', qty: 0 }]);
      const del2 = await call('DELETE', '/api/items?sku=eq.Z-20', { token: tokenA });
      expect(del2.status).toBe(204);
    });

    it('PUT replaces the row named by its primary key', async () => {
      const put = await call('PUT', '/api/items?id=eq.30', {
        token: tokenA,
        headers: { prefer: 'return=representation' },
        body: { id: 30, sku: 'PUT-30', qty: 1 },
      });
      expect(put.status, put.body).toBe(201);
      expect(put.json).toEqual([{ id: 30, sku: 'PUT-30', qty: 1 }]);
      const again = await call('PUT', '/api/items?id=eq.30', {
        token: tokenA,
        body: { id: 30, sku: 'PUT-30', qty: 2 },
      });
      expect(again.status).toBe(204);
      expect((await get('/api/items?id=eq.30&select=qty')).json).toEqual([{ qty: 2 }]);
      const noKey = await call('PUT', '/api/items?sku=eq.x', {
        token: tokenA,
        body: { id: 31, sku: 'x' },
      });
      expect(noKey.status).toBe(405);
      expect(noKey.json).toMatchObject({ code: 'PGRST105' });
      const mismatch = await call('PUT', '/api/items?id=eq.32', {
        token: tokenA,
        body: { id: 33, sku: 'y' },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.json).toMatchObject({ code: 'PGRST115' });
    });

    it('rolls back a singular write that touches more than one row', async () => {
      const r = await call('PATCH', '/api/items?qty=gte.0', {
        token: tokenA,
        headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
        body: { qty: 42 },
      });
      expect(r.status).toBe(406);
      expect(r.json).toMatchObject({ code: 'PGRST116' });
      expect((await get('/api/items?qty=eq.42')).json).toEqual([]);
    });

    it('maps constraint and data errors to PostgREST statuses', async () => {
      const dup = await call('POST', '/api/items', { token: tokenA, body: { id: 1, sku: 'dup' } });
      expect(dup.status).toBe(409);
      expect(dup.json).toMatchObject({ code: '23505' });
      const fk = await call('POST', '/api/books', {
        token: tokenA,
        body: { title: 'x', author_id: 999 },
      });
      expect(fk.status).toBe(409);
      expect(fk.json).toMatchObject({ code: '23503' });
      const notNull = await call('POST', '/api/books', { token: tokenA, body: { pages: 1 } });
      expect(notNull.status).toBe(400);
      expect(notNull.json).toMatchObject({ code: '23502' });
      const badInt = await get('/api/books?id=eq.abc');
      expect(badInt.status).toBe(400);
      expect(badInt.json).toMatchObject({ code: '22P02' });
      const check = await call('POST', '/api/reviews', {
        token: tokenA,
        body: { book_id: 1, stars: 9 },
      });
      expect(check.status).toBe(400);
      expect(check.json).toMatchObject({ code: '23514' });
      const tooLong = await call('POST', '/api/reviews', {
        token: tokenA,
        body: { book_id: 1, stars: 2, body: 'x'.repeat(30) },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.json).toMatchObject({ code: '22001' });
      const range = await call('POST', '/api/items', {
        token: tokenA,
        body: { id: 99999999999, sku: 'big' },
      });
      expect(range.status).toBe(400);
      expect(range.json).toMatchObject({ code: '22003' });
      const date = await get('/api/authors?born=eq.not-a-date');
      expect(date.status).toBe(400);
      expect(date.json).toMatchObject({ code: '22007' });
      const overflow = await get('/api/authors?born=eq.2020-13-45');
      expect(overflow.status).toBe(400);
      expect(overflow.json).toMatchObject({ code: '22008' });
    });
  });

  describe('functions', () => {
    it('calls scalar functions by POST and GET, with defaults', async () => {
      const post = await call('POST', '/api/rpc/add', { body: { a: 2, b: 5 } });
      expect(post.status).toBe(200);
      expect(post.json).toBe(7);
      expect((await get('/api/rpc/add?a=1&b=2')).json).toBe(3);
      expect((await get('/api/rpc/add?a=1')).json).toBe(2);
      expect((await call('POST', '/api/rpc/sum_array', { body: { xs: [1, 2, 3] } })).json).toBe(6);
      expect((await get('/api/rpc/sum_array?xs=1&xs=2&xs=4')).json).toBe(7);
      expect((await get('/api/rpc/sum_array?xs={5,6}')).json).toBe(11);
      expect((await call('POST', '/api/rpc/echo', { body: { any: ['thing'] } })).json).toEqual({
        any: ['thing'],
      });
    });

    it('applies select, filters and order to set results', async () => {
      const r = await get('/api/rpc/books_by?author=1&select=title&order=id.desc');
      expect(r.json).toEqual([{ title: 'Monsoon' }, { title: 'River Songs' }]);
      const f = await call(
        'POST',
        '/api/rpc/books_by?select=id,author:authors!books_author_id_fkey(name)&pages=gt.200',
        { body: { author: 1 } },
      );
      expect(f.json).toEqual([{ id: 2, author: { name: 'Asha Rao' } }]);
      expect((await get('/api/rpc/numbers?n=3')).json).toEqual([1, 2, 3]);
      expect((await get('/api/rpc/stats')).json).toEqual([
        { total: expect.any(Number) as number, label: 'books' },
      ]);
      expect((await get('/api/rpc/first_book?select=title')).json).toEqual({
        title: 'River Songs',
      });
    });

    it('runs a volatile set-returning function once, even with count=exact', async () => {
      const r = await call('POST', '/api/rpc/take_ticket?select=n', {
        token: tokenA,
        headers: { prefer: 'count=exact' },
        body: {},
      });
      expect(r.status, r.body).toBe(200);
      expect(r.headers['content-range']).toBe('0-0/1');
      expect(r.json).toEqual([{ n: 1 }]);
      expect(
        (await call('POST', '/api/rpc/take_ticket', { token: tokenA, body: {} })).json,
      ).toEqual([{ n: 2 }]);
    });

    it('answers 204 for void, 405 for GET on volatile, 404 for unknown', async () => {
      const v = await call('POST', '/api/rpc/bump', { token: tokenA, body: { item: 2 } });
      expect(v.status).toBe(204);
      const g = await get('/api/rpc/bump?item=2');
      expect(g.status).toBe(405);
      const missing = await call('POST', '/api/rpc/nope', { body: {} });
      expect(missing.status).toBe(404);
      expect(missing.json).toMatchObject({ code: 'PGRST202' });
      const wrongArgs = await call('POST', '/api/rpc/add', { body: { z: 1 } });
      expect(wrongArgs.status).toBe(404);
    });

    it('passes raised errors through: P0001 → 400, PT409 → 409', async () => {
      const p = await call('POST', '/api/rpc/fail', { body: { msg: 'Email is already taken.' } });
      expect(p.status).toBe(400);
      expect(p.json).toEqual({
        code: 'P0001',
        message: 'Email is already taken.',
        details: null,
        hint: null,
      });
      const c = await call('POST', '/api/rpc/conflict', { body: {} });
      expect(c.status).toBe(409);
      expect(c.json).toMatchObject({ code: 'PT409', message: 'Slot already taken.' });
    });

    it('runs as the caller: role and claims', async () => {
      expect((await get('/api/rpc/whoami')).json).toBe('anon:');
      expect((await get('/api/rpc/whoami', { token: tokenA })).json).toBe(`authenticated:${userA}`);
    });
  });

  describe('profiles', () => {
    it('chooses the schema with Accept-Profile and Content-Profile', async () => {
      const r = await get('/api/things', { headers: { 'accept-profile': 'fx2' } });
      expect(r.status).toBe(200);
      expect(r.headers['content-profile']).toBe('fx2');
      expect(r.json).toEqual([{ id: 1, label: 'other schema' }]);
      expect((await get('/api/things')).status).toBe(404);
      const w = await call('POST', '/api/things', {
        token: tokenA,
        headers: { 'content-profile': 'fx2' },
        body: { id: 2, label: 'two' },
      });
      expect(w.status).toBe(201);
      const bad = await get('/api/things', { headers: { 'accept-profile': 'auth' } });
      expect(bad.status).toBe(406);
      expect(bad.json).toMatchObject({ code: 'PGRST106' });
    });
  });

  describe('request errors', () => {
    it.each([
      ['/api/authors?id=eq', 'PGRST100', 400],
      ['/api/authors?id=zz.1', 'PGRST100', 400],
      ['/api/authors?or=(id.eq.1', 'PGRST100', 400],
      ['/api/authors?limit=-1', 'PGRST103', 416],
      ['/api/authors?select=id::evil_type', 'PGRST100', 400],
      ['/api/authors?order=id.sideways', 'PGRST100', 400],
      ['/api/nope', 'PGRST205', 404],
      ['/api/authors?nope=eq.1', '42703', 400],
      ['/api/authors?select=nope', '42703', 400],
    ])('GET %s → %s', async (url, code, status) => {
      const r = await get(url);
      expect(r.status).toBe(status);
      expect(r.json).toMatchObject({ code });
      expect(Object.keys(r.json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('PGRST102 for a bad body, PGRST204 for an unknown column', async () => {
      const bad = await call('POST', '/api/authors', { token: tokenA, body: '{"name": ' });
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ code: 'PGRST102' });
      const unknown = await call('POST', '/api/authors', {
        token: tokenA,
        body: { name: 'x', shoe_size: 9 },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.json).toMatchObject({ code: 'PGRST204' });
    });

    it('PGRST301/PGRST303 with WWW-Authenticate for a bad or expired token', async () => {
      const bad = await get('/api/authors', { token: 'not.a.jwt' });
      expect(bad.status).toBe(401);
      expect(bad.json).toMatchObject({ code: 'PGRST301' });
      expect(bad.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
      const expired = await signAccessToken(
        { secret, audience: 'athcare' },
        { sub: userA, role: 'authenticated', app_roles: [], sid: 's' },
        -60,
      );
      const r = await get('/api/authors', { token: expired });
      expect(r.status).toBe(401);
      expect(r.json).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
      const other = await signAccessToken(
        { secret: 'another-secret-another-secret-another!!', audience: 'athcare' },
        { sub: userA, role: 'authenticated', app_roles: [], sid: 's' },
        60,
      );
      expect((await get('/api/authors', { token: other })).status).toBe(401);
    });

    it('42501: 401 for anon, 403 for an authenticated caller', async () => {
      const anon = await get('/api/notes');
      expect(anon.status).toBe(401);
      expect(anon.json).toMatchObject({ code: '42501' });
      const authed = await get('/api/secrets', { token: tokenA });
      expect(authed.status).toBe(403);
      expect(authed.json).toMatchObject({ code: '42501' });
      const write = await call('POST', '/api/authors', { body: { name: 'anon write' } });
      expect(write.status).toBe(401);
    });

    // PGlite runs in-process without timers that can cancel a statement: the server engine only.
    it.skipIf(engine === 'pglite')('statement timeout → 504', async () => {
      const slow = await buildApp({
        config: testConfig({ STATEMENT_TIMEOUT_MS: '100' }),
        db: suite.t.db,
      });
      try {
        const r = await slow.inject({
          method: 'POST',
          url: '/api/rpc/sleep',
          payload: { seconds: 2 },
          headers: { 'content-type': 'application/json' },
        });
        expect(r.statusCode).toBe(504);
        expect(JSON.parse(r.body)).toMatchObject({ code: '57014' });
      } finally {
        await slow.close();
      }
    });
  });

  describe('row-level security', () => {
    let noteA: number;
    beforeAll(async () => {
      const r = await call('POST', '/api/notes?select=id', {
        token: tokenA,
        headers: { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
        body: { body: 'A private note', book_id: 1 },
      });
      expect(r.status, r.body).toBe(201);
      noteA = (r.json as { id: number }).id;
    });

    it('the owner reads the note', async () => {
      const r = await get('/api/notes?select=body', { token: tokenA });
      expect(r.json).toEqual([{ body: 'A private note' }]);
    });

    it('a repeated URL (cached plan) still answers per caller', async () => {
      const url = '/api/notes?select=body&order=id';
      expect((await get(url, { token: tokenA })).json).toEqual([{ body: 'A private note' }]);
      expect((await get(url, { token: tokenB })).json).toEqual([]);
      expect((await get(url, { token: tokenA })).json).toEqual([{ body: 'A private note' }]);
      expect((await get(url)).status).toBe(401);
    });

    it('user B cannot read or count it', async () => {
      const r = await get(`/api/notes?id=eq.${noteA}`, {
        token: tokenB,
        headers: { prefer: 'count=exact' },
      });
      expect(r.status).toBe(200);
      expect(r.json).toEqual([]);
      expect(r.headers['content-range']).toBe('*/0');
    });

    it('user B cannot change or delete it', async () => {
      const upd = await call('PATCH', `/api/notes?id=eq.${noteA}`, {
        token: tokenB,
        headers: { prefer: 'return=representation' },
        body: { body: 'hacked' },
      });
      expect(upd.json).toEqual([]);
      const del = await call('DELETE', `/api/notes?id=eq.${noteA}`, {
        token: tokenB,
        headers: { prefer: 'return=representation' },
      });
      expect(del.json).toEqual([]);
      expect((await get(`/api/notes?id=eq.${noteA}&select=body`, { token: tokenA })).json).toEqual([
        { body: 'A private note' },
      ]);
    });

    it('user B cannot write a note as A', async () => {
      const r = await call('POST', '/api/notes', {
        token: tokenB,
        body: { body: 'forged', owner_id: userA },
      });
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ code: '42501' });
    });

    it('nor see it through an embedding or a function', async () => {
      const asB = await get('/api/books?select=id,notes(body)&id=eq.1', { token: tokenB });
      expect(asB.json).toEqual([{ id: 1, notes: [] }]);
      const asA = await get('/api/books?select=id,notes(body)&id=eq.1', { token: tokenA });
      expect(asA.json).toEqual([{ id: 1, notes: [{ body: 'A private note' }] }]);
      expect((await get('/api/rpc/my_notes', { token: tokenB })).json).toEqual([]);
      expect((await get('/api/rpc/note_count', { token: tokenB })).json).toBe(0);
      expect((await get('/api/rpc/note_count', { token: tokenA })).json).toBe(1);
    });
  });

  it('serves an OpenAPI 3 document of the exposed schema on request', async () => {
    const r = await get('/api/', { headers: { accept: 'application/vnd.oai.openapi+json' } });
    expect(r.status).toBe(200);
    const doc = r.json as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/authors'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
      'post',
    ]);
    expect(doc.paths['/rpc/add']).toHaveProperty('get');
    expect(doc.paths['/rpc/bump']).not.toHaveProperty('get');
    expect(doc.components.schemas.books).toMatchObject({ type: 'object', required: ['title'] });
    const other = await get('/api/', {
      headers: { 'accept-profile': 'fx2', accept: 'application/vnd.oai.openapi+json' },
    });
    expect(Object.keys((other.json as { paths: object }).paths)).toEqual(['/things']);
  });

  it('reloads the schema cache', async () => {
    await suite.t.db.execScript(
      'create table fx.late (id int primary key); grant select on fx.late to anon;',
    );
    expect((await get('/api/late')).status).toBe(404);
    await suite.app.schemaCache.reload();
    expect((await get('/api/late')).status).toBe(200);
  });
});

describe('data API without a database', () => {
  it('answers 503 with Retry-After, never a partial 200', async () => {
    const db = openPostgres({ url: 'postgres://nobody@127.0.0.1:1/none' });
    const app = await buildApp({ config: testConfig(), db });
    try {
      const r = await app.inject({ method: 'GET', url: '/api/authors' });
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBeDefined();
      expect(JSON.parse(r.body)).toMatchObject({ code: 'PGRST000' });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
