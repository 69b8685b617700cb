import { Link } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCartStore } from '@/stores/cart-store';

/** The cart's item count, linking to the checkout's Order Summary. */
export function CartLink() {
  const count = useCartStore((s) => s.items.reduce((n, i) => n + i.cartQuantity, 0));
  return (
    <Link
      to="/checkout"
      className="inline-flex h-10 items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="cart-link"
    >
      <ShoppingCartIcon className="size-4" aria-hidden />
      Cart
      <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{count}</span>
      <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>
    </Link>
  );
}

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
