import { createFileRoute } from '@tanstack/react-router';
import { AddVendorForForm } from '@/features/vendors/components/add-vendor-for-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/personnel/add-new-vendor: personnel register a vendor for an existing account. */
export const Route = createFileRoute('/_app/dashboard/personnel/add-new-vendor')({
  component: AddNewVendorPage,
});

function AddNewVendorPage() {
  useDocumentTitle('Add new vendor');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <AddVendorForForm userId={userId} />;
}
