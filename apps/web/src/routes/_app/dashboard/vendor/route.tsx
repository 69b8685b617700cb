import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { myVendorQueryOptions, useMyVendor } from '@/features/vendors/api/vendors-api';
import { VendorNav } from '@/features/vendors/components/vendor-nav';
import { selectIsVendor, useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/…: the vendor dashboard, for users with the vendor role (§4 `/?role=vendor`). */
export const Route = createFileRoute('/_app/dashboard/vendor')({
  beforeLoad: ({ context }) => {
    const session = context.session();
    if (!session.user || !selectIsVendor(session)) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(myVendorQueryOptions()),
  component: VendorDashboardLayout,
});

function VendorDashboardLayout() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const vendor = useMyVendor(userId);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <VendorNav hasBusiness={Boolean(vendor.data)} />
      <Outlet />
    </div>
  );
}
