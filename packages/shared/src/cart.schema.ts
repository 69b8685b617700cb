import { z } from 'zod';
import { couponDiscountPaise, orderTotalsPaise, type PaiseCoupon } from './store-money.ts';

/** Spec §3: a cart line: the product's id, title, image and price, plus cartQuantity. */
export const cartItemSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  image: z.string().optional(),
  price: z.number().nonnegative(),
  cartQuantity: z.number().int().min(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const couponSchema = z.object({
  code: z.string(),
  discountType: z.enum(['percent', 'flat']),
  value: z.number().nonnegative(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** Spec §9: the fixed coupon list. */
export const coupons: readonly Coupon[] = [
  { code: 'WELCOME10', discountType: 'percent', value: 10 },
  { code: 'FLAT100', discountType: 'flat', value: 100 },
];
/** Spec §9: checkout shows a fixed tax of ₹100 and free shipping. */
export const CHECKOUT_TAX = 100;
export const CHECKOUT_SHIPPING = 0;
export const CART_QUANTITY_MIN = 1;

/** Case-insensitive lookup in the fixed list (§5); undefined when unknown. */
export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons.find((c) => c.code === wanted);
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const paiseCoupon = (coupon: Coupon | null | undefined): PaiseCoupon | null =>
  coupon
    ? {
        discountType: coupon.discountType,
        value: coupon.discountType === 'flat' ? toPaise(coupon.value) : coupon.value,
      }
    : null;
const paiseLines = (items: readonly Pick<CartItem, 'price' | 'cartQuantity'>[]) =>
  items.map((i) => ({ unitPricePaise: toPaise(i.price), quantity: i.cartQuantity }));

// The arithmetic runs on integer paise, the same rules as the server's create_order
// (store-money.ts), so the checkout shows exactly the total the order will have.

export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'cartQuantity'>[]): number {
  return orderTotalsPaise(paiseLines(items), null).subtotal / 100;
}

/** Percent off the subtotal, or a flat amount capped at the subtotal. */
export function couponDiscount(subtotal: number, coupon: Coupon | null | undefined): number {
  return couponDiscountPaise(toPaise(subtotal), paiseCoupon(coupon)) / 100;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/** §9: total = subtotal − discount + tax + shipping, never below 0; an empty cart totals 0. */
export function cartTotals(
  items: readonly Pick<CartItem, 'price' | 'cartQuantity'>[],
  coupon: Coupon | null | undefined,
): CartTotals {
  const t = orderTotalsPaise(paiseLines(items), paiseCoupon(coupon));
  return {
    subtotal: t.subtotal / 100,
    discount: t.discount / 100,
    tax: t.tax / 100,
    shipping: t.shipping / 100,
    total: t.total / 100,
  };
}

/** Rupees with two decimals (§9), Indian digit grouping. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(amount);
}
