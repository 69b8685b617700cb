import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema } from '@/lib/search-params';
import { myProfileQueryOptions } from '@/features/settings/api/my-profile';
import { ProfileSettings } from '@/features/settings/components/profile-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/**
 * /{username}/edit/profile: names, birth date, gender, photo, contacts and addresses.
 * ?verify=sent: a verification code was just emailed (after registering).
 */
export const Route = createFileRoute('/_app/$username/edit/profile')({
  validateSearch: lazySchema(() => z.object({ verify: z.optional(z.enum(['sent'])) })),
  loader: ({ context: { queryClient, session } }) => {
    const user = session().user;
    if (user) void queryClient.prefetchQuery(myProfileQueryOptions(user.id));
  },
  component: function ProfileSettingsPage() {
    useDocumentTitle('Profile settings');
    const user = useSessionStore((s) => s.user);
    const { verify } = Route.useSearch();
    return user ? <ProfileSettings userId={user.id} codeSent={verify === 'sent'} /> : null;
  },
});
