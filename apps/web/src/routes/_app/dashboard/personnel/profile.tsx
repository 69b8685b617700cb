import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { PersonnelProfileSummary } from '@/features/personnel-dashboard/components/personnel-profile-summary';
import { profileTabs } from '@/features/personnel-dashboard/lib/profile-tabs';
import { RequireProfile } from '@/features/personnel-dashboard/components/require-profile';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { optionalSearchParam } from '@/lib/search-params';

const searchSchema = z.object({ tab: optionalSearchParam(z.enum(profileTabs)) });

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
