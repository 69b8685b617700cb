import { createFileRoute } from '@tanstack/react-router';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { NotificationPreferences } from '@/features/settings/components/notification-preferences';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

/** /{username}/edit/notifications: the member's notifications and their email preferences. */
export const Route = createFileRoute('/_app/$username/edit/notifications')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(notificationsQueryOptions());
  },
  component: NotificationsPage,
});

function NotificationsPage() {
  useDocumentTitle('Notifications');
  const user = useSessionStore((s) => s.user);
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold">Notifications</h2>
      {user && <NotificationPreferences userId={user.id} />}
      <NotificationsList />
    </div>
  );
}
