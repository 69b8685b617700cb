import { createFileRoute } from '@tanstack/react-router';
import { VendorBookingsPage } from '@/features/vendors/components/bookings-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/bookings: the bookings of the vendor's hospitals. */
export const Route = createFileRoute('/_app/dashboard/vendor/bookings')({ component: VendorRoute });

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Hospital bookings" userId={userId}>
      {() => <VendorBookingsPage userId={userId} />}
    </VendorPage>
  );
}
