import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import type { TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-wishlists-0123456789abcdef';

describe.each(testEngines)('wishlists and search history (issue #13) on %s', (engine) => {
  let suite: MembersTestApp;

  const call = dataApiCaller(() => suite.app, secret, 'pgstore');
  const add = (u: TestUser, type: string, id: string, title: string) =>
    call('POST', '/api/rpc/add_to_wishlist', u, {
      item_type: type,
      item_id: id,
      title,
    });

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('a member adds items of the spec types once each, and removes them', async () => {
    expect((await add(suite.memberA, 'product', '3', 'Blue Tea')).status).toBe(200);
    expect((await add(suite.memberA, 'product', '3', 'Blue Tea')).status).toBe(200);
    expect((await add(suite.memberA, 'doctor', '12', 'Dr Rohan Mehta')).status).toBe(200);
    expect((await add(suite.memberA, 'lab test', '5', 'Thyroid Profile')).status).toBe(200);
    expect((await add(suite.memberA, 'spaceship', '1', 'No')).status).toBe(400);
    expect((await add(suite.memberA, 'hospital', '1', '  ')).status).toBe(400);
    const mine = await call(
      'GET',
      '/api/wishlist_items?select=item_type,item_id&order=id',
      suite.memberA,
    );
    expect(mine.json).toEqual([
      { item_type: 'product', item_id: '3' },
      { item_type: 'doctor', item_id: '12' },
      { item_type: 'lab test', item_id: '5' },
    ]);
    const removed = await call(
      'DELETE',
      '/api/wishlist_items?item_type=eq.doctor&item_id=eq.12',
      suite.memberA,
    );
    expect(removed.json).toHaveLength(1);
    expect(
      (await call('GET', '/api/wishlist_items?select=item_id', suite.memberA)).json,
    ).toHaveLength(2);
    expect((await add(null as unknown as TestUser, 'product', '1', 'x')).status).toBe(401);
  });

  it("another member neither sees nor removes a member's wishlist, nor adds to it", async () => {
    expect((await call('GET', '/api/wishlist_items', suite.memberB)).json).toEqual([]);
    expect((await call('GET', '/api/wishlists', suite.memberB)).json).toEqual([]);
    const gone = await call('DELETE', '/api/wishlist_items?item_id=eq.3', suite.memberB);
    expect(gone.json).toEqual([]);
    const [list] = await suite.t.db.query<{ id: number }>(
      'select id from pgstore.wishlists where user_id = $1',
      [suite.memberA.id],
    );
    const sneak = await call('POST', '/api/wishlist_items', suite.memberB, {
      wishlist_id: list!.id,
      item_type: 'product',
      item_id: '9',
      title: 'Sneaky',
    });
    expect(sneak.status).toBe(403);
    const forged = await call('POST', '/api/wishlist_items', suite.memberB, {
      wishlist_id: list!.id,
      user_id: suite.memberA.id,
      item_type: 'product',
      item_id: '9',
      title: 'Sneaky',
    });
    expect(forged.status).toBe(403);
    expect(
      (await call('GET', '/api/wishlist_items?select=item_id', suite.memberA)).json,
    ).toHaveLength(2);
  });

  it('searches are recorded per member and can be cleared; nobody else sees them', async () => {
    for (const [type, q] of [
      ['product', 'tea'],
      ['product', 'bp monitor'],
      ['doctor', 'cardiologist'],
    ]) {
      expect(
        (await call('POST', '/api/search_history', suite.memberA, { search_type: type, query: q }))
          .status,
      ).toBe(201);
    }
    expect(
      (
        await call('POST', '/api/search_history', suite.memberA, {
          search_type: 'product',
          query: ' ',
        })
      ).status,
    ).toBe(400);
    const forged = await call('POST', '/api/search_history', suite.memberB, {
      search_type: 'product',
      query: 'x',
      user_id: suite.memberA.id,
    });
    // user_id is not a column a member may set: the row cannot be written in another's name.
    expect(forged.status).toBe(403);
    expect((await call('GET', '/api/search_history', suite.memberB)).json).toEqual([]);
    expect((await call('DELETE', '/api/search_history', suite.memberB)).json).toEqual([]);
    const products = await call(
      'GET',
      '/api/search_history?search_type=eq.product&select=query&order=id',
      suite.memberA,
    );
    expect(products.json).toEqual([{ query: 'tea' }, { query: 'bp monitor' }]);
    await call('DELETE', '/api/search_history?search_type=eq.product', suite.memberA);
    const left = await call('GET', '/api/search_history?select=search_type,query', suite.memberA);
    expect(left.json).toEqual([{ search_type: 'doctor', query: 'cardiologist' }]);
  });
});
