import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_SCHEMA, type Notification } from './get-notifications';
import { notificationKeys } from './notification-keys';

/**
 * PATCH /notifications?id=eq.{id} {read_at}, or every unread one (?read_at=is.null) when no id is
 * given; RLS limits either to the user's own.
 */
export function markNotificationsRead(id?: number) {
  return api.patch(
    '/notifications',
    { readAt: new Date().toISOString() },
    {
      schema: NOTIFICATIONS_SCHEMA,
      query: id === undefined ? { readAt: 'is.null' } : { id: `eq.${id}` },
      returnRepresentation: false,
    },
  );
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // Shown as read at once; the list is fetched again afterwards.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<Notification[]>(notificationKeys.list());
      const now = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (list) =>
        list?.map((n) => (id === undefined || n.id === id ? { ...n, readAt: n.readAt ?? now } : n)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    // The list and the user menu's unread count.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
