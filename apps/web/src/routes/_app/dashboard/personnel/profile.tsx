import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import {
  myEditableProfileQueryOptions,
  useMyEditableProfile,
} from '@/features/personnel-dashboard/api/profile-editing';
import { ProfileEditor } from '@/features/personnel-dashboard/components/profile-editor';
import { NoProfileYet } from '@/features/personnel-dashboard/components/require-profile';
import { profileTabs } from '@/features/personnel-dashboard/lib/profile-tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

const searchSchema = lazySchema(() => z.object({ tab: optionalSearchParam(z.enum(profileTabs)) }));

/** /dashboard/personnel/profile (optional tab): the personnel edits and publishes their profile. */
export const Route = createFileRoute('/_app/dashboard/personnel/profile')({
  validateSearch: searchSchema,
  loader: ({ context: { queryClient, userId } }) =>
    queryClient.ensureQueryData(myEditableProfileQueryOptions(userId)),
  component: ProfilePage,
});

function ProfilePage() {
  useDocumentTitle('My profile');
  const { tab } = Route.useSearch();
  const { userId } = Route.useRouteContext();
  const { data: profile } = useMyEditableProfile(userId);
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">My profile</h1>
      {profile ? (
        <ProfileEditor profile={profile} userId={userId} tab={tab ?? 'about'} />
      ) : (
        <NoProfileYet after="so members can find and book you." />
      )}
    </>
  );
}
