import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '@/features/vendors/components/documents-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/documents: identity documents sent for an admin to verify. */
export const Route = createFileRoute('/_app/dashboard/vendor/documents')({
  component: VendorRoute,
});

function VendorRoute() {
  useDocumentTitle('Vendor documents');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{(vendor) => <DocumentsPage vendor={vendor} />}</WithVendor>;
}
