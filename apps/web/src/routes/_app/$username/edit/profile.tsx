import { createFileRoute } from '@tanstack/react-router';
import { myProfileQueryOptions } from '@/features/settings/api/my-profile';
import { ProfileSettings } from '@/features/settings/components/profile-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /{username}/edit/profile: names, birth date, gender, contacts and addresses. */
export const Route = createFileRoute('/_app/$username/edit/profile')({
  loader: ({ context: { queryClient, session } }) => {
    const user = session().user;
    if (user) void queryClient.prefetchQuery(myProfileQueryOptions(user.id));
  },
  component: function ProfileSettingsPage() {
    useDocumentTitle('Profile settings');
    const user = useSessionStore((s) => s.user);
    return user ? <ProfileSettings userId={user.id} /> : null;
  },
});
