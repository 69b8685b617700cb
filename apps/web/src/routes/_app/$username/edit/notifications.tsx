import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

// The preferences form (react-hook-form) loads after the list, which is what this page opens for.
const NotificationPreferences = lazy(() =>
  import('@/features/settings/components/notification-preferences').then((m) => ({
    default: m.NotificationPreferences,
  })),
);

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
      {user && (
        <Suspense fallback={null}>
          <NotificationPreferences userId={user.id} />
        </Suspense>
      )}
      <NotificationsList />
    </div>
  );
}
