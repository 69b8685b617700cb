import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { testEngines } from '../test/test-database.ts';
import { PDFDocument } from 'pdf-lib';
import { hmacHex } from './razorpay-provider.ts';
import { createStoreTestApps, storeCaller, testRazorpayKeys } from '../test/store-test-apps.ts';
import type { StoreTestApps } from '../test/store-test-apps.ts';
import { sampleBilling } from '../test/sample-people.ts';

const secret = 'test-secret-for-the-store-payments-0123456789';
const razorpay = testRazorpayKeys('store');
type Json = Record<string, unknown>;

const billing = sampleBilling;

describe.each(testEngines)('store payments (issue #13) on %s', (engine) => {
  let suite: StoreTestApps;
  let blueTea = 0;
  let medilocker = 0;

  const store = storeCaller(secret);
  const { post, startPayment } = store;
  const newOrder = (app: FastifyInstance, as: TestUser) => store.newOrder(app, as, blueTea);
  /** Confirms a test provider's payment with `outcome`, as the member. */
  const confirmTestPayment = (paymentId: unknown, outcome: string, as: TestUser = suite.memberA) =>
    post(suite.testApp, `/api/store/payments/${String(paymentId)}/confirm`, as, { outcome });
  const statuses = async (orderId: string) =>
    (
      await suite.t.db.query<{ order: string; payments: string[] }>(
        `select o.status as order, array(select p.status from pgstore.payments p where p.order_id = o.id order by p.created_at) as payments
           from pgstore.orders o where o.id = $1`,
        [orderId],
      )
    )[0];

  beforeAll(async () => {
    suite = await createStoreTestApps(engine, secret, razorpay);
    blueTea = await suite.productId('blue-tea');
    medilocker = await suite.productId('medilocker');
  });
  afterAll(async () => {
    await suite?.close();
  });

  it('tells anyone which provider takes payments, and nothing secret', async () => {
    for (const [app, name] of [
      [suite.testApp, 'test'],
      [suite.rzpApp, 'razorpay'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: '/api/store/payment-provider' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ provider: name });
    }
  });

  it('test provider: the member chooses failure, then success; the order is paid once', async () => {
    const orderId = await newOrder(suite.testApp, suite.memberA);
    const start = await startPayment(suite.testApp, orderId, suite.memberA);
    expect(start.status).toBe(201);
    expect(start.json).toMatchObject({
      order_id: orderId,
      amount_paise: 54_900,
      status: 'created',
    });
    const paymentId = String(start.json.payment_id);
    expect((await confirmTestPayment(paymentId, 'maybe')).status).toBe(400);
    const failed = await confirmTestPayment(paymentId, 'failure');
    expect(failed.json).toMatchObject({ status: 'failed', order_id: orderId });
    expect(await statuses(orderId)).toEqual({ order: 'created', payments: ['failed'] });

    const retry = await startPayment(suite.testApp, orderId, suite.memberA);
    const paid = await confirmTestPayment(retry.json.payment_id, 'success');
    expect(paid.json).toMatchObject({ status: 'captured' });
    expect(await statuses(orderId)).toEqual({ order: 'paid', payments: ['failed', 'captured'] });
    // Paying again: the order is closed for new payments; the captured one stays captured.
    expect((await startPayment(suite.testApp, orderId, suite.memberA)).status).toBe(409);
    const again = await confirmTestPayment(retry.json.payment_id, 'failure');
    expect(again.json).toMatchObject({ status: 'captured' });
  });

  it("another member cannot open or confirm a payment on a member's order", async () => {
    const orderId = await newOrder(suite.testApp, suite.memberA);
    expect((await startPayment(suite.testApp, orderId, suite.memberB)).status).toBe(404);
    expect((await startPayment(suite.testApp, orderId, null)).status).toBe(401);
    expect((await startPayment(suite.testApp, 'not-a-uuid', suite.memberA)).status).toBe(404);
    const start = await startPayment(suite.testApp, orderId, suite.memberA);
    const confirm = await confirmTestPayment(start.json.payment_id, 'success', suite.memberB);
    expect(confirm.status).toBe(404);
    expect(await statuses(orderId)).toEqual({ order: 'created', payments: ['created'] });
  });

  it('Razorpay: a valid signature pays the order; a forged one changes nothing', async () => {
    const orderId = await newOrder(suite.rzpApp, suite.memberA);
    const start = await startPayment(suite.rzpApp, orderId, suite.memberA);
    expect(start.status).toBe(201);
    const checkout = start.json.checkout as Json;
    expect(checkout).toMatchObject({
      provider: 'razorpay',
      key: razorpay.keyId,
      amount: 54_900,
      currency: 'INR',
    });
    expect(suite.rzp.orders.at(-1)).toMatchObject({ amount: 54_900, receipt: orderId });
    const rzpOrderId = String(checkout.orderId);
    const paymentUrl = `/api/store/payments/${String(start.json.payment_id)}/confirm`;
    const forged = await post(suite.rzpApp, paymentUrl, suite.memberA, {
      razorpay_order_id: rzpOrderId,
      razorpay_payment_id: 'pay_forged01',
      razorpay_signature: hmacHex('guessed-secret', `${rzpOrderId}|pay_forged01`),
    });
    expect(forged.status).toBe(400);
    expect(forged.json).toMatchObject({ message: 'The payment could not be verified.' });
    expect(await statuses(orderId)).toEqual({ order: 'created', payments: ['created'] });
    const ok = await post(suite.rzpApp, paymentUrl, suite.memberA, {
      razorpay_order_id: rzpOrderId,
      razorpay_payment_id: 'pay_genuine01',
      razorpay_signature: hmacHex(razorpay.keySecret, `${rzpOrderId}|pay_genuine01`),
    });
    expect(ok.json).toMatchObject({ status: 'captured' });
    expect(await statuses(orderId)).toEqual({ order: 'paid', payments: ['captured'] });
    // A test-provider "success" cannot confirm a Razorpay payment.
    expect(
      (await post(suite.testApp, paymentUrl, suite.memberA, { outcome: 'success' })).status,
    ).toBe(409);
  });

  it('Razorpay webhooks: signature checked; the same event twice changes nothing', async () => {
    const orderId = await newOrder(suite.rzpApp, suite.memberB);
    const start = await startPayment(suite.rzpApp, orderId, suite.memberB);
    const rzpOrderId = String((start.json.checkout as Json).orderId);
    const event = (name: string, paymentId: string) =>
      JSON.stringify({
        entity: 'event',
        event: name,
        payload: {
          payment: {
            entity: { id: paymentId, order_id: rzpOrderId, amount: 54_900, status: 'captured' },
          },
        },
      });
    const send = (
      body: string,
      eventId: string,
      signature = hmacHex(razorpay.webhookSecret, body),
    ) =>
      post(suite.rzpApp, '/api/store/webhooks/razorpay', null, body, {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      });
    const captured = event('payment.captured', 'pay_hook01');
    expect((await send(captured, 'evt_bad', hmacHex('wrong', captured))).status).toBe(400);
    expect(await statuses(orderId)).toEqual({ order: 'created', payments: ['created'] });

    expect((await send(captured, 'evt_1')).json).toEqual({ status: 'recorded' });
    expect(await statuses(orderId)).toEqual({ order: 'paid', payments: ['captured'] });
    const paidAt = await suite.t.db.query(
      'select paid_at::text, updated_at::text from pgstore.orders where id = $1',
      [orderId],
    );
    expect((await send(captured, 'evt_1')).json).toEqual({ status: 'duplicate' });
    // A later failure event for the same, captured payment does not undo it.
    expect((await send(event('payment.failed', 'pay_hook01'), 'evt_2')).json).toEqual({
      status: 'recorded',
    });
    expect(await statuses(orderId)).toEqual({ order: 'paid', payments: ['captured'] });
    expect(
      await suite.t.db.query(
        'select paid_at::text, updated_at::text from pgstore.orders where id = $1',
        [orderId],
      ),
    ).toEqual(paidAt);
    const enquiries = await suite.t.db.query(
      'select count(*)::int as n from pgstore_private.payment_events',
    );
    expect(enquiries).toEqual([{ n: 2 }]);
    // An event about an order we never opened is acknowledged and ignored.
    const stranger = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_z', order_id: 'order_unknown' } } },
    });
    expect((await send(stranger, 'evt_3')).json).toEqual({ status: 'ignored' });
    expect((await post(suite.testApp, '/api/store/webhooks/razorpay', null, captured)).status).toBe(
      404,
    );
  });

  it('each paid order gets a GST invoice numbered without gaps; CGST+SGST within Karnataka, IGST otherwise', async () => {
    const payTest = (u: TestUser, orderId: string, outcome: 'success' | 'failure') =>
      store.payWithTestProvider(suite.testApp, orderId, u, outcome);
    const orderIn = async (u: TestUser, state: string, coupon: string | null) =>
      String(
        (
          await post(suite.testApp, '/api/rpc/create_order', u, {
            items: [
              { product_id: blueTea, quantity: 2 },
              { product_id: medilocker, quantity: 1 },
            ],
            billing: { ...billing, state },
            idempotency_key: randomUUID(),
            coupon,
          })
        ).json.id,
      );
    const memberC = await createTestUser(suite.t.db);
    const local = await orderIn(memberC, 'Karnataka', 'WELCOME10');
    await payTest(memberC, local, 'failure');
    await payTest(memberC, local, 'success');
    const away = await orderIn(memberC, 'Maharashtra', null);
    await payTest(memberC, away, 'success');

    const all = await suite.t.db.query<{ sequence: number; invoice_number: string }>(
      'select sequence, invoice_number from pgstore.invoices order by sequence',
    );
    // Every paid order so far has exactly one invoice, numbered 1..n in this financial year.
    const paid = await suite.t.db.query<{ n: number }>(
      "select count(*)::int as n from pgstore.orders where status = 'paid'",
    );
    expect(all.map((r) => r.sequence)).toEqual(Array.from({ length: paid[0]!.n }, (_, i) => i + 1));
    expect(all[0]!.invoice_number).toMatch(/^ATH\/\d{4}-\d{2}\/000001$/);

    type Inv = {
      supply: string;
      seller_gstin: string;
      lines: {
        hsn_sac: string;
        taxable_paise: number;
        cgst_paise: number;
        sgst_paise: number;
        igst_paise: number;
        gross_paise: number;
        discount_paise: number;
      }[];
      taxable: string;
      cgst: string;
      sgst: string;
      igst: string;
      tax: string;
      total: string;
    };
    const invoiceOf = async (orderId: string) =>
      (
        await suite.t.db.query<Inv>(
          `select supply, seller_gstin, lines, taxable_paise::text as taxable, cgst_paise::text as cgst,
                  sgst_paise::text as sgst, igst_paise::text as igst, checkout_tax_paise::text as tax,
                  total_paise::text as total
             from pgstore.invoices where order_id = $1`,
          [orderId],
        )
      ).map((inv) => ({
        ...inv,
        lines: [...inv.lines].sort((x, y) => x.gross_paise - y.gross_paise),
      }))[0]!;
    const a = await invoiceOf(local);
    expect(a.supply).toBe('intra-state');
    expect(a.seller_gstin).toBe('29AAICA1234R1Z9');
    expect(Number(a.cgst)).toBeGreaterThan(0);
    expect(Number(a.sgst)).toBeGreaterThan(0);
    expect(Number(a.igst)).toBe(0);
    // Blue tea ₹898 and Medilocker ₹1,188 less 10 % (₹208.60): taxable + GST + ₹100 = the total.
    expect(a.lines.map((l) => [l.hsn_sac, l.gross_paise, l.discount_paise])).toEqual([
      ['0902', 89_800, 8_980],
      ['998314', 118_800, 11_880],
    ]);
    expect(Number(a.taxable) + Number(a.cgst) + Number(a.sgst) + Number(a.tax)).toBe(
      Number(a.total),
    );
    expect(Number(a.total)).toBe(187_740 + 10_000);
    const b = await invoiceOf(away);
    expect(b.supply).toBe('inter-state');
    expect(Number(b.cgst) + Number(b.sgst)).toBe(0);
    // 5 % on the tea, 18 % on the plan, backed out of GST-inclusive prices.
    expect(b.lines.map((l) => l.igst_paise)).toEqual([89_800 - 85_524, 118_800 - 100_678]);
    expect(Number(b.taxable) + Number(b.igst) + Number(b.tax)).toBe(Number(b.total));

    // The PDF: the member's own, another member's order answers 404.
    const get = async (u: TestUser, orderId: string) =>
      suite.testApp.inject({
        method: 'GET',
        url: `/api/store/orders/${orderId}/invoice.pdf`,
        headers: { authorization: `Bearer ${await accessTokenFor(secret, u)}` },
      });
    const pdf = await get(memberC, local);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(
      `Tax invoice ${all.find((r) => r.sequence === all.length - 1)!.invoice_number}`,
    );
    expect((await get(suite.memberB, local)).statusCode).toBe(404);
    const unpaid = await newOrder(suite.testApp, memberC);
    expect((await get(memberC, unpaid)).statusCode).toBe(404);

    // Filed in the locker: memberC bought Medilocker with the first order, so both copies are there.
    const files = await suite.t.db.query<{ name: string }>(
      `select f.name from pgmedlock.files f join pgstore.invoices i on i.locker_file_id = f.id
        where f.owner_id = $1 order by f.name`,
      [memberC.id],
    );
    expect(files).toHaveLength(2);
    expect(files[0]!.name).toMatch(/^Invoice ATH-\d{4}-\d{2}-\d{6}\.pdf$/);
  });
});
