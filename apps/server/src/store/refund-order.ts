import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { uuidPattern } from '../http/caller.ts';
import { PaymentProviderRefusal } from './payment-provider.ts';
import { type StoreDeps, uuidOrNull } from './store-deps.ts';
import { beginRefund, type RefundRow, settleRefund } from './store-sql.ts';

const refundBody = (refund: RefundRow) => ({
  refund_id: refund.id,
  order_id: refund.order_id,
  amount_paise: Number(refund.amount_paise),
  status: refund.status,
  provider_refund_id: refund.provider_refund_id,
  credit_note_number: refund.credit_note_number,
});

/**
 * POST /api/store/orders/{orderId}/refunds (admins): refunds a paid order through its payment's
 * provider, fully (no amount_paise) or in part, in integer paise. Body: {amount_paise?, reason,
 * idempotency_key}. The database reserves the amount first (never above what is left of the
 * payment, also under concurrent refunds), then the provider is asked, then its answer recorded:
 * processed (a credit note number; the order is refunded when nothing is left), pending (its
 * webhook settles it later) or refused (the refund fails and its amount is free again).
 */
export function refundOrderRoute(app: FastifyInstance, { k, provider }: StoreDeps): void {
  app.post<{ Params: { orderId: string }; Body: unknown }>(
    '/api/store/orders/:orderId/refunds',
    async (request, reply) => {
      const caller = await k.signedIn(request, 'Sign in as an admin to refund an order.');
      const orderId = uuidOrNull(request.params.orderId);
      if (!orderId) throw httpError(404, 'Order not found.', 'not_found');
      const body = (
        typeof request.body === 'object' && request.body !== null ? request.body : {}
      ) as Record<string, unknown>;
      const amount = body.amount_paise ?? null;
      if (amount !== null && (!Number.isSafeInteger(amount) || (amount as number) <= 0)) {
        throw httpError(400, 'A refund is a positive whole number of paise.', 'invalid_amount');
      }
      if (typeof body.idempotency_key !== 'string' || !uuidPattern.test(body.idempotency_key)) {
        throw httpError(400, 'An idempotency key (a uuid) is required.', 'invalid_key');
      }
      const [begun] = await k.call(caller, beginRefund, {
        order_id: orderId,
        amount_paise: amount as number | null,
        reason: typeof body.reason === 'string' ? body.reason : null,
        idempotency_key: body.idempotency_key.toLowerCase(),
      });
      const { refund, provider_payment_id: providerPaymentId, fresh } = begun!;
      if (!fresh) return reply.code(200).send(refundBody(refund));
      if (refund.provider !== provider.name || !providerPaymentId) {
        const [failed] = await k.call(caller, settleRefund, {
          provider: refund.provider,
          refund_id: refund.id,
          provider_refund_id: null,
          outcome: 'failed',
        });
        throw httpError(
          409,
          `This order was paid with ${refund.provider}, not the server's provider; refund ${failed!.id} failed.`,
          'other_provider',
        );
      }
      let answer;
      try {
        answer = await provider.refund({
          providerPaymentId,
          amountPaise: Number(refund.amount_paise),
          receipt: refund.id,
        });
      } catch (error) {
        if (error instanceof PaymentProviderRefusal) {
          await k.call(caller, settleRefund, {
            provider: refund.provider,
            refund_id: refund.id,
            provider_refund_id: null,
            outcome: 'failed',
          });
          throw httpError(502, `The refund was refused: ${error.message}`, 'refund_refused');
        }
        // No answer: the refund may or may not have happened; it stays pending (amount reserved)
        // until the provider's webhook says which.
        request.log.error({ err: error, refundId: refund.id }, 'refund: no answer from provider');
        throw httpError(
          502,
          'The payment provider did not answer. The refund stays pending until it does.',
          'refund_pending',
        );
      }
      const [settled] = await k.call(caller, settleRefund, {
        provider: refund.provider,
        refund_id: refund.id,
        provider_refund_id: answer.providerRefundId,
        outcome: answer.outcome,
      });
      return reply.code(201).send(refundBody(settled!));
    },
  );
}
