import { cartTotals, formatRupees } from '@athcare/shared/cart.schema';
import { storeMessages } from '@athcare/shared/store.schema';
import { Link } from '@tanstack/react-router';
import { MinusIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCartStore } from '@/stores/cart-store';
import { TotalsList } from './order-parts';
import { StoreCard } from './store-card';

/**
 * Spec §2 "Checkout page" Order Summary: coupon entry with Apply, the item lines, the totals
 * (fixed tax ₹100, free shipping) and Remove Coupon. The server prices the order again itself.
 */
export function OrderSummary({ editable = true }: { editable?: boolean }) {
  const id = useId();
  const { items, coupon, applyCoupon, removeCoupon, updateQuantity, removeItem, clearCart } =
    useCartStore();
  const totals = cartTotals(items, coupon);

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = new FormData(form).get('coupon');
    if (typeof code === 'string' && code.trim() && applyCoupon(code)) form.reset();
  };

  return (
    <StoreCard titleId={`${id}-title`} title="Order Summary" className="gap-4">
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-medium">{storeMessages.emptyCart}</p>
          <Link
            to="/store/products"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Browse the store
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col divide-y" data-testid="cart-lines">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium">{item.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {formatRupees(item.price)} × {item.cartQuantity}
                  </span>
                </div>
                <div className="flex items-center gap-2">
                  {editable && (
                    <>
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        aria-label={`One fewer ${item.title}`}
                        disabled={item.cartQuantity <= 1}
                        onClick={() => updateQuantity(item.id, item.cartQuantity - 1)}
                      >
                        <MinusIcon aria-hidden />
                      </Button>
                      <span className="w-6 text-center" aria-label={`Quantity of ${item.title}`}>
                        {item.cartQuantity}
                      </span>
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        aria-label={`One more ${item.title}`}
                        onClick={() => updateQuantity(item.id, item.cartQuantity + 1)}
                      >
                        <PlusIcon aria-hidden />
                      </Button>
                    </>
                  )}
                  <span className="w-28 text-right font-medium tabular-nums">
                    {formatRupees(item.price * item.cartQuantity)}
                  </span>
                  {editable && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => removeItem(item.id)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {editable && (
            <div className="flex justify-end">
              <Button type="button" variant="ghost" size="sm" onClick={clearCart}>
                Clear cart
              </Button>
            </div>
          )}

          {coupon ? (
            <div className="flex items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
              <span>
                Coupon <strong data-testid="applied-coupon">{coupon.code}</strong> applied
              </span>
              {editable && (
                <Button type="button" variant="outline" size="sm" onClick={removeCoupon}>
                  Remove Coupon
                </Button>
              )}
            </div>
          ) : editable ? (
            <form onSubmit={onApply} className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1.5">
                <Label htmlFor={`${id}-coupon`}>Coupon code</Label>
                <Input id={`${id}-coupon`} name="coupon" autoComplete="off" maxLength={32} />
              </div>
              <Button type="submit" variant="outline">
                Apply
              </Button>
            </form>
          ) : null}

          <TotalsList
            testId="cart-totals"
            subtotal={totals.subtotal}
            discount={totals.discount}
            tax={totals.tax}
            shipping={totals.shipping}
            total={totals.total}
            format={formatRupees}
            totalTestId="cart-total"
          />
        </>
      )}
    </StoreCard>
  );
}
