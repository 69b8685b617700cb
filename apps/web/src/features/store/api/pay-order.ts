import { confirmedPaymentSchema, startedPaymentSchema } from '@athcare/shared/store.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
