import { createFileRoute } from '@tanstack/react-router';
import { HospitalsPage } from '@/features/vendors/components/hospitals-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/hospitals: the vendor’s hospitals and their rooms. */
export const Route = createFileRoute('/_app/dashboard/vendor/hospitals')({
  component: VendorRoute,
});

function VendorRoute() {
  useDocumentTitle('Hospitals & rooms');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{(vendor) => <HospitalsPage vendor={vendor} />}</WithVendor>;
}
