import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '@/features/vendors/components/documents-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/documents: identity documents sent for an admin to verify. */
export const Route = createFileRoute('/_app/dashboard/vendor/documents')({
  component: VendorRoute,
});

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Vendor documents" userId={userId}>
      {(vendor) => <DocumentsPage vendor={vendor} />}
    </VendorPage>
  );
}
