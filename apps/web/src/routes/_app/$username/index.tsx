import { createFileRoute, notFound } from '@tanstack/react-router';
import { profileByUsernameQueryOptions } from '@/features/locker/api/asset-access';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';
import { ProfileSummary, PublicProfileSummary } from './-components/profile-summary';

/**
 * /{username}/ — the signed-in member's own summary (§2), or, for another member, only what is
 * public of them (name, username, photo). An unknown username is Not Found.
 */
export const Route = createFileRoute('/_app/$username/')({
  beforeLoad: ({ context }) => {
    if (!context.session().user) throw notFound();
  },
  loader: async ({ context: { queryClient, session }, params }) => {
    const user = session().user;
    if (user?.username.toLowerCase() === params.username.toLowerCase()) return { own: true };
    const profile = await queryClient.ensureQueryData(
      profileByUsernameQueryOptions(params.username),
    );
    if (!profile) throw notFound();
    return { own: false };
  },
  component: ProfilePage,
});

function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const { own } = Route.useLoaderData();
  const { username } = Route.useParams();
  useDocumentTitle('Profile');
  if (!user) return null;
  return own ? <ProfileSummary user={user} /> : <PublicProfileSummary username={username} />;
}
