import { describe, expect, it } from 'vitest';
import { cartTotals, couponDiscount, findCoupon, formatRupees } from './cart.schema.ts';

describe('coupons (spec §9)', () => {
  it('matches codes case-insensitively against the fixed list', () => {
    expect(findCoupon('welcome10')?.discountType).toBe('percent');
    expect(findCoupon(' Flat100 ')?.value).toBe(100);
    expect(findCoupon('FREE50')).toBeUndefined();
  });
  it('WELCOME10 takes 10 percent; FLAT100 takes 100 capped at the subtotal', () => {
    expect(couponDiscount(500, findCoupon('WELCOME10'))).toBe(50);
    expect(couponDiscount(500, findCoupon('FLAT100'))).toBe(100);
    expect(couponDiscount(60, findCoupon('FLAT100'))).toBe(60);
  });
  it('adds the fixed tax of 100, free shipping, and never goes below 0', () => {
    const items = [{ price: 60, cartQuantity: 1 }];
    expect(cartTotals(items, findCoupon('FLAT100'))).toEqual({
      subtotal: 60,
      discount: 60,
      tax: 100,
      shipping: 0,
      total: 100,
    });
    expect(cartTotals([{ price: 250, cartQuantity: 2 }], findCoupon('WELCOME10')).total).toBe(550);
    expect(cartTotals([], null).total).toBe(0);
  });
  it('formats rupees with two decimals', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
  });
});
