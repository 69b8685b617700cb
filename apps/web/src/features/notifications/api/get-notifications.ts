import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { usePollWhileOffline } from './live-notifications';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_SCHEMA = 'pgusers';

export const notificationSchema = z.object({
  id: z.number(),
  userId: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications?order=created_at.desc (pgusers; RLS: the user's own). */
export function getNotifications(signal?: AbortSignal) {
  return api.get('/notifications', {
    schema: NOTIFICATIONS_SCHEMA,
    query: { order: 'created_at.desc', limit: 100 },
    result: z.array(notificationSchema),
    signal,
  });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 30_000,
  });

/** The list, kept current by live events (useLiveNotifications), polled while they are down. */
export const useNotifications = () =>
  useQuery({ ...notificationsQueryOptions(), refetchInterval: usePollWhileOffline() });
