import { confirmedPaymentSchema, startedPaymentSchema } from '@athcare/shared/store.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  dismissedMessage,
  loadRazorpay,
  openRazorpayCheckout,
  razorpayCheckoutOf,
  razorpayMessages,
} from '../lib/razorpay-checkout';
import { storeKeys } from './store-keys';

/** POST /store/orders/{id}/payments: opens a payment with the server's provider. */
export function startPayment(orderId: string) {
  return api.post(
    `/store/orders/${encodeURIComponent(orderId)}/payments`,
    {},
    {
      result: startedPaymentSchema,
      returnRepresentation: false,
    },
  );
}

/** POST /store/payments/{id}/confirm with the provider's answer (the test provider: the choice). */
export function confirmPayment(paymentId: string, proof: Record<string, string>) {
  return api.post(`/store/payments/${encodeURIComponent(paymentId)}/confirm`, proof, {
    result: confirmedPaymentSchema,
    returnRepresentation: false,
    rawKeys: Object.keys(proof),
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Test provider: open a payment and confirm it with the member's choice in one step. */
    mutationFn: async ({
      orderId,
      outcome,
    }: {
      orderId: string;
      outcome: 'success' | 'failure';
    }) => {
      const started = await startPayment(orderId);
      return confirmPayment(started.paymentId, { outcome });
    },
    onSettled: (_d, _e, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: storeKeys.order(orderId) }),
  });
}

/** Why a Razorpay payment did not complete, in words for the member. */
export class PaymentNotCompleted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotCompleted';
  }
}

/**
 * Razorpay: open a payment on the server (which creates Razorpay's order), open Razorpay's checkout
 * for it, and send Razorpay's answer to the server, which verifies the signature. Rejects with a
 * PaymentNotCompleted message when the member closes the window or the payment fails.
 */
export function useRazorpayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      orderId,
      description,
      name,
      email,
    }: {
      orderId: string;
      description: string;
      name?: string;
      email?: string;
    }) => {
      const started = await startPayment(orderId);
      const checkout = razorpayCheckoutOf(started.checkout);
      if (!checkout) throw new PaymentNotCompleted('This server does not take Razorpay payments.');
      const Razorpay = await loadRazorpay();
      const outcome = await openRazorpayCheckout(Razorpay, checkout, {
        description,
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
      });
      if (outcome.kind === 'dismissed') throw new PaymentNotCompleted(dismissedMessage(outcome));
      try {
        return await confirmPayment(started.paymentId, { ...outcome.proof });
      } catch {
        throw new PaymentNotCompleted(razorpayMessages.unverified);
      }
    },
    onSettled: (_d, _e, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: storeKeys.order(orderId) }),
  });
}
