import { createFileRoute } from '@tanstack/react-router';
import { BillingStep } from '@/features/store/components/billing-step';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /checkout2: the billing step of the checkout flow. */
export const Route = createFileRoute('/_app/checkout2')({
  component: BillingRoute,
});

function BillingRoute() {
  useDocumentTitle('Billing details · Checkout');
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Billing details</h1>
      <BillingStep onContinue={() => void navigate({ to: '/checkout4' })} />
    </div>
  );
}
