import { randomUUID } from 'node:crypto';
import { orderTotalsPaise } from '@athcare/shared/store.schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, requestContext, type TestUser } from '../test/test-users.ts';
import { dataApiRequester } from '../test/data-api-caller.ts';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { seed } from '../../db/seed/70_store.ts';
import { sampleBilling } from '../test/sample-people.ts';

const secret = 'test-secret-for-the-store-api-0123456789abcdef';
type Json = Record<string, unknown>;

const billing = sampleBilling;

describe.each(testEngines)('store orders (issue #13) on %s', (engine) => {
  let suite: MembersTestApp;
  const ids = new Map<string, number>();

  const { call } = dataApiRequester(() => suite.app, secret, 'pgstore');
  const id = (slug: string) => {
    const v = ids.get(slug);
    if (v === undefined) throw new Error(`no product ${slug}`);
    return v;
  };
  const order = (as: TestUser, items: Json[], over: Json = {}) =>
    call('POST', '/api/rpc/create_order', {
      as,
      body: {
        items,
        billing,
        idempotency_key: randomUUID(),
        coupon: null,
        ...over,
      },
    });
  /** Pays an order through the functions the payment endpoints call, as the member. */
  const payAs = (u: TestUser, orderId: string, succeeded = true) =>
    suite.t.db.asRequest(requestContext(u), async (tx) => {
      const providerOrderId = `test_${randomUUID()}`;
      await tx.query("select pgstore_private.start_payment($1, 'test', $2)", [
        orderId,
        providerOrderId,
      ]);
      const [p] = await tx.query<{ status: string }>(
        "select (pgstore_private.complete_payment('test', $1, $2, $3, $4)).status",
        [providerOrderId, `pay_${randomUUID()}`, succeeded, u.id],
      );
      return p!.status;
    });
  const stockOf = async (slug: string) =>
    (
      await suite.t.db.query<{ stock: number }>(
        'select stock from pgstore.products where slug = $1',
        [slug],
      )
    )[0]!.stock;

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret, {
      prepare: async (t) => {
        // The lab-test profiles link to these catalogue rows when present.
        await t.db.query(
          `insert into pgcontent.lab_tests (slug, name, price, is_published)
           values ('basic-wellness-profile', 'Basic Wellness Profile', 999, true)`,
        );
        await seed({ db: t.db, random: Math.random });
        for (const r of await t.db.query<{ id: number; slug: string }>(
          'select id, slug from pgstore.products',
        ))
          ids.set(r.slug, r.id);
      },
    });
  });
  afterAll(() => suite?.close());

  it('seeds the seven payment-complete products and more, all readable without signing in', async () => {
    const res = await call('GET', '/api/products?select=slug,price_paise&order=slug');
    expect(res.status).toBe(200);
    const slugs = res.json.map((p) => p.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(37);
    for (const s of [
      'medilocker',
      'hibiscus-tea',
      'complete-health-foresight',
      'chamomile-tea',
      'blue-tea',
      'basic-wellness-profile',
      'advanced-metabolism-profile',
    ])
      expect(slugs).toContain(s);
    expect(res.json.every((p) => Number.isInteger(p.price_paise))).toBe(true);
  });

  it('search_products filters, orders and pages the catalogue with an exact total', async () => {
    const res = await call(
      'GET',
      '/api/rpc/search_products?category=tea&sort=price-asc&page_limit=3&page_offset=0',
    );
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(10);
    const items = res.json.items as { slug: string; price_paise: number }[];
    expect(items.map((i) => i.price_paise)).toEqual([27_900, 29_900, 32_900]);
    const q = await call('GET', '/api/rpc/search_products?q=MONITOR');
    expect((q.json.items as { slug: string }[]).map((i) => i.slug)).toEqual(['digital-bp-monitor']);
    const none = await call('GET', '/api/rpc/search_products?q=%25_%25');
    expect(none.json).toEqual({ total: 0, items: [] });
  });

  it('only admins write products', async () => {
    const row = {
      slug: 'rogue-tea',
      title: 'Rogue',
      category: 'tea',
      price_paise: 1,
      gst_rate: 5,
      hsn_sac: '0902',
      stock: 1,
    };
    expect((await call('POST', '/api/products', { as: suite.memberA, body: row })).status).toBe(
      403,
    );
    const cheap = await call('PATCH', `/api/products?slug=eq.blue-tea`, {
      as: suite.memberA,
      body: { price_paise: 1 },
      headers: { prefer: 'return=representation' },
    });
    expect(cheap.json).toEqual([]);
    expect((await call('POST', '/api/products', { as: suite.admin, body: row })).status).toBe(201);
    await suite.t.db.query("delete from pgstore.products where slug = 'rogue-tea'");
  });

  it('prices the order from the database; prices and totals sent by the client are ignored', async () => {
    const res = await order(
      suite.memberA,
      [
        { product_id: id('blue-tea'), quantity: 2, price: 1, price_paise: 1 },
        { product_id: id('medilocker'), quantity: 1, price_paise: 0 },
      ],
      { total_price_paise: 100, coupon: 'welcome10' },
    );
    // An unknown argument (the tampered total) is not a parameter of create_order at all.
    expect(res.status).toBe(404);
    const ok = await order(
      suite.memberA,
      [
        { product_id: id('blue-tea'), quantity: 2, price: 1, price_paise: 1, total: 0 },
        { product_id: id('medilocker'), quantity: 1, price_paise: 0 },
      ],
      { coupon: 'welcome10' },
    );
    expect(ok.status).toBe(200);
    const expected = orderTotalsPaise(
      [
        { unitPricePaise: 44_900, quantity: 2 },
        { unitPricePaise: 118_800, quantity: 1 },
      ],
      { discountType: 'percent', value: 10 },
    );
    expect(ok.json).toMatchObject({
      status: 'created',
      coupon_code: 'WELCOME10',
      subtotal_paise: 208_600,
      discount_paise: 20_860,
      tax_paise: 10_000,
      shipping_paise: 0,
      total_price_paise: expected.total,
    });
    const lines = await call(
      'GET',
      `/api/order_items?order_id=eq.${String(ok.json.id)}&select=slug,unit_price_paise,quantity,line_total_paise,hsn_sac&order=slug`,
      { as: suite.memberA },
    );
    expect(lines.json).toEqual([
      {
        slug: 'blue-tea',
        unit_price_paise: 44_900,
        quantity: 2,
        line_total_paise: 89_800,
        hsn_sac: '0902',
      },
      {
        slug: 'medilocker',
        unit_price_paise: 118_800,
        quantity: 1,
        line_total_paise: 118_800,
        hsn_sac: '998314',
      },
    ]);
    // The line keeps its price when the catalogue changes.
    await suite.t.db.query(
      "update pgstore.products set price_paise = 50000 where slug = 'blue-tea'",
    );
    const again = await call(
      'GET',
      `/api/order_items?order_id=eq.${String(ok.json.id)}&slug=eq.blue-tea&select=unit_price_paise`,
      { as: suite.memberA },
    );
    expect(again.json).toEqual([{ unit_price_paise: 44_900 }]);
    await suite.t.db.query(
      "update pgstore.products set price_paise = 44900 where slug = 'blue-tea'",
    );
  });

  it('FLAT100 is capped at the subtotal; an unknown coupon is refused; bad input changes nothing', async () => {
    await suite.t.db.query(
      `insert into pgstore.products (slug, title, category, price_paise, gst_rate, hsn_sac, stock)
       values ('penny-sweet', 'Penny', 'product', 5000, 18, '17049090', 100)`,
    );
    const rows = await suite.t.db.query<{ id: number }>(
      "select id from pgstore.products where slug = 'penny-sweet'",
    );
    const cheap = await order(suite.memberA, [{ product_id: rows[0]!.id, quantity: 1 }], {
      coupon: 'Flat100',
    });
    expect(cheap.json).toMatchObject({
      subtotal_paise: 5000,
      discount_paise: 5000,
      total_price_paise: 10_000,
    });
    const before = await suite.t.db.query('select count(*)::int as n from pgstore.orders');
    const bad = await order(suite.memberA, [{ product_id: id('blue-tea'), quantity: 1 }], {
      coupon: 'BOGUS',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid coupon code');
    for (const items of [
      [],
      [{ product_id: id('blue-tea'), quantity: 0 }],
      [{ product_id: id('blue-tea'), quantity: 1.5 }],
      [{ product_id: id('blue-tea'), quantity: -1 }],
      [{ product_id: id('blue-tea'), quantity: '2' }],
    ]) {
      expect((await order(suite.memberA, items)).status).toBe(400);
    }
    expect((await order(suite.memberA, [{ product_id: 999_999, quantity: 1 }])).status).toBe(404);
    expect(
      (
        await order(suite.memberA, [{ product_id: id('blue-tea'), quantity: 1 }], {
          billing: { ...billing, zip: '12' },
        })
      ).status,
    ).toBe(400);
    expect(await suite.t.db.query('select count(*)::int as n from pgstore.orders')).toEqual(before);
    expect((await order(undefined as unknown as TestUser, [])).status).toBe(401);
  });

  it('the same idempotency key makes one order, even for two requests at once', async () => {
    const key = randomUUID();
    const body = {
      items: [{ product_id: id('chamomile-tea'), quantity: 3 }],
      billing,
      idempotency_key: key,
      coupon: null,
    };
    const stock = await stockOf('chamomile-tea');
    const [a, b] = await Promise.all([
      call('POST', '/api/rpc/create_order', { as: suite.memberA, body }),
      call('POST', '/api/rpc/create_order', { as: suite.memberA, body }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json.id).toBe(b.json.id);
    const c = await call('POST', '/api/rpc/create_order', { as: suite.memberA, body });
    expect(c.json.id).toBe(a.json.id);
    expect(await stockOf('chamomile-tea')).toBe(stock - 3);
    const n = await suite.t.db.query<{ n: number }>(
      'select count(*)::int as n from pgstore.orders where idempotency_key = $1',
      [key],
    );
    expect(n[0]!.n).toBe(1);
  });

  it('twenty buyers of the last unit: exactly one order gets it', async () => {
    await suite.t.db.query("update pgstore.products set stock = 1 where slug = 'yoga-mat'");
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createTestUser(suite.t.db)));
    const results = await Promise.all(
      buyers.map((u) => order(u, [{ product_id: id('yoga-mat'), quantity: 1 }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('Out of stock: Yoga Mat 6 mm.');
    }
    expect(await stockOf('yoga-mat')).toBe(0);
    const n = await suite.t.db.query<{ n: number }>(
      "select count(*)::int as n from pgstore.order_items where slug = 'yoga-mat'",
    );
    expect(n[0]!.n).toBe(1);
  });

  it("another member cannot read a member's order, lines or payments; an admin can", async () => {
    const mine = await order(suite.memberA, [{ product_id: id('hibiscus-tea'), quantity: 1 }]);
    const oid = String(mine.json.id);
    await payAs(suite.memberA, oid);
    const single = { accept: 'application/vnd.pgrst.object+json' };
    expect(
      (await call('GET', `/api/orders?id=eq.${oid}`, { as: suite.memberA, headers: single }))
        .status,
    ).toBe(200);
    expect(
      (await call('GET', `/api/orders?id=eq.${oid}`, { as: suite.memberB, headers: single }))
        .status,
    ).toBe(406);
    expect((await call('GET', `/api/orders?id=eq.${oid}`, { as: suite.memberB })).json).toEqual([]);
    expect(
      (await call('GET', `/api/order_items?order_id=eq.${oid}`, { as: suite.memberB })).json,
    ).toEqual([]);
    expect(
      (await call('GET', `/api/payments?order_id=eq.${oid}`, { as: suite.memberB })).json,
    ).toEqual([]);
    expect((await call('GET', `/api/orders?id=eq.${oid}`)).status).toBe(401);
    expect((await call('GET', `/api/orders?id=eq.${oid}`, { as: suite.admin })).json).toHaveLength(
      1,
    );
    // Member B cannot cancel, pay or move A's order either.
    expect(
      (await call('POST', '/api/rpc/cancel_order', { as: suite.memberB, body: { order_id: oid } }))
        .status,
    ).toBe(404);
    await expect(
      suite.t.db.asRequest(requestContext(suite.memberB), (tx) =>
        tx.query("select pgstore_private.start_payment($1, 'test', 'x')", [oid]),
      ),
    ).rejects.toMatchObject({ message: 'Order not found.' });
    const patched = await call('PATCH', `/api/orders?id=eq.${oid}`, {
      as: suite.memberA,
      body: { status: 'fulfilled' },
      headers: { prefer: 'return=representation' },
    });
    expect(patched.json).toEqual([]);
    // Nobody but the functions inserts orders, lines or payments.
    expect(
      (
        await call('POST', '/api/orders', {
          as: suite.memberA,
          body: { idempotency_key: randomUUID(), subtotal_paise: 0, total_price_paise: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it('order states move only along created → paid → fulfilled, created → cancelled, paid → refunded', async () => {
    const a = await order(suite.memberA, [{ product_id: id('pulse-oximeter'), quantity: 2 }]);
    const aid = String(a.json.id);
    const stock = await stockOf('pulse-oximeter');
    const cancelled = await call('POST', '/api/rpc/cancel_order', {
      as: suite.memberA,
      body: { order_id: aid },
    });
    expect(cancelled.json.status).toBe('cancelled');
    expect(await stockOf('pulse-oximeter')).toBe(stock + 2);
    const again = await call('POST', '/api/rpc/cancel_order', {
      as: suite.memberA,
      body: { order_id: aid },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('An order cannot go from cancelled to cancelled.');

    const b = await order(suite.memberA, [{ product_id: id('pulse-oximeter'), quantity: 1 }]);
    const bid = String(b.json.id);
    const move = (status: string) =>
      call('PATCH', `/api/orders?id=eq.${bid}`, {
        as: suite.admin,
        body: { status },
        headers: { prefer: 'return=representation' },
      });
    expect((await move('fulfilled')).json.message).toBe(
      'An order cannot go from created to fulfilled.',
    );
    expect(await payAs(suite.memberA, bid)).toBe('captured');
    expect((await move('cancelled')).status).toBe(409);
    expect((await move('fulfilled')).status).toBe(200);
    expect((await move('refunded')).json.message).toBe(
      'An order cannot go from fulfilled to refunded.',
    );
    await expect(
      suite.t.db.query("update pgstore.payments set status = 'created' where order_id = $1", [bid]),
    ).rejects.toMatchObject({ message: 'A payment cannot go from captured to created.' });
  });

  it('a failed payment leaves the order open; paying twice changes nothing', async () => {
    const o = await order(suite.memberA, [{ product_id: id('thyroid-profile'), quantity: 1 }]);
    const oid = String(o.json.id);
    expect(await payAs(suite.memberA, oid, false)).toBe('failed');
    const [s1] = await suite.t.db.query<{ status: string }>(
      'select status from pgstore.orders where id = $1',
      [oid],
    );
    expect(s1!.status).toBe('created');
    expect(await payAs(suite.memberA, oid, true)).toBe('captured');
    await expect(payAs(suite.memberA, oid, true)).rejects.toMatchObject({
      message: 'This order is already paid or closed.',
    });
  });

  it('a paid plan activates the subscription; a paid lab-test profile opens a lab-test booking', async () => {
    const check = () =>
      call('POST', '/api/rpc/check_subscription', {
        as: suite.memberB,
        body: {},
        headers: { 'content-profile': 'pgsubs' },
      });
    expect((await check()).json).toMatchObject({ medi_locker_activated: false });
    const o = await order(suite.memberB, [
      { product_id: id('medilocker'), quantity: 1 },
      { product_id: id('basic-wellness-profile'), quantity: 1 },
      { product_id: id('blue-tea'), quantity: 1 },
    ]);
    const oid = String(o.json.id);
    expect((await check()).json).toMatchObject({ medi_locker_activated: false });
    await payAs(suite.memberB, oid);
    expect((await check()).json).toMatchObject({ medi_locker_activated: true });
    const enquiries = await suite.t.db.query<{
      booking_type: string;
      lab_test_id: number | null;
      contact_no: string;
    }>(
      'select booking_type, lab_test_id, contact_no from pgathcare.booking_enquiries where user_id = $1',
      [suite.memberB.id],
    );
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]).toMatchObject({
      booking_type: 'Lab Test Booking',
      contact_no: billing.phone,
    });
    expect(enquiries[0]!.lab_test_id).not.toBeNull();
    const [st] = await suite.t.db.query<{ status: string }>(
      'select status from pgstore.orders where id = $1',
      [oid],
    );
    expect(st!.status).toBe('paid'); // the tea waits for fulfilment
  });

  it('money arithmetic in the database matches the shared rules: integers, never negative', async () => {
    const cases = fc.sample(
      fc.record({
        lines: fc.array(
          fc.record({
            unitPricePaise: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 100 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        coupon: fc.constantFrom(
          null,
          { discountType: 'percent' as const, value: 10 },
          { discountType: 'flat' as const, value: 10_000 },
        ),
      }),
      { numRuns: 200, seed: 13 },
    );
    const rows = await suite.t.db.query<{ i: number; discount: string; total: string }>(
      `select c.i, pgstore_private.coupon_discount(c.subtotal, c.kind, c.value)::text as discount,
              greatest(0, c.subtotal - pgstore_private.coupon_discount(c.subtotal, c.kind, c.value)
                + pgstore_private.checkout_tax_paise() + pgstore_private.checkout_shipping_paise())::text as total
         from unnest($1::int[], $2::bigint[], $3::text[], $4::int[]) as c(i, subtotal, kind, value)
        order by c.i`,
      [
        cases.map((_, i) => i),
        cases.map((c) => c.lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0)),
        cases.map((c) => c.coupon?.discountType ?? 'none'),
        cases.map((c) => c.coupon?.value ?? 0),
      ],
    );
    rows.forEach((row, i) => {
      const c = cases[i]!;
      const js = orderTotalsPaise(c.lines, c.coupon);
      expect(Number(row.discount)).toBe(js.discount);
      expect(Number(row.total)).toBe(js.total);
      expect(Number.isInteger(js.total) && js.total >= 0).toBe(true);
      expect(js.discount).toBeLessThanOrEqual(js.subtotal);
    });
  });
});
