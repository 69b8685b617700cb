import { createFileRoute, notFound } from '@tanstack/react-router';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationsList } from '@/features/notifications/components/notifications-list';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /{username}/edit/notifications: the signed-in user's own notifications (others: Not Found). */
export const Route = createFileRoute('/_app/$username/edit/notifications')({
  beforeLoad: ({ context, params }) => {
    const user = context.session().user;
    if (!user || user.username.toLowerCase() !== params.username.toLowerCase()) throw notFound();
  },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(notificationsQueryOptions());
  },
  component: NotificationsPage,
});

function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
      <NotificationsList />
    </div>
  );
}
