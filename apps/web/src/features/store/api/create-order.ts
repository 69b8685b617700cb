import {
  CREATE_ORDER_RPC,
  type Billing,
  orderSchema,
  STORE_SCHEMA,
} from '@athcare/shared/store.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export interface CreateOrderInput {
  items: { productId: number; quantity: number }[];
  billing: Billing;
  coupon: string | null;
  /** The same key for a repeated click or retry: the server makes one order. */
  idempotencyKey: string;
}

/**
 * POST /rpc/create_order. Only product ids and quantities, the coupon code and the billing
 * details are sent: the server prices the order itself. Card details are never part of this.
 */
export function createOrder({ items, billing, coupon, idempotencyKey }: CreateOrderInput) {
  return api.rpc(
    CREATE_ORDER_RPC,
    {
      items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      billing: {
        email: billing.email,
        firstName: billing.firstName,
        lastName: billing.lastName,
        address: billing.address,
        city: billing.city,
        state: billing.state,
        zip: billing.zip,
        ...(billing.phone ? { phone: billing.phone } : {}),
      },
      idempotencyKey,
      coupon,
    },
    { schema: STORE_SCHEMA, result: orderSchema.loose() },
  );
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.orders() }),
        // Stock moved.
        queryClient.invalidateQueries({ queryKey: storeKeys.products() }),
      ]),
  });
}
