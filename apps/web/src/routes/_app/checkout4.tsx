import { createFileRoute } from '@tanstack/react-router';
import { ReviewStep } from '@/features/store/components/review-step';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /checkout4: review the cart and billing details, then place the order. */
export const Route = createFileRoute('/_app/checkout4')({
  component: ReviewRoute,
});

function ReviewRoute() {
  useDocumentTitle('Review · Checkout');
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Review your order</h1>
      <ReviewStep
        onPlaced={(orderId) => void navigate({ to: '/checkout3', search: { orderId } })}
      />
    </div>
  );
}
