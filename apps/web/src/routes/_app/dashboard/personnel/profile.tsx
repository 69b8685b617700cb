import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PersonnelProfileSummary } from '@/features/appointments/components/personnel-profile-summary';
import { profileTabs } from '@/features/appointments/lib/profile-tabs';
import { RequireProfile } from '@/features/appointments/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';

const searchSchema = z.object({ tab: z.enum(profileTabs).optional().catch(undefined) });

export const Route = createFileRoute('/_app/dashboard/personnel/profile')({
  validateSearch: searchSchema,
  component: ProfilePage,
});

function ProfilePage() {
  useDocumentTitle('My profile');
  const { tab } = Route.useSearch();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">My profile</h1>
      <RequireProfile>
        {(profile) => <PersonnelProfileSummary profile={profile} tab={tab ?? 'overview'} />}
      </RequireProfile>
    </>
  );
}
