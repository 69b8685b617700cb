import type { AddressInfo } from 'node:net';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { fixtureConfig, fixtureSchema } from '../test/fixture-app.ts';
import { createTestSession, sessionTokenFor } from '../test/test-users.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

// A real PostgREST client against the server on a port: the dialect as clients speak it.
const secret = 'test-secret-for-the-data-api-0123456789abcdef';

describe.each(testEngines)('@supabase/postgrest-js against the data API on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let anon: PostgrestClient;
  let user: PostgrestClient;
  let url: string;

  beforeAll(async () => {
    await t.db.execScript(fixtureSchema);
    app = await buildApp({ config: fixtureConfig(secret), db: t.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const token = await sessionTokenFor(t.db, secret, '00000000-0000-4000-8000-0000000000aa');
    anon = new PostgrestClient(url);
    user = new PostgrestClient(url, { headers: { Authorization: `Bearer ${token}` } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('selects with filters, order and range', async () => {
    const { data, error, count, status } = await anon
      .from('books')
      .select('id,title', { count: 'exact' })
      .in('id', [1, 2, 3])
      .or('pages.gt.200,pages.is.null')
      .order('id', { ascending: false })
      .range(0, 0);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(2);
    expect(data).toEqual([{ id: 3, title: 'City Lights' }]);
    const like = await anon.from('authors').select('name').ilike('name', '%rao%');
    expect(like.data).toEqual([{ name: 'Asha Rao' }]);
    const head = await anon.from('books').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(4);
  });

  it('embeds and returns single rows', async () => {
    const { data, error } = await anon
      .from('books')
      .select('title, author:authors!books_author_id_fkey(name), reviews(stars)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'River Songs',
      author: { name: 'Asha Rao' },
      reviews: [{ stars: 5 }, { stars: 4 }],
    });
    const none = await anon.from('books').select('id').eq('id', 999).maybeSingle();
    expect(none.data).toBeNull();
    const many = await anon.from('books').select('id').single();
    expect(many.error?.code).toBe('PGRST116');
  });

  it('inserts, upserts, updates and deletes', async () => {
    // PostgREST semantics: a key missing from one row of a bulk insert is null…
    const nulls = await user.from('items').insert([
      { id: 50, sku: 'P-50' },
      { id: 51, sku: 'P-51', qty: 2 },
    ]);
    expect(nulls.error?.code).toBe('23502');
    // …unless the client asks for defaults (Prefer: missing=default).
    const ins = await user
      .from('items')
      .insert(
        [
          { id: 50, sku: 'P-50' },
          { id: 51, sku: 'P-51', qty: 2 },
        ],
        { defaultToNull: false },
      )
      .select();
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    expect(ins.data).toEqual([
      { id: 50, sku: 'P-50', qty: 0 },
      { id: 51, sku: 'P-51', qty: 2 },
    ]);
    const up = await user
      .from('items')
      .upsert({ id: 51, sku: 'P-51', qty: 9 }, { onConflict: 'sku' })
      .select('qty');
    expect(up.data).toEqual([{ qty: 9 }]);
    const upd = await user.from('items').update({ qty: 3 }).eq('id', 50).select('id,qty');
    expect(upd.data).toEqual([{ id: 50, qty: 3 }]);
    const del = await user.from('items').delete().in('id', [50, 51]).select('id');
    expect(del.data).toEqual([{ id: 50 }, { id: 51 }]);
    const denied = await anon.from('items').insert({ id: 60, sku: 'N-60' });
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
  });

  it('calls functions by POST and GET, with filters on set results', async () => {
    expect((await anon.rpc('add', { a: 40, b: 2 })).data).toBe(42);
    expect((await anon.rpc('add', { a: 1 }, { get: true })).data).toBe(2);
    const books = await anon.rpc('books_by', { author: 1 }).select('title').gt('pages', 200);
    expect(books.data).toEqual([{ title: 'Monsoon' }]);
    const failed = await anon.rpc('fail', { msg: 'Email is already taken.' });
    expect(failed.status).toBe(400);
    expect(failed.error?.message).toBe('Email is already taken.');
  });

  it('switches schema', async () => {
    const { data } = await anon.schema('fx2').from('things').select('label');
    expect(data).toEqual([{ label: 'other schema' }]);
  });

  // The areas PostgREST fidelity covers, as a PostgREST client sees them.
  it('JWT: a token without aud, and PostgREST’s JWT errors', async () => {
    const bare = await signAccessToken(
      { secret, audience: '' },
      {
        sub: '00000000-0000-4000-8000-0000000000aa',
        role: 'authenticated',
        app_roles: [],
        sid: await createTestSession(t.db, '00000000-0000-4000-8000-0000000000aa'),
      },
      600,
    );
    const noAud = new PostgrestClient(url, { headers: { Authorization: `Bearer ${bare}` } });
    expect((await noAud.from('notes').select('id')).status).toBe(200);
    const broken = new PostgrestClient(url, { headers: { Authorization: 'Bearer a.b' } });
    const r = await broken.from('books').select('id');
    expect(r.status).toBe(401);
    expect(r.error).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 2' });
  });

  it('error bodies: PGRST201 candidates, PGRST202, 25006 for a writing function over GET', async () => {
    const ambiguous = await anon.from('books').select('id,authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.details).toHaveLength(2);
    const missing = await anon.rpc('add', { x: 1 }, { get: true });
    expect(missing.error?.code).toBe('PGRST202');
    const readOnly = await user.rpc('take_ticket', {}, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('parse errors: PostgREST’s position and expectations for select and or', async () => {
    const select = await anon.from('books').select('id,title::');
    expect(select.status).toBe(400);
    expect(select.error).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse select parameter (id,title::)" (line 1, column 11)',
      details: 'unexpected end of input expecting letter or digit',
    });
    const or = await anon.from('books').select('id').or('id.eq.1,title.xx.2');
    expect(or.status).toBe(400);
    expect(or.error).toMatchObject({
      code: 'PGRST100',
      message: '"failed to parse logic tree ((id.eq.1,title.xx.2))" (line 1, column 18)',
      details: 'unexpected "x" expecting "not" or operator (eq, gt, ...)',
    });
  });

  it('ranges and counts: an offset past the end with count=exact is 416', async () => {
    const past = await anon.from('books').select('id', { count: 'exact' }).range(100, 101);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });

  it('writes: counts, upsert 200 when it only updated, rollback', async () => {
    const ins = await user
      .from('items')
      .insert({ id: 80, sku: 'J-80' }, { count: 'exact' })
      .select('id');
    expect(ins.status).toBe(201);
    expect(ins.count).toBe(1);
    const up = await user.from('items').upsert({ id: 80, sku: 'J-80', qty: 4 }).select('qty');
    expect(up.status).toBe(200);
    expect(up.data).toEqual([{ qty: 4 }]);
    const del = await user.from('items').delete({ count: 'exact' }).eq('id', 80);
    expect(del.count).toBe(1);
  });

  it('text/csv, related order, spread embeds', async () => {
    const csv = await anon.from('books').select('id,title').eq('id', 1).csv();
    expect(csv.data).toBe('id,title\n1,"River Songs"');
    const ordered = await anon
      .from('books')
      .select('id,author:authors!books_author_id_fkey(name)')
      .order('author(name)', { ascending: false })
      .order('id');
    expect((ordered.data as { id: number }[] | null)?.map((b) => b.id)).toEqual([3, 4, 1, 2]);
    const spread = await anon
      .from('books')
      .select('title,...authors!books_author_id_fkey(name)')
      .eq('id', 4)
      .single();
    expect(spread.data).toEqual({ title: 'Quiet Hours', name: 'Meera Das' });
  });
});
