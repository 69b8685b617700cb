import { randomBytes } from 'node:crypto';
import {
  type PaymentProvider,
  PaymentVerificationError,
  type VerifiedPayment,
} from './payment-provider.ts';

/**
 * The built-in test provider: no money moves. The browser shows a local payment step where the
 * member chooses success or failure; that choice is the "proof". For development, demos and tests;
 * a deployment taking real money sets PAYMENT_PROVIDER=razorpay.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    createOrder() {
      const providerOrderId = `test_order_${randomBytes(9).toString('base64url')}`;
      return Promise.resolve({ providerOrderId, checkout: { provider: 'test', providerOrderId } });
    },
    verifyPayment(providerOrderId, proof): VerifiedPayment {
      const outcome = proof.outcome;
      if (outcome !== 'success' && outcome !== 'failure') {
        throw new PaymentVerificationError('Choose success or failure.');
      }
      return {
        providerOrderId,
        providerPaymentId: `test_pay_${randomBytes(9).toString('base64url')}`,
        succeeded: outcome === 'success',
      };
    },
    refund({ receipt }) {
      // No money moved, so none goes back: the refund is processed at once.
      return Promise.resolve({
        providerRefundId: `test_rfnd_${randomBytes(9).toString('base64url')}`,
        refundId: receipt,
        outcome: 'processed',
      });
    },
    verifyWebhook() {
      throw new PaymentVerificationError('The test provider sends no webhooks.');
    },
  };
}
