import {
  type CartItem,
  type Coupon,
  CART_QUANTITY_MIN,
  findCoupon,
} from '@athcare/shared/cart.schema';
import { messages } from '@athcare/shared/messages';
import { STORAGE_KEYS } from '@athcare/shared/settings.schema';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type NewCartItem = Omit<CartItem, 'cartQuantity'> & { cartQuantity?: number };

export interface CartState {
  items: CartItem[];
  coupon: Coupon | null;
  /** §4: an existing line's quantity rises by `amount` (default 1); a new item is appended. */
  addItem: (item: NewCartItem, amount?: number) => void;
  /** §4: quantities are floored at 1. */
  updateQuantity: (id: CartItem['id'], quantity: number) => void;
  removeItem: (id: CartItem['id']) => void;
  /** Empties the items and the coupon. */
  clearCart: () => void;
  /** §5: case-insensitive match; an unknown code raises the browser alert "Invalid coupon code". */
  applyCoupon: (code: string) => boolean;
  removeCoupon: () => void;
}

const floorQuantity = (n: number) =>
  Math.max(CART_QUANTITY_MIN, Math.floor(Number.isFinite(n) ? n : CART_QUANTITY_MIN));

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      coupon: null,
      addItem: (item, amount = 1) =>
        set((s) => {
          const add = floorQuantity(amount);
          if (s.items.some((i) => i.id === item.id)) {
            return {
              items: s.items.map((i) =>
                i.id === item.id ? { ...i, cartQuantity: i.cartQuantity + add } : i,
              ),
            };
          }
          return { items: [...s.items, { ...item, cartQuantity: add }] };
        }),
      updateQuantity: (id, quantity) =>
        set((s) => ({
          items: s.items.map((i) =>
            i.id === id ? { ...i, cartQuantity: floorQuantity(quantity) } : i,
          ),
        })),
      removeItem: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
      clearCart: () => set({ items: [], coupon: null }),
      applyCoupon: (code) => {
        const coupon = findCoupon(code);
        if (!coupon) {
          window.alert(messages.invalidCoupon);
          return false;
        }
        set({ coupon });
        return true;
      },
      removeCoupon: () => set({ coupon: null }),
    }),
    {
      name: STORAGE_KEYS.cart,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, coupon }) => ({ items, coupon }),
    },
  ),
);
