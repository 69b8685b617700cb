import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors/api-error.ts';
import { fileInvoiceInLocker } from './file-invoice.ts';
import { PaymentVerificationError } from './payment-provider.ts';
import { signInMessage, type StoreDeps, uuidOrNull } from './store-deps.ts';
import { completePayment, paymentToConfirm } from './store-sql.ts';

/**
 * POST /api/store/payments/{paymentId}/confirm: the browser's word after the payment step (the
 * test provider's choice, or Razorpay's payment id and signature). The provider checks it against
 * the order id stored with the payment; then the payment and the order are recorded as the caller.
 */
export function confirmPaymentRoute(app: FastifyInstance, deps: StoreDeps): void {
  const { k, provider } = deps;
  app.post<{ Params: { paymentId: string }; Body: unknown }>(
    '/api/store/payments/:paymentId/confirm',
    async (request) => {
      const caller = await k.signedIn(request, signInMessage);
      const paymentId = uuidOrNull(request.params.paymentId);
      const [payment] = paymentId
        ? await k.call(caller, paymentToConfirm, { payment_id: paymentId }, { readOnly: true })
        : [];
      if (!paymentId || !payment) throw httpError(404, 'Payment not found.', 'not_found');
      if (payment.provider !== provider.name) {
        throw httpError(409, 'This payment was opened with another provider.', 'other_provider');
      }
      const proof =
        typeof request.body === 'object' && request.body !== null
          ? (request.body as Record<string, unknown>)
          : {};
      let verified;
      try {
        verified = provider.verifyPayment(payment.provider_order_id, proof);
      } catch (error) {
        if (error instanceof PaymentVerificationError) {
          throw httpError(400, error.message, 'payment_verification_failed');
        }
        throw error;
      }
      const [row] = await k.call(caller, completePayment, {
        provider: payment.provider,
        provider_order_id: payment.provider_order_id,
        provider_payment_id: verified.providerPaymentId,
        succeeded: verified.succeeded,
        user_id: caller.userId,
      });
      if (row!.status === 'captured') {
        // The invoice is issued with the payment; its locker copy is a convenience.
        await fileInvoiceInLocker(deps, caller, row!.order_id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'invoice not filed in the locker'),
        );
      }
      return { payment_id: paymentId, order_id: row!.order_id, status: row!.status };
    },
  );
}
