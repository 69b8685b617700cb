import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seed } from '../../db/seed/70_store.ts';
import { sampleBilling } from './sample-people.ts';
import { buildTestApp } from './test-app.ts';
import { createTestDatabase, type Engine } from './test-database.ts';
import { accessTokenFor, createMembersAndAdmin, type TestUser } from './test-users.ts';
import { createRazorpayProvider } from '../store/razorpay-provider.ts';
import { startTestRazorpay } from './test-razorpay-server.ts';

type Json = Record<string, unknown>;

/** The keys of a fake Razorpay account, named after the test that uses it. */
export function testRazorpayKeys(name: string) {
  return {
    keyId: `rzp_test_${name}`,
    keySecret: `${name}-key-secret`,
    webhookSecret: `${name}-webhook-secret`,
  };
}

/**
 * A database with the store's seed, the app with the test payment provider, one with Razorpay
 * against a local fake of its API (`rzp`), and two members and an admin (createMembersAndAdmin).
 */
export async function createStoreTestApps(
  engine: Engine,
  secret: string,
  razorpay: { keyId: string; keySecret: string; webhookSecret: string },
) {
  const t = await createTestDatabase(engine);
  await seed({ db: t.db, random: Math.random });
  const rzp = await startTestRazorpay(razorpay.keyId, razorpay.keySecret);
  const testApp = await buildTestApp(t.db, secret);
  const rzpApp = await buildTestApp(
    t.db,
    secret,
    {},
    { paymentProvider: createRazorpayProvider({ ...razorpay, apiUrl: rzp.url }) },
  );
  const productId = async (slug: string) =>
    (
      await t.db.query<{ id: number }>('select id from pgstore.products where slug = $1', [slug])
    )[0]!.id;
  const close = async () => {
    await testApp.close();
    await rzpApp.close();
    await rzp.close();
    await t.drop();
  };
  return { t, rzp, testApp, rzpApp, productId, close, ...(await createMembersAndAdmin(t.db)) };
}

/** What createStoreTestApps makes. */
export type StoreTestApps = Awaited<ReturnType<typeof createStoreTestApps>>;

/** The store's requests as the SPA sends them: JSON in the pgstore profile, as a member or not. */
export function storeCaller(secret: string) {
  const request = async (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    as: TestUser | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        'content-type': 'application/json',
        'content-profile': 'pgstore',
        'accept-profile': 'pgstore',
        ...(as ? { authorization: `Bearer ${await accessTokenFor(secret, as)}` } : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.statusCode, json: JSON.parse(res.body || 'null') as Json };
  };
  const post = (
    app: FastifyInstance,
    url: string,
    as: TestUser | null,
    body: unknown,
    headers?: Record<string, string>,
  ) => request(app, 'POST', url, as, body, headers);
  /** An order of one of the product, billed to the sample person; its id. */
  const newOrder = async (app: FastifyInstance, as: TestUser, productId: number) =>
    String(
      (
        await post(app, '/api/rpc/create_order', as, {
          items: [{ product_id: productId, quantity: 1 }],
          billing: sampleBilling,
          idempotency_key: randomUUID(),
        })
      ).json.id,
    );
  /** Opens a payment of the order with the app's provider (POST …/orders/{orderId}/payments). */
  const startPayment = (app: FastifyInstance, orderId: string, as: TestUser | null) =>
    post(app, `/api/store/orders/${orderId}/payments`, as, {});
  /** Starts a payment of the order with the test provider and confirms it with `outcome`. */
  const payWithTestProvider = async (
    app: FastifyInstance,
    orderId: string,
    as: TestUser,
    outcome = 'success',
  ) => {
    const start = await startPayment(app, orderId, as);
    return post(app, `/api/store/payments/${String(start.json.payment_id)}/confirm`, as, {
      outcome,
    });
  };
  return { request, post, newOrder, startPayment, payWithTestProvider };
}
