import { createFileRoute } from '@tanstack/react-router';
import { BankDetailsPage } from '@/features/vendors/components/bank-details-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/bank-details: bank details, the account number masked. */
export const Route = createFileRoute('/_app/dashboard/vendor/bank-details')({
  component: VendorRoute,
});

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Bank details" userId={userId}>
      {(vendor) => <BankDetailsPage vendor={vendor} />}
    </VendorPage>
  );
}
