import { createFileRoute } from '@tanstack/react-router';
import { ComingSlots } from '@/features/appointments/components/coming-slots';
import { AvailabilityEditor } from '@/features/personnel-dashboard/components/availability-editor';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
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
        {(profile) => (
          <AvailabilityEditor
            personnelId={profile.id}
            comingSlots={(zone) => <ComingSlots personnelId={profile.id} zone={zone} />}
          />
        )}
      </RequireProfile>
    </>
  );
}
