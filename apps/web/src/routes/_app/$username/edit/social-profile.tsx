import { createFileRoute } from '@tanstack/react-router';
import { SocialProfileSettings } from '@/features/social/components/social-profile-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /{username}/edit/social-profile: the bio, the default visibility and blocked members (issue #17). */
export const Route = createFileRoute('/_app/$username/edit/social-profile')({
  component: function SocialProfileSettingsPage() {
    useDocumentTitle('Social profile settings');
    const userId = useSessionStore((s) => s.user?.id);
    return userId ? <SocialProfileSettings userId={userId} /> : null;
  },
});
