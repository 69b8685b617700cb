import { createFileRoute, notFound } from '@tanstack/react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';
import { ProfileSummary } from './-components/profile-summary';

/**
 * /{username}/ — a minimal profile summary of the signed-in member (§2). Other members' pages are
 * Not Found until public profiles are built.
 */
export const Route = createFileRoute('/_app/$username/')({
  beforeLoad: ({ context, params }) => {
    const user = context.session().user;
    if (!user || user.username.toLowerCase() !== params.username.toLowerCase()) throw notFound();
  },
  component: ProfilePage,
});

function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  useDocumentTitle('Profile');
  if (!user) return null;
  return <ProfileSummary user={user} />;
}
