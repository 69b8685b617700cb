import { z } from 'zod';

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

const round2 = (n: number) => Math.round(n * 100) / 100;

export function cartSubtotal(items: readonly Pick<CartItem, 'price' | 'cartQuantity'>[]): number {
  return round2(items.reduce((sum, item) => sum + item.price * item.cartQuantity, 0));
}

/** Percent off the subtotal, or a flat amount capped at the subtotal. */
export function couponDiscount(subtotal: number, coupon: Coupon | null | undefined): number {
  if (!coupon) return 0;
  const raw = coupon.discountType === 'percent' ? (subtotal * coupon.value) / 100 : coupon.value;
  return round2(Math.min(Math.max(raw, 0), subtotal));
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
  const subtotal = cartSubtotal(items);
  const discount = couponDiscount(subtotal, coupon);
  const tax = items.length ? CHECKOUT_TAX : 0;
  const total = round2(Math.max(subtotal - discount + tax + CHECKOUT_SHIPPING, 0));
  return { subtotal, discount, tax, shipping: CHECKOUT_SHIPPING, total };
}

/** Rupees with two decimals (§9), Indian digit grouping. */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(amount);
}
