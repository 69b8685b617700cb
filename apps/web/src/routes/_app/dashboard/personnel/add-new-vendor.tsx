import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/features/personnel-dashboard/components/dashboard-placeholder';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/personnel/add-new-vendor: a placeholder until vendors (pgvendor) land. */
export const Route = createFileRoute('/_app/dashboard/personnel/add-new-vendor')({
  component: AddNewVendorPage,
});

function AddNewVendorPage() {
  useDocumentTitle('Add new vendor');
  return (
    <DashboardPlaceholder title="Add new vendor">
      Registering a vendor (business name, GST, PAN and branches) is not available yet. It arrives
      with the vendor area.
    </DashboardPlaceholder>
  );
}
