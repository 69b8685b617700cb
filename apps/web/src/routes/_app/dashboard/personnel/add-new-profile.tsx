import { createFileRoute } from '@tanstack/react-router';
import { DashboardPlaceholder } from '@/features/personnel-dashboard/components/dashboard-placeholder';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /dashboard/personnel/add-new-profile: a placeholder until profile editing lands. */
export const Route = createFileRoute('/_app/dashboard/personnel/add-new-profile')({
  component: AddNewProfilePage,
});

function AddNewProfilePage() {
  useDocumentTitle('Add new profile');
  return (
    <DashboardPlaceholder title="Add new profile">
      Creating a personnel profile from the dashboard is not available yet. Please contact Athcare
      support to have your profile set up.
    </DashboardPlaceholder>
  );
}
