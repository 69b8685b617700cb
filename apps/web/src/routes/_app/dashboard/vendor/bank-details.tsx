import { createFileRoute } from '@tanstack/react-router';
import { BankDetailsPage } from '@/features/vendors/components/bank-details-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/bank-details: bank details, the account number masked. */
export const Route = createFileRoute('/_app/dashboard/vendor/bank-details')({
  component: VendorRoute,
});

function VendorRoute() {
  useDocumentTitle('Bank details');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{(vendor) => <BankDetailsPage vendor={vendor} />}</WithVendor>;
}
