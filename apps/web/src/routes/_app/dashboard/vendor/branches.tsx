import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '@/features/vendors/components/branches-page';
import { VendorPage } from '@/features/vendors/components/vendor-pages';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/branches: branches and their addresses. */
export const Route = createFileRoute('/_app/dashboard/vendor/branches')({ component: VendorRoute });

function VendorRoute() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return (
    <VendorPage title="Branches" userId={userId}>
      {(vendor) => <BranchesPage vendor={vendor} />}
    </VendorPage>
  );
}
