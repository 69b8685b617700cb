import { createFileRoute } from '@tanstack/react-router';
import { FleetPage } from '@/features/vendors/components/fleet-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/fleet: drivers and ambulances. */
export const Route = createFileRoute('/_app/dashboard/vendor/fleet')({ component: VendorRoute });

function VendorRoute() {
  useDocumentTitle('Drivers & ambulances');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{(vendor) => <FleetPage vendor={vendor} />}</WithVendor>;
}
