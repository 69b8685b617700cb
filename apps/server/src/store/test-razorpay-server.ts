import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers POST /v1/orders as Razorpay's Orders API documents it: Basic
 * auth with the key id and secret, a JSON body with amount (paise, at least 100), currency and
 * receipt; 200 with the order entity, or 400/401 with Razorpay's error object.
 */
export async function startTestRazorpay(keyId: string, keySecret: string) {
  const orders: { id: string; amount: number; currency: string; receipt: string }[] = [];
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
      if (req.method !== 'POST' || req.url !== '/v1/orders')
        return error(400, 'The requested URL was not found on the server.');
      let body: { amount?: unknown; currency?: unknown; receipt?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return error(400, 'The request body is not valid JSON.');
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
