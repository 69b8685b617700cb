import { createFileRoute } from '@tanstack/react-router';
import { VendorBookingsPage } from '@/features/vendors/components/bookings-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/bookings: the bookings of the vendor's hospitals. */
export const Route = createFileRoute('/_app/dashboard/vendor/bookings')({ component: VendorRoute });

function VendorRoute() {
  useDocumentTitle('Hospital bookings');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{() => <VendorBookingsPage userId={userId} />}</WithVendor>;
}
