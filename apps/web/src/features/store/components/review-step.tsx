import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useCartStore } from '@/stores/cart-store';
import { usePlaceOrder } from '../api/place-order';
import { useCheckoutStore } from '../stores/checkout-store';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';
import { OrderFailureAlert } from './order-parts';
import { StoreCard } from './store-card';

/** /checkout4: review the cart and the billing details, then place the order. */
export function ReviewStep({ onPlaced }: { onPlaced: (orderId: string) => void }) {
  const billing = useCheckoutStore((s) => s.billing);
  const hasItems = useCartStore((s) => s.items.length > 0);
  const { place, failure, isPending } = usePlaceOrder(onPlaced);
  return (
    <div className="flex flex-col gap-6">
      <CheckoutSteps active={1} />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <StoreCard titleId="review-billing" title="Review your order" className="gap-4">
          {billing ? (
            <address className="text-sm not-italic">
              {billing.firstName} {billing.lastName}
              <br />
              {billing.address}
              <br />
              {billing.city}, {billing.state} {billing.zip}
              <br />
              {billing.email}
              {billing.phone ? (
                <>
                  <br />
                  {billing.phone}
                </>
              ) : null}
            </address>
          ) : (
            <p className="text-sm">Add your billing details first.</p>
          )}
          <Link
            to="/checkout2"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {billing ? 'Change billing details' : 'Share billing details'}
          </Link>
          {failure && <OrderFailureAlert>{failure}</OrderFailureAlert>}
          <Button
            type="button"
            className="self-start"
            disabled={!billing || !hasItems || isPending}
            onClick={() => billing && void place(billing)}
          >
            {isPending ? 'Placing order…' : 'Place Order'}
          </Button>
        </StoreCard>
        <OrderSummary editable={false} />
      </div>
    </div>
  );
}
