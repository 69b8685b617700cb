import { createFileRoute } from '@tanstack/react-router';
import { FleetPage } from '@/features/vendors/components/fleet-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/fleet: drivers and ambulances. */
export const Route = createFileRoute('/_app/dashboard/vendor/fleet')({ component: VendorRoute });

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Drivers & ambulances" userId={userId}>
      {(vendor) => <FleetPage vendor={vendor} />}
    </VendorPage>
  );
}
