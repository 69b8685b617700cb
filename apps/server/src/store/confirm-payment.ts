import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/api-error.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { fileInvoiceInLocker } from './file-invoice.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { callerOf, parseId, sendError } from './store-http.ts';

/**
 * POST /api/store/payments/{paymentId}/confirm: the browser's word after the payment step (the
 * test provider's choice, or Razorpay's payment id and signature). The provider checks it against
 * the order id stored with the payment; then the payment and the order are recorded as the caller.
 */
export function confirmPaymentRoute(
  app: FastifyInstance,
  deps: { db: Database; config: Config; provider: PaymentProvider; blobStore: BlobStore },
): void {
  app.post<{ Params: { paymentId: string }; Body: unknown }>(
    '/api/store/payments/:paymentId/confirm',
    async (request, reply) => {
      try {
        const caller = await callerOf(request, deps.config);
        const paymentId = parseId(request.params.paymentId, 'Payment');
        const proof =
          typeof request.body === 'object' && request.body !== null
            ? (request.body as Record<string, unknown>)
            : {};
        const result = await deps.db.asRequest(caller.ctx, async (tx) => {
          const [payment] = await tx.query<{ provider: string; provider_order_id: string }>(
            'select provider, provider_order_id from pgstore.payments where id = $1',
            [paymentId],
          );
          if (!payment) throw new ApiError(404, 'PT404', 'Payment not found.');
          if (payment.provider !== deps.provider.name) {
            throw new ApiError(409, 'PT409', 'This payment was opened with another provider.');
          }
          const verified = deps.provider.verifyPayment(payment.provider_order_id, proof);
          const [row] = await tx.query<{ status: string; order_id: string }>(
            `select status, order_id::text
               from pgstore_private.complete_payment($1, $2, $3, $4, $5)`,
            [
              payment.provider,
              payment.provider_order_id,
              verified.providerPaymentId,
              verified.succeeded,
              caller.userId,
            ],
          );
          return row!;
        });
        if (result.status === 'captured') {
          // The invoice is issued with the payment; its locker copy is a convenience.
          await fileInvoiceInLocker(deps.db, deps.blobStore, caller, result.order_id).catch(
            (error: unknown) => request.log.warn({ err: error }, 'invoice not filed in the locker'),
          );
        }
        return reply.send({
          payment_id: paymentId,
          order_id: result.order_id,
          status: result.status,
        });
      } catch (error) {
        return sendError(reply, error);
      }
    },
  );
}
