import type { ReactNode } from 'react';

/**
 * The store's pages' frame: the title bar with the cart link (`cart`), the page below. A page's
 * prerendered frame has no cart link: its count is the browser's own.
 */
export function StoreFrame({ cart, children }: { cart?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <p className="text-2xl font-semibold tracking-tight">Store</p>
        {cart}
      </div>
      {children}
    </div>
  );
}
