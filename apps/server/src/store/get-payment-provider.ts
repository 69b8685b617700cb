import type { FastifyInstance } from 'fastify';
import type { StoreDeps } from './store-deps.ts';

/**
 * GET /api/store/payment-provider: which provider takes payments here, so the payment step shows
 * the test provider's choice or opens Razorpay's checkout. Public, and no secret in it (the key id
 * the checkout needs comes with each started payment).
 */
export function getPaymentProviderRoute(app: FastifyInstance, { provider }: StoreDeps): void {
  const body = { provider: provider.name };
  app.get('/api/store/payment-provider', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(body),
  );
}
