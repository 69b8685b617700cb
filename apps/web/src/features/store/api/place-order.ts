import { type Billing, billingSchema } from '@athcare/shared/store.schema';
import { useRef, useState } from 'react';
import { describeError } from '@/lib/errors';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '../stores/checkout-store';
import { useCreateOrder } from './create-order';

/** Places the cart as an order (same key for a repeated click) and hands over its id. */
export function usePlaceOrder(onPlaced: (orderId: string) => void) {
  const create = useCreateOrder();
  const key = useRef<string>(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const place = async (billing: Billing) => {
    const { items, coupon, clearCart } = useCartStore.getState();
    setFailure(null);
    try {
      const order = await create.mutateAsync({
        items: items.map((i) => ({ productId: Number(i.id), quantity: i.cartQuantity })),
        billing: billingSchema.parse(billing),
        coupon: coupon?.code ?? null,
        idempotencyKey: key.current,
      });
      key.current = crypto.randomUUID();
      clearCart();
      useCheckoutStore.getState().clear();
      onPlaced(order.id);
    } catch (error) {
      setFailure(describeError(error));
    }
  };
  return { place, failure, isPending: create.isPending };
}
