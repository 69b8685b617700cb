import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderRefusal, PaymentVerificationError } from './payment-provider.ts';
import {
  createRazorpayProvider,
  hmacHex,
  verifyRazorpayPaymentSignature,
  verifyRazorpayWebhookSignature,
} from './razorpay-provider.ts';
import { startTestRazorpay } from '../test/test-razorpay-server.ts';

const keyId = 'rzp_test_1DP5mmOlF5G5ag';
const keySecret = 'thisisatestsecret';
const webhookSecret = 'webhook-secret-0123';

describe('Razorpay adapter', () => {
  let rzp: Awaited<ReturnType<typeof startTestRazorpay>>;
  beforeAll(async () => {
    rzp = await startTestRazorpay(keyId, keySecret);
  });
  afterAll(() => rzp.close());

  const provider = () =>
    createRazorpayProvider({ keyId, keySecret, webhookSecret, apiUrl: rzp.url });

  it('creates an order with Basic auth for the amount in paise, and hands the browser only public values', async () => {
    const order = await provider().createOrder({
      amountPaise: 50_000,
      currency: 'INR',
      receipt: 'rcpt-1',
    });
    expect(order.providerOrderId).toMatch(/^order_/);
    expect(rzp.orders.at(-1)).toMatchObject({ amount: 50_000, currency: 'INR', receipt: 'rcpt-1' });
    expect(order.checkout).toEqual({
      provider: 'razorpay',
      key: keyId,
      orderId: order.providerOrderId,
      amount: 50_000,
      currency: 'INR',
    });
    expect(JSON.stringify(order.checkout)).not.toContain(keySecret);
  });

  it("reports Razorpay's error for a refused order or wrong keys", async () => {
    await expect(
      provider().createOrder({ amountPaise: 50, currency: 'INR', receipt: 'r' }),
    ).rejects.toThrow(
      'Razorpay could not create the order (HTTP 400): The amount must be atleast INR 1.00',
    );
    const wrong = createRazorpayProvider({
      keyId,
      keySecret: 'nope',
      webhookSecret,
      apiUrl: rzp.url,
    });
    await expect(
      wrong.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r' }),
    ).rejects.toThrow('HTTP 401');
  });

  it('checks the payment signature HMAC-SHA256(order_id|payment_id) with the key secret', () => {
    const orderId = 'order_9A33XWu170gUtm';
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = hmacHex(keySecret, `${orderId}|${paymentId}`);
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, signature, keySecret)).toBe(true);
    expect(
      verifyRazorpayPaymentSignature(orderId, paymentId, signature.toUpperCase(), keySecret),
    ).toBe(true);
    const flipped = (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1);
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, flipped, keySecret)).toBe(false);
    expect(verifyRazorpayPaymentSignature('order_other', paymentId, signature, keySecret)).toBe(
      false,
    );
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, signature, 'other-secret')).toBe(
      false,
    );
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, undefined, keySecret)).toBe(false);
    expect(verifyRazorpayPaymentSignature(orderId, paymentId, 'short', keySecret)).toBe(false);

    const p = provider();
    expect(
      p.verifyPayment(orderId, {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signature,
      }),
    ).toEqual({
      providerOrderId: orderId,
      providerPaymentId: paymentId,
      succeeded: true,
    });
    // The order id the browser names must be the stored one.
    expect(() =>
      p.verifyPayment('order_stored', {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: signature,
      }),
    ).toThrow(PaymentVerificationError);
    expect(() =>
      p.verifyPayment(orderId, { razorpay_payment_id: paymentId, razorpay_signature: flipped }),
    ).toThrow(PaymentVerificationError);
  });

  it("checks webhook signatures over the raw body (razorpay-node's documented example)", () => {
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    const documented = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(verifyRazorpayWebhookSignature(body, documented, '123456')).toBe(true);
    expect(verifyRazorpayWebhookSignature(body, 'sdfafds', '123456')).toBe(false);
    // Re-serialised JSON with other spacing is not the signed body.
    expect(verifyRazorpayWebhookSignature('{"a": 1,"b":2,"c":{"d":3}}', documented, '123456')).toBe(
      false,
    );
  });

  it('reads the payment outcome of a signed webhook, and refuses an unsigned one', () => {
    const raw = Buffer.from(
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_X1', order_id: 'order_Y1', status: 'captured' } },
        },
      }),
    );
    const headers = {
      'x-razorpay-signature': hmacHex(webhookSecret, raw),
      'x-razorpay-event-id': 'evt_1',
    };
    expect(provider().verifyWebhook(raw, headers)).toEqual({
      eventId: 'evt_1',
      event: 'payment.captured',
      payment: { providerOrderId: 'order_Y1', providerPaymentId: 'pay_X1', succeeded: true },
      refund: null,
    });
    expect(() =>
      provider().verifyWebhook(raw, { ...headers, 'x-razorpay-signature': hmacHex('wrong', raw) }),
    ).toThrow('The webhook signature does not match.');
  });

  it('refunds a payment in paise with our refund id as the receipt; a refusal is told apart', async () => {
    rzp.capture('pay_R1', 50_000);
    const receipt = '0b6f6f2e-8d4b-4c55-9b7e-2f1c7a9d1e01';
    const refund = await provider().refund({
      providerPaymentId: 'pay_R1',
      amountPaise: 20_000,
      receipt,
    });
    expect(refund).toEqual({
      providerRefundId: expect.stringMatching(/^rfnd_/) as unknown,
      refundId: receipt,
      outcome: 'processed',
    });
    expect(rzp.refunds.at(-1)).toMatchObject({ payment_id: 'pay_R1', amount: 20_000, receipt });
    const refused = provider().refund({
      providerPaymentId: 'pay_R1',
      amountPaise: 30_001,
      receipt,
    });
    await expect(refused).rejects.toThrow(PaymentProviderRefusal);
    await expect(refused).rejects.toThrow(
      'The refund amount provided is greater than amount captured',
    );
    const down = createRazorpayProvider({
      keyId,
      keySecret,
      webhookSecret,
      apiUrl: rzp.url,
      fetch: () => Promise.resolve(new Response('bad gateway', { status: 502 })),
    });
    const unanswered = down.refund({ providerPaymentId: 'pay_R1', amountPaise: 100, receipt });
    await expect(unanswered).rejects.toThrow('HTTP 502');
    await expect(unanswered).rejects.not.toThrow(PaymentProviderRefusal);
  });

  it("reads a refund webhook's refund: its ids and outcome", () => {
    const raw = Buffer.from(
      JSON.stringify({
        entity: 'event',
        event: 'refund.failed',
        payload: {
          refund: {
            entity: {
              id: 'rfnd_A1',
              payment_id: 'pay_X1',
              amount: 500,
              receipt: '0B6F6F2E-8D4B-4C55-9B7E-2F1C7A9D1E01',
              status: 'failed',
            },
          },
          payment: { entity: { id: 'pay_X1', order_id: 'order_Y1', status: 'captured' } },
        },
      }),
    );
    const headers = {
      'x-razorpay-signature': hmacHex(webhookSecret, raw),
      'x-razorpay-event-id': 'evt_2',
    };
    expect(provider().verifyWebhook(raw, headers)).toEqual({
      eventId: 'evt_2',
      event: 'refund.failed',
      payment: null,
      refund: {
        providerRefundId: 'rfnd_A1',
        refundId: '0b6f6f2e-8d4b-4c55-9b7e-2f1c7a9d1e01',
        outcome: 'failed',
      },
    });
  });
});
