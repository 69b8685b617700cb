import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from './cart-store';

const cart = () => useCartStore.getState();
const tea = { id: 'blue-tea', title: 'Blue Tea', price: 449 };
const check = { id: 7, title: 'Basic Wellness Profile', price: 1499 };

describe('cart store (§4)', () => {
  beforeEach(() => cart().clearCart());

  it('appends a new item with quantity 1, or the amount given', () => {
    cart().addItem(tea);
    cart().addItem(check, 2);
    expect(cart().items.map((i) => [i.id, i.cartQuantity])).toEqual([
      ['blue-tea', 1],
      [7, 2],
    ]);
  });

  it('adding an existing item raises its quantity by the amount (default 1)', () => {
    cart().addItem(tea);
    cart().addItem(tea);
    cart().addItem(tea, 3);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.cartQuantity).toBe(5);
  });

  it('floors quantity updates at 1', () => {
    cart().addItem(tea, 4);
    cart().updateQuantity('blue-tea', 0);
    expect(cart().items[0]?.cartQuantity).toBe(1);
    cart().updateQuantity('blue-tea', -3);
    expect(cart().items[0]?.cartQuantity).toBe(1);
    cart().updateQuantity('blue-tea', 6);
    expect(cart().items[0]?.cartQuantity).toBe(6);
  });

  it('removes a line; clear empties items and coupon', () => {
    cart().addItem(tea);
    cart().addItem(check);
    cart().removeItem('blue-tea');
    expect(cart().items.map((i) => i.id)).toEqual([7]);
    cart().applyCoupon('welcome10');
    cart().clearCart();
    expect(cart()).toMatchObject({ items: [], coupon: null });
  });

  it('applies a known coupon case-insensitively, removes it, and alerts on an unknown one', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    expect(cart().applyCoupon('flat100')).toBe(true);
    expect(cart().coupon).toEqual({ code: 'FLAT100', discountType: 'flat', value: 100 });
    cart().removeCoupon();
    expect(cart().coupon).toBeNull();
    expect(cart().applyCoupon('BOGUS')).toBe(false);
    expect(alert).toHaveBeenCalledWith('Invalid coupon code');
    expect(cart().coupon).toBeNull();
  });

  it('persists under cart-storage', () => {
    cart().addItem(tea);
    expect(JSON.parse(localStorage.getItem('cart-storage') ?? '{}')).toMatchObject({
      state: { items: [{ id: 'blue-tea' }] },
    });
  });
});
