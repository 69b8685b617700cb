import { refundResultSchema } from '@athcare/shared/store.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export interface RefundOrderInput {
  orderId: string;
  /** Integer paise; null refunds all that is left of the payment. */
  amountPaise: number | null;
  reason: string;
  /** The same key for a repeated click or retry: the server makes one refund. */
  idempotencyKey: string;
}

/** POST /store/orders/{id}/refunds (admins): refunds through the order's payment provider. */
export function refundOrder({ orderId, amountPaise, reason, idempotencyKey }: RefundOrderInput) {
  return api.post(
    `/store/orders/${encodeURIComponent(orderId)}/refunds`,
    { ...(amountPaise === null ? {} : { amountPaise }), reason, idempotencyKey },
    { result: refundResultSchema, returnRepresentation: false },
  );
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: (_d, _e, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: storeKeys.order(orderId) }),
  });
}
