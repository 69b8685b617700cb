import { createFileRoute } from '@tanstack/react-router';
import { AmbulanceRuns } from '@/features/ambulances/components/ambulance-runs';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/dispatch: the runs of the vendor's ambulances, moved on by the dispatcher. */
export const Route = createFileRoute('/_app/dashboard/vendor/dispatch')({ component: VendorRoute });

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Ambulance dispatch" userId={userId}>
      {(vendor) => (
        <AmbulanceRuns filter={{ vendorId: `eq.${vendor.id}` }} label="Runs of your ambulances" />
      )}
    </VendorPage>
  );
}
