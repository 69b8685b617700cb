import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { signInMessage, type StoreDeps, uuidOrNull } from './store-deps.ts';
import { orderToPay, startPayment } from './store-sql.ts';

/**
 * POST /api/store/orders/{orderId}/payments: opens a payment for the caller's unpaid order with
 * the configured provider, for the amount the database priced. Answers what the browser needs for
 * the provider's payment step.
 */
export function startPaymentRoute(app: FastifyInstance, { k, provider }: StoreDeps): void {
  app.post<{ Params: { orderId: string } }>(
    '/api/store/orders/:orderId/payments',
    async (request, reply) => {
      const caller = await k.signedIn(request, signInMessage);
      const orderId = uuidOrNull(request.params.orderId);
      const [order] = orderId
        ? await k.call(caller, orderToPay, { order_id: orderId }, { readOnly: true })
        : [];
      if (!orderId || !order) throw httpError(404, 'Order not found.', 'not_found');
      if (order.status !== 'created') {
        throw httpError(409, 'This order is already paid or closed.', 'closed');
      }
      const providerOrder = await provider.createOrder({
        amountPaise: Number(order.total_price_paise),
        currency: order.currency,
        receipt: orderId,
      });
      const [payment] = await k.call(caller, startPayment, {
        order_id: orderId,
        provider: provider.name,
        provider_order_id: providerOrder.providerOrderId,
      });
      return reply.code(201).send({
        payment_id: payment!.id,
        order_id: orderId,
        amount_paise: Number(payment!.amount_paise),
        status: payment!.status,
        checkout: providerOrder.checkout,
      });
    },
  );
}
