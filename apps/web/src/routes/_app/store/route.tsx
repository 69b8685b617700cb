import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CartLink } from '@/features/store/components/cart-link';
import { StoreFrame } from '@/features/store/components/store-frame';

/** /store/…: the store's pages share a title bar with the cart. */
export const Route = createFileRoute('/_app/store')({
  component: StoreLayout,
});

function StoreLayout() {
  return (
    <StoreFrame cart={<CartLink />}>
      <Outlet />
    </StoreFrame>
  );
}
