import { createFileRoute, Outlet } from '@tanstack/react-router';
import { CartLink, StoreFrame } from '@/features/store/components/cart-link';

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
