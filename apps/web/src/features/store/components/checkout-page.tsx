import { useCartStore } from '@/stores/cart-store';
import { type CheckoutForm, checkoutFormSchema } from '@athcare/shared/store.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { usePlaceOrder } from '../api/place-order';
import { useCheckoutStore } from '../stores/checkout-store';
import { BillingFields } from './billing-fields';
import { BillingFormLayout } from './billing-form-layout';
import { TextField } from './text-field';
import { OrderFailureAlert } from './order-parts';

/**
 * /checkout (spec §2 "Checkout page"): the steps opened at Share Billing Details, the billing and
 * card form, and the Order Summary. Place Order sends the billing details and the cart's product
 * ids and quantities only: card number, MM/YY and CVV are checked here and never leave the page
 * (the payment provider's step takes the payment).
 */
export function CheckoutPage({ onPlaced }: { onPlaced: (orderId: string) => void }) {
  const hasItems = useCartStore((s) => s.items.length > 0);
  const saved = useCheckoutStore((s) => s.billing);
  const { place, failure, isPending } = usePlaceOrder(onPlaced);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckoutForm, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: { ...saved, cardNumber: '', expiry: '', cvv: '' },
  });
  const onSubmit = handleSubmit(async ({ cardNumber: _n, expiry: _e, cvv: _c, ...billing }) => {
    await place(billing);
  });
  const err = (k: keyof CheckoutForm) => errors[k]?.message;

  return (
    <BillingFormLayout label="Checkout" onSubmit={(e) => void onSubmit(e)}>
      <BillingFields field={(name) => register(name)} errors={errors} />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Card</legend>
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          span="sm:col-span-3"
          error={err('cardNumber')}
          {...register('cardNumber')}
        />
        <TextField
          label="MM/YY"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={err('expiry')}
          {...register('expiry')}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          error={err('cvv')}
          {...register('cvv')}
        />
        <p className="text-xs text-muted-foreground sm:col-span-3">
          Card details stay in your browser; you confirm the payment on the next step.
        </p>
      </fieldset>
      {failure && <OrderFailureAlert>{failure}</OrderFailureAlert>}
      <Button type="submit" disabled={!hasItems || isPending} className="self-start">
        {isPending ? 'Placing order…' : 'Place Order'}
      </Button>
    </BillingFormLayout>
  );
}
