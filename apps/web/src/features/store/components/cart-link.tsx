import { Link } from '@tanstack/react-router';
import { ShoppingCartIcon } from 'lucide-react';
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
