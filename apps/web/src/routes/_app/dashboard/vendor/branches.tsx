import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '@/features/vendors/components/branches-page';
import { WithVendor } from '@/features/vendors/components/vendor-pages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /dashboard/vendor/branches: branches and their addresses. */
export const Route = createFileRoute('/_app/dashboard/vendor/branches')({ component: VendorRoute });

function VendorRoute() {
  useDocumentTitle('Branches');
  const userId = useSessionStore((s) => s.user?.id ?? '');
  return <WithVendor userId={userId}>{(vendor) => <BranchesPage vendor={vendor} />}</WithVendor>;
}
