import type { Billing } from '@athcare/shared/store.schema';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The billing details between the checkout steps (/checkout2 → /checkout4), kept for this tab
 * only. Card details are never stored.
 */
interface CheckoutState {
  billing: Billing | null;
  setBilling: (billing: Billing) => void;
  clear: () => void;
}

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    (set) => ({
      billing: null,
      setBilling: (billing) => set({ billing }),
      clear: () => set({ billing: null }),
    }),
    { name: 'checkout-billing', storage: createJSONStorage(() => sessionStorage) },
  ),
);
