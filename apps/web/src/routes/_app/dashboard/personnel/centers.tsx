import { createFileRoute } from '@tanstack/react-router';
import { CentersManager } from '@/features/personnel-dashboard/components/centers-manager';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/dashboard/personnel/centers')({
  component: CentersPage,
});

function CentersPage() {
  useDocumentTitle('Centers');
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Centers</h1>
      <RequireProfile>{(profile) => <CentersManager personnelId={profile.id} />}</RequireProfile>
    </>
  );
}
