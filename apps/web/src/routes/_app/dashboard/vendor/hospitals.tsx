import { createFileRoute } from '@tanstack/react-router';
import { HospitalsPage } from '@/features/vendors/components/hospitals-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/hospitals: the vendor’s hospitals and their rooms. */
export const Route = createFileRoute('/_app/dashboard/vendor/hospitals')({
  component: VendorRoute,
});

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Hospitals & rooms" userId={userId}>
      {(vendor) => <HospitalsPage vendor={vendor} />}
    </VendorPage>
  );
}
