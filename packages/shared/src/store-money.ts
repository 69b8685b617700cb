/**
 * Money in integer paise: the same rules as the database's create_order (§5, §9). Without zod, so
 * the cart in the header takes its arithmetic without building the store's schemas.
 */

/** §9 fixed tax ₹100 and free shipping, in paise. */
export const CHECKOUT_TAX_PAISE = 10_000;
export const CHECKOUT_SHIPPING_PAISE = 0;

export interface PaiseCoupon {
  discountType: 'percent' | 'flat';
  /** Percent for 'percent', paise for 'flat'. */
  value: number;
}

/** Percent rounds half up to the paisa; flat is capped at the subtotal; never negative. */
export function couponDiscountPaise(subtotal: number, coupon: PaiseCoupon | null): number {
  if (!coupon) return 0;
  const raw =
    coupon.discountType === 'percent'
      ? Math.floor((subtotal * coupon.value + 50) / 100)
      : coupon.value;
  return Math.max(0, Math.min(subtotal, raw));
}

export interface PaiseTotals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

export function orderTotalsPaise(
  lines: readonly { unitPricePaise: number; quantity: number }[],
  coupon: PaiseCoupon | null,
): PaiseTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const discount = couponDiscountPaise(subtotal, coupon);
  const tax = lines.length ? CHECKOUT_TAX_PAISE : 0;
  const shipping = CHECKOUT_SHIPPING_PAISE;
  return {
    subtotal,
    discount,
    tax,
    shipping,
    total: Math.max(0, subtotal - discount + tax + shipping),
  };
}
