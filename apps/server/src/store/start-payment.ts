import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { callerOf, parseId, sendError } from './store-http.ts';

/**
 * POST /api/store/orders/{orderId}/payments: opens a payment for the caller's unpaid order with
 * the configured provider, for the amount the database priced. Answers what the browser needs for
 * the provider's payment step.
 */
export function startPaymentRoute(
  app: FastifyInstance,
  deps: { db: Database; config: Config; provider: PaymentProvider },
): void {
  app.post<{ Params: { orderId: string } }>(
    '/api/store/orders/:orderId/payments',
    async (request, reply) => {
      try {
        const caller = await callerOf(request, deps.config);
        const orderId = parseId(request.params.orderId, 'Order');
        const [order] = await deps.db.asRequest(caller.ctx, (tx) =>
          tx.query<{ total: string; currency: string; status: string }>(
            'select total_price_paise::text as total, currency, status from pgstore.orders where id = $1',
            [orderId],
          ),
        );
        if (!order) throw new ApiError(404, 'PT404', 'Order not found.');
        if (order.status !== 'created') {
          throw new ApiError(409, 'PT409', 'This order is already paid or closed.');
        }
        const providerOrder = await deps.provider.createOrder({
          amountPaise: Number(order.total),
          currency: order.currency,
          receipt: orderId,
        });
        const [payment] = await deps.db.asRequest(caller.ctx, (tx) =>
          tx.query<{ id: string; amount_paise: string; status: string }>(
            `select id::text, amount_paise::text, status
               from pgstore_private.start_payment($1, $2, $3)`,
            [orderId, deps.provider.name, providerOrder.providerOrderId],
          ),
        );
        return reply.code(201).send({
          payment_id: payment!.id,
          order_id: orderId,
          amount_paise: Number(payment!.amount_paise),
          status: payment!.status,
          checkout: providerOrder.checkout,
        });
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
