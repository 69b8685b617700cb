import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers as Razorpay's API documents it: Basic auth with the key id and
 * secret; POST /v1/orders with amount (paise, at least 100), currency and receipt → the order
 * entity; POST /v1/payments/{id}/refund with amount (paise, at least 100; the rest of the captured
 * amount when absent), speed and receipt → the refund entity, refused above what is left of the
 * payment; 400/401 with Razorpay's error object otherwise. A payment is known once `capture`
 * says so (in Razorpay it is captured by the checkout the browser runs).
 */
export async function startTestRazorpay(keyId: string, keySecret: string) {
  const orders: { id: string; amount: number; currency: string; receipt: string }[] = [];
  const payments = new Map<string, { amount: number; refunded: number }>();
  const refunds: {
    id: string;
    payment_id: string;
    amount: number;
    receipt: string | null;
    status: string;
  }[] = [];
  /** What the next refunds answer: processed (normal speed in test mode) or pending. */
  let refundStatus: 'processed' | 'pending' = 'processed';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, description: string) =>
        send(status, {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description,
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
            metadata: {},
          },
        });
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return error(401, 'Authentication failed');
      const refundPath = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(req.url ?? '');
      if (req.method !== 'POST' || (req.url !== '/v1/orders' && !refundPath))
        return error(400, 'The requested URL was not found on the server.');
      let body: { amount?: unknown; currency?: unknown; receipt?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return error(400, 'The request body is not valid JSON.');
      }
      if (refundPath) {
        const paymentId = refundPath[1]!;
        const payment = payments.get(paymentId);
        if (!payment) return error(400, 'The id provided does not exist');
        const amount = body.amount === undefined ? payment.amount - payment.refunded : body.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
          return error(400, 'The amount must be atleast INR 1.00');
        }
        if (amount > payment.amount - payment.refunded) {
          return error(400, 'The refund amount provided is greater than amount captured');
        }
        payment.refunded += amount;
        const refund = {
          id: `rfnd_${randomBytes(7).toString('hex').slice(0, 14)}`,
          payment_id: paymentId,
          amount,
          receipt: typeof body.receipt === 'string' ? body.receipt : null,
          status: refundStatus,
        };
        refunds.push(refund);
        return send(200, {
          ...refund,
          entity: 'refund',
          currency: 'INR',
          notes: [],
          acquirer_data: { arn: null },
          created_at: Math.floor(Date.now() / 1000),
          batch_id: null,
          speed_processed: 'normal',
          speed_requested: 'normal',
        });
      }
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 100) {
        return error(400, 'The amount must be atleast INR 1.00');
      }
      const order = {
        id: `order_${randomBytes(7).toString('hex').slice(0, 14)}`,
        amount: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : '',
      };
      orders.push(order);
      send(200, {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: order.amount,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: [],
        created_at: Math.floor(Date.now() / 1000),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    /** The browser's checkout captured `paymentId` for `amount` paise. */
    capture: (paymentId: string, amount: number) =>
      payments.set(paymentId, { amount, refunded: 0 }),
    answerRefundsAs: (status: 'processed' | 'pending') => {
      refundStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
