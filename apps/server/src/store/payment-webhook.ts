import type { FastifyInstance } from 'fastify';
import { pgErrorFields } from '../db/database.ts';
import { httpError, notFound } from '../errors/api-error.ts';
import { callIn } from '../http/sql-function.ts';
import { PaymentVerificationError } from './payment-provider.ts';
import type { StoreDeps } from './store-deps.ts';
import { claimPaymentEvent, completePayment, settleRefund } from './store-sql.ts';

/**
 * POST /api/store/webhooks/{provider}: the provider tells us a payment's outcome or a refund's.
 * The signature over the raw body is checked first; each event id is handled once (a replay
 * changes nothing), and a settled refund stays settled whatever event comes later.
 */
export function paymentWebhookRoute(
  app: FastifyInstance,
  { k, provider }: StoreDeps,
): Promise<void> {
  return app.register((scope, _opts, done) => {
    // The signature covers the exact bytes: keep the body raw.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, next) =>
      next(null, body),
    );
    scope.post<{ Params: { provider: string }; Body: unknown }>(
      '/api/store/webhooks/:provider',
      async (request) => {
        if (request.params.provider !== provider.name || !Buffer.isBuffer(request.body)) {
          throw notFound();
        }
        let event;
        try {
          event = provider.verifyWebhook(request.body, request.headers);
        } catch (error) {
          if (error instanceof PaymentVerificationError) {
            throw httpError(400, error.message, 'payment_verification_failed');
          }
          throw error;
        }
        const payment = event.payment;
        // As the service: a webhook has no user to run as; the provider's signature is its
        // authority, and the functions only record what it vouched for.
        const status = await k.asService(async (tx) => {
          const [fresh] = await callIn(tx, claimPaymentEvent, {
            provider: provider.name,
            event_id: event.eventId,
            event: event.event,
          });
          if (!fresh) return 'duplicate';
          const refund = event.refund;
          if (!payment && !refund) return 'ignored';
          await tx.query('savepoint webhook_payment');
          try {
            if (refund) {
              await callIn(tx, settleRefund, {
                provider: provider.name,
                refund_id: refund.refundId,
                provider_refund_id: refund.providerRefundId,
                outcome: refund.outcome,
              });
            } else if (payment) {
              await callIn(tx, completePayment, {
                provider: provider.name,
                provider_order_id: payment.providerOrderId,
                provider_payment_id: payment.providerPaymentId,
                succeeded: payment.succeeded,
                user_id: null,
              });
            }
            return 'recorded';
          } catch (error) {
            // A payment or refund we never opened, or an order already closed: acknowledge,
            // change nothing.
            const code = pgErrorFields(error)?.code;
            if (code !== 'PT404' && code !== 'PT409') throw error;
            await tx.query('rollback to savepoint webhook_payment');
            return 'ignored';
          }
        });
        return { status };
      },
    );
    done();
  }) as unknown as Promise<void>;
}
