import { createFileRoute } from '@tanstack/react-router';
import { AvailabilityEditor } from '@/features/appointments/components/availability-editor';
import { RequireProfile } from '@/features/appointments/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const Route = createFileRoute('/_app/dashboard/personnel/book-slots')({
  component: BookSlotsPage,
});

function BookSlotsPage() {
  useDocumentTitle('Book slots');
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Book slots</h1>
      <RequireProfile>
        {(profile) => <AvailabilityEditor personnelId={profile.id} />}
      </RequireProfile>
    </>
  );
}
