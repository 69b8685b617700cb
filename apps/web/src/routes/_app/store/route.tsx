import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CartLink } from '@/features/store/components/cart-link';

/** /store/…: the store's pages share a title bar with the cart. */
export const Route = createFileRoute('/_app/store')({
  component: StoreLayout,
});

function StoreLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex items-center justify-between gap-4">
        <p className="text-2xl font-semibold tracking-tight">Store</p>
        <CartLink />
      </div>
      <Outlet />
    </div>
  );
}
