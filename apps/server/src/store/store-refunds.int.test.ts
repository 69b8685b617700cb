import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../test/test-database.ts';
import type { TestUser } from '../test/test-users.ts';
import { hmacHex } from './razorpay-provider.ts';
import { createStoreTestApps, storeCaller, testRazorpayKeys } from '../test/store-test-apps.ts';
import type { StoreTestApps } from '../test/store-test-apps.ts';
import { sampleBilling } from '../test/sample-people.ts';

const secret = 'test-secret-for-the-store-refunds-0123456789';
const razorpay = testRazorpayKeys('refunds');
type Json = Record<string, unknown>;

const billing = sampleBilling;
// Blue tea ₹449 + the checkout's fixed ₹100 tax.
const paid = 54_900;

describe.each(testEngines)('store refunds (issue #13) on %s', (engine) => {
  let suite: StoreTestApps;
  let blueTea = 0;

  const store = storeCaller(secret);
  const { request, post, startPayment } = store;
  const newOrder = (app: FastifyInstance, as: TestUser) => store.newOrder(app, as, blueTea);
  /** A paid order with the test provider. */
  const paidOrder = async (as: TestUser) => {
    const orderId = await newOrder(suite.testApp, as);
    expect((await store.payWithTestProvider(suite.testApp, orderId, as)).json.status).toBe(
      'captured',
    );
    return orderId;
  };
  /**
   * An order of member B paid with Razorpay as payment `paymentId`, with `captured` paise captured
   * there; the order's id and Razorpay's.
   */
  const paidWithRazorpay = async (paymentId: string, captured: number) => {
    const orderId = await newOrder(suite.rzpApp, suite.memberB);
    const start = await startPayment(suite.rzpApp, orderId, suite.memberB);
    const rzpOrderId = String((start.json.checkout as Json).orderId);
    await post(
      suite.rzpApp,
      `/api/store/payments/${String(start.json.payment_id)}/confirm`,
      suite.memberB,
      {
        razorpay_order_id: rzpOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(razorpay.keySecret, `${rzpOrderId}|${paymentId}`),
      },
    );
    suite.rzp.capture(paymentId, captured);
    return { orderId, rzpOrderId };
  };
  const refund = (
    app: FastifyInstance,
    orderId: string,
    body: Json,
    as: TestUser | null = suite.admin,
  ) =>
    post(app, `/api/store/orders/${orderId}/refunds`, as, {
      reason: 'Damaged in transit',
      idempotency_key: randomUUID(),
      ...body,
    });
  const state = async (orderId: string) =>
    (
      await suite.t.db.query<{
        order: string;
        payment: string;
        refunded: string;
        refunds: string[];
      }>(
        `select o.status as order, p.status as payment, p.refunded_paise::text as refunded,
                array(select r.status || ':' || r.amount_paise from pgstore.refunds r
                       where r.order_id = o.id order by r.created_at, r.amount_paise) as refunds
           from pgstore.orders o join pgstore.payments p on p.order_id = o.id and p.status <> 'failed'
          where o.id = $1`,
        [orderId],
      )
    )[0]!;
  const stockOfBlueTea = async () =>
    (
      await suite.t.db.query<{ stock: number }>(
        'select stock from pgstore.products where id = $1',
        [blueTea],
      )
    )[0]!.stock;

  beforeAll(async () => {
    suite = await createStoreTestApps(engine, secret, razorpay);
    blueTea = await suite.productId('blue-tea');
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('an admin refunds part, never above what is left, then the rest: the order is refunded', async () => {
    const orderId = await paidOrder(suite.memberA);
    const stock = await stockOfBlueTea();

    const part = await refund(suite.testApp, orderId, { amount_paise: 20_000 });
    expect(part.status).toBe(201);
    expect(part.json).toMatchObject({ amount_paise: 20_000, status: 'processed' });
    expect(String(part.json.credit_note_number)).toMatch(/^ATH\/CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(await state(orderId)).toEqual({
      order: 'paid',
      payment: 'captured',
      refunded: '20000',
      refunds: ['processed:20000'],
    });

    const tooMuch = await refund(suite.testApp, orderId, { amount_paise: paid - 20_000 + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.message).toBe(
      // ₹549 − ₹200.
      'A refund cannot exceed what was paid: ₹349.00 is left to refund.',
    );
    expect((await state(orderId)).refunded).toBe('20000');

    // No amount: the rest of the payment.
    const rest = await refund(suite.testApp, orderId, {});
    expect(rest.status).toBe(201);
    expect(rest.json).toMatchObject({ amount_paise: paid - 20_000, status: 'processed' });
    expect(await state(orderId)).toEqual({
      order: 'refunded',
      payment: 'refunded',
      refunded: String(paid),
      refunds: [`processed:20000`, `processed:${paid - 20_000}`],
    });
    // Goods never shipped: their stock goes back with the full refund.
    expect(await stockOfBlueTea()).toBe(stock + 1);
    const nothing = await refund(suite.testApp, orderId, { amount_paise: 100 });
    expect(nothing.status).toBe(409);
    expect(nothing.json.message).toBe('Nothing is left to refund on this order.');

    // Credit notes are numbered 1..n in the financial year, without gaps.
    const notes = await suite.t.db.query<{ sequence: number }>(
      "select sequence from pgstore.refunds where status = 'processed' order by sequence",
    );
    expect(notes.map((n) => n.sequence)).toEqual(notes.map((_, i) => i + 1));
  });

  it('a whole refund ends the plan the order activated and closes its lab-test enquiry, nothing else', async () => {
    const buy = async (as: TestUser) => {
      const created = await post(suite.testApp, '/api/rpc/create_order', as, {
        items: [
          { product_id: await suite.productId('complete-health-foresight'), quantity: 1 },
          { product_id: await suite.productId('basic-wellness-profile'), quantity: 1 },
        ],
        billing: { ...billing, phone: '+91 98450 12345' },
        idempotency_key: randomUUID(),
      });
      expect(created.status).toBe(200);
      const orderId = String(created.json.id);
      expect((await store.payWithTestProvider(suite.testApp, orderId, as)).json.status).toBe(
        'captured',
      );
      return orderId;
    };
    const benefits = async (user: TestUser) =>
      suite.t.db.query<{ kind: string; order_id: string | null; live: boolean }>(
        `select 'plan' as kind, us.order_id, us.is_active and coalesce(us.valid_until > now(), true) as live
           from pgsubs.user_subscription us where us.user_id = $1
         union all
         select 'enquiry', e.order_id, e.status <> 'closed'
           from pgathcare.booking_enquiries e where e.user_id = $1
         order by 1, 2 nulls first`,
        [user.id],
      );
    // The same plan granted apart from any order, and member B's own purchase: both must stay.
    await suite.t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'complete-health-foresight'`,
      [suite.memberA.id],
    );
    const ordered = await buy(suite.memberA);
    const othersOrder = await buy(suite.memberB);

    // A partial refund is an amount, not a line: the plan and the enquiry stay.
    expect((await refund(suite.testApp, ordered, { amount_paise: 10_000 })).status).toBe(201);
    expect(await benefits(suite.memberA)).toEqual([
      { kind: 'enquiry', order_id: ordered, live: true },
      { kind: 'plan', order_id: null, live: true },
      { kind: 'plan', order_id: ordered, live: true },
    ]);

    expect((await refund(suite.testApp, ordered, {})).status).toBe(201);
    expect((await state(ordered)).order).toBe('refunded');
    expect(await benefits(suite.memberA)).toEqual([
      { kind: 'enquiry', order_id: ordered, live: false },
      { kind: 'plan', order_id: null, live: true },
      { kind: 'plan', order_id: ordered, live: false },
    ]);
    expect(await benefits(suite.memberB)).toEqual([
      { kind: 'enquiry', order_id: othersOrder, live: true },
      { kind: 'plan', order_id: othersOrder, live: true },
    ]);
  });

  it('bad requests and callers change nothing', async () => {
    const orderId = await paidOrder(suite.memberA);
    const key = randomUUID();
    for (const [body, as, status, message] of [
      [{ amount_paise: 100.5 }, suite.admin, 400, 'A refund is a positive whole number of paise.'],
      [{ amount_paise: '100' }, suite.admin, 400, 'A refund is a positive whole number of paise.'],
      [{ amount_paise: 0 }, suite.admin, 400, 'A refund is a positive whole number of paise.'],
      [{ idempotency_key: 'x' }, suite.admin, 400, 'An idempotency key (a uuid) is required.'],
      [
        { reason: '  ' },
        suite.admin,
        400,
        'Give the reason for the refund (at most 500 characters).',
      ],
      [
        { amount_paise: 100, idempotency_key: key },
        suite.memberA,
        403,
        'Only an admin can refund an order.',
      ],
      [{}, null, 401, 'Sign in as an admin to refund an order.'],
    ] as const) {
      const res = await refund(suite.testApp, orderId, body, as);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toBe(message);
    }
    expect((await refund(suite.testApp, randomUUID(), { amount_paise: 100 })).status).toBe(404);
    expect((await refund(suite.testApp, 'not-a-uuid', { amount_paise: 100 })).status).toBe(404);
    const unpaid = await newOrder(suite.testApp, suite.memberA);
    const open = await refund(suite.testApp, unpaid, { amount_paise: 100 });
    expect(open.status).toBe(409);
    expect(open.json.message).toBe('Only a paid order can be refunded.');
    expect(await state(orderId)).toMatchObject({ refunded: '0', refunds: [] });

    // The same idempotency key twice is one refund.
    const first = await refund(suite.testApp, orderId, {
      amount_paise: 5_000,
      idempotency_key: key,
    });
    const second = await refund(suite.testApp, orderId, {
      amount_paise: 5_000,
      idempotency_key: key,
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.refund_id).toBe(first.json.refund_id);
    expect(await state(orderId)).toMatchObject({ refunded: '5000', refunds: ['processed:5000'] });

    // Nobody moves an order to refunded by hand: only processed refunds covering it do.
    const patched = await request(
      suite.testApp,
      'PATCH',
      `/api/orders?id=eq.${orderId}`,
      suite.admin,
      {
        status: 'refunded',
      },
    );
    expect(patched.status).toBe(409);
    expect(patched.json.message).toBe(
      'Refund the order through its payment: POST /api/store/orders/{id}/refunds.',
    );
    await expect(
      suite.t.db.query("update pgstore.payments set status = 'refunded' where order_id = $1", [
        orderId,
      ]),
    ).rejects.toMatchObject({
      message: 'A payment is refunded only by processed refunds of its whole amount.',
    });
    await expect(
      suite.t.db.query('update pgstore.refunds set amount_paise = 1 where order_id = $1', [
        orderId,
      ]),
    ).rejects.toMatchObject({ message: "A refund's amount and order do not change." });
    await expect(
      suite.t.db.query("update pgstore.refunds set status = 'failed' where order_id = $1", [
        orderId,
      ]),
    ).rejects.toMatchObject({ message: 'A refund cannot go from processed to failed.' });
  });

  it('concurrent refunds never take more than was paid', async () => {
    const orderId = await paidOrder(suite.memberA);
    // Two refunds of ₹300 on ₹549: exactly one gets through.
    const two = await Promise.all([
      refund(suite.testApp, orderId, { amount_paise: 30_000 }),
      refund(suite.testApp, orderId, { amount_paise: 30_000 }),
    ]);
    expect(two.map((r) => r.status).sort()).toEqual([201, 409]);
    // Ten refunds of ₹100 on the ₹249 left: exactly two.
    const ten = await Promise.all(
      Array.from({ length: 10 }, () => refund(suite.testApp, orderId, { amount_paise: 10_000 })),
    );
    expect(ten.filter((r) => r.status === 201)).toHaveLength(2);
    expect(ten.filter((r) => r.status === 409)).toHaveLength(8);
    const s = await state(orderId);
    expect(s.refunded).toBe('50000');
    const [sum] = await suite.t.db.query<{ n: string }>(
      "select sum(amount_paise)::text as n from pgstore.refunds where order_id = $1 and status = 'processed'",
      [orderId],
    );
    expect(sum!.n).toBe('50000');
    // Even straight in the database, the payment's check holds.
    await expect(
      suite.t.db.query(
        'update pgstore.payments set refunded_paise = amount_paise + 1 where order_id = $1',
        [orderId],
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it("a member sees their own refunds and credit notes, never another member's", async () => {
    const orderId = await paidOrder(suite.memberA);
    await refund(suite.testApp, orderId, { amount_paise: 12_345 });
    const own = await request(
      suite.testApp,
      'GET',
      `/api/refunds?order_id=eq.${orderId}`,
      suite.memberA,
    );
    expect(own.status).toBe(200);
    expect(own.json).toEqual([
      expect.objectContaining({ order_id: orderId, amount_paise: 12_345, status: 'processed' }),
    ]);
    const embedded = await request(
      suite.testApp,
      'GET',
      `/api/orders?id=eq.${orderId}&select=*,order_items(*),payments(*),refunds(*)`,
      suite.memberA,
    );
    expect(embedded.status).toBe(200);
    const [detail] = embedded.json as unknown as { payments: unknown[]; refunds: Json[] }[];
    expect(detail!.payments).toHaveLength(1);
    expect(detail!.refunds).toEqual([
      expect.objectContaining({
        amount_paise: 12_345,
        credit_note_number: expect.stringMatching(/^ATH\/CN\//) as unknown,
      }),
    ]);
    expect(
      (await request(suite.testApp, 'GET', `/api/refunds?order_id=eq.${orderId}`, suite.memberB))
        .json,
    ).toEqual([]);
    expect((await request(suite.testApp, 'GET', '/api/refunds', null)).status).toBe(401);
    expect(
      (await request(suite.testApp, 'GET', `/api/refunds?order_id=eq.${orderId}`, suite.admin))
        .json,
    ).toHaveLength(1);
    // Nobody writes refunds through the data API.
    const insert = await post(suite.testApp, '/api/refunds', suite.admin, {
      order_id: orderId,
      amount_paise: 1,
      reason: 'x',
    });
    expect(insert.status).toBe(403);
  });

  it('Razorpay: the refund API is called; pending refunds settle by webhook, once', async () => {
    const { orderId, rzpOrderId } = await paidWithRazorpay('pay_refund01', paid);

    // Processed at once.
    const first = await refund(suite.rzpApp, orderId, { amount_paise: 10_000 });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ status: 'processed', amount_paise: 10_000 });
    expect(suite.rzp.refunds.at(-1)).toMatchObject({
      payment_id: 'pay_refund01',
      amount: 10_000,
      receipt: first.json.refund_id,
      id: first.json.provider_refund_id,
    });

    // Pending: the webhook settles it; the same event again, or a later failure, changes nothing.
    suite.rzp.answerRefundsAs('pending');
    const second = await refund(suite.rzpApp, orderId, {});
    expect(second.json).toMatchObject({ status: 'pending', amount_paise: paid - 10_000 });
    expect(await state(orderId)).toMatchObject({ order: 'paid', payment: 'captured' });
    const event = (name: string, status: string) =>
      JSON.stringify({
        entity: 'event',
        event: name,
        payload: {
          refund: {
            entity: {
              id: second.json.provider_refund_id,
              entity: 'refund',
              amount: paid - 10_000,
              payment_id: 'pay_refund01',
              receipt: second.json.refund_id,
              status,
            },
          },
          payment: { entity: { id: 'pay_refund01', order_id: rzpOrderId, status: 'refunded' } },
        },
      });
    const send = (
      body: string,
      eventId: string,
      signature = hmacHex(razorpay.webhookSecret, body),
    ) =>
      suite.rzpApp.inject({
        method: 'POST',
        url: '/api/store/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    const processed = event('refund.processed', 'processed');
    expect((await send(processed, 'evt_r0', hmacHex('wrong', processed))).statusCode).toBe(400);
    expect((await state(orderId)).order).toBe('paid');
    expect((await send(processed, 'evt_r1')).json()).toEqual({ status: 'recorded' });
    expect(await state(orderId)).toEqual({
      order: 'refunded',
      payment: 'refunded',
      refunded: String(paid),
      refunds: ['processed:10000', `processed:${paid - 10_000}`],
    });
    const [note] = await suite.t.db.query<{ credit_note_number: string; updated_at: string }>(
      'select credit_note_number, updated_at::text from pgstore.refunds where id = $1',
      [second.json.refund_id],
    );
    expect((await send(processed, 'evt_r1')).json()).toEqual({ status: 'duplicate' });
    expect((await send(event('refund.failed', 'failed'), 'evt_r2')).json()).toEqual({
      status: 'recorded',
    });
    expect(
      await suite.t.db.query(
        'select credit_note_number, updated_at::text from pgstore.refunds where id = $1',
        [second.json.refund_id],
      ),
    ).toEqual([note]);
    expect((await state(orderId)).order).toBe('refunded');
    suite.rzp.answerRefundsAs('processed');
  });

  it('Razorpay: a refused refund fails and frees its amount', async () => {
    // Razorpay knows less captured than we do (say a part was refunded from its dashboard).
    const { orderId } = await paidWithRazorpay('pay_refund02', 10_000);
    const refused = await refund(suite.rzpApp, orderId, { amount_paise: 20_000 });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe(
      'The refund was refused: Razorpay could not refund the payment (HTTP 400): The refund amount provided is greater than amount captured',
    );
    expect(await state(orderId)).toEqual({
      order: 'paid',
      payment: 'captured',
      refunded: '0',
      refunds: ['failed:20000'],
    });
    const ok = await refund(suite.rzpApp, orderId, { amount_paise: 10_000 });
    expect(ok.json).toMatchObject({ status: 'processed' });
    expect((await state(orderId)).refunded).toBe('10000');
  });
});
