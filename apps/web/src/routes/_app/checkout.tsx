import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/store/components/checkout-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /checkout (spec §2 "Checkout page"): billing, card and Order Summary; Place Order. */
export const Route = createFileRoute('/_app/checkout')({
  component: CheckoutRoute,
});

function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Checkout</h1>
      <CheckoutPage
        onPlaced={(orderId) => void navigate({ to: '/checkout3', search: { orderId } })}
      />
    </div>
  );
}
