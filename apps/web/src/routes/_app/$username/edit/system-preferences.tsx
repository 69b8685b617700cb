import { createFileRoute } from '@tanstack/react-router';
import { SystemPreferencesForm } from '@/features/settings/components/system-preferences-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /{username}/edit/system-preferences: theme, units and time zone. */
export const Route = createFileRoute('/_app/$username/edit/system-preferences')({
  component: function SystemPreferencesPage() {
    useDocumentTitle('System preferences');
    const user = useSessionStore((s) => s.user);
    return user ? <SystemPreferencesForm userId={user.id} /> : null;
  },
});
