import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { subscribeLiveEvents, useLiveStatus } from '@/lib/live-events';
import { notificationKeys } from './notification-keys';

/** How often notifications are fetched while the live stream is down. */
export const POLL_MS = 30_000;
const MAX_COUNTED = 99;

/**
 * Keeps the member's notifications current: a live event (a new notification, or some marked
 * read or deleted in another tab) fetches them again through the data API. Mounted once, by the
 * signed-in shell.
 */
export function useLiveNotifications(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveEvents({
      kinds: ['notification', 'notifications'],
      onEvent: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    });
  }, [enabled, queryClient]);
}

/** Polls only while the live stream is not open. */
export function usePollWhileOffline(): number | false {
  return useLiveStatus() === 'live' ? false : POLL_MS;
}

/** GET /notifications?select=id&read_at=is.null (RLS: the user's own), counted up to 100. */
export const unreadCountQueryOptions = (refetchInterval: number | false) =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => {
      const rows = await api.get<unknown[]>('/notifications', {
        schema: 'pgusers',
        query: { select: 'id', readAt: 'is.null', limit: MAX_COUNTED + 1 },
        signal,
      });
      return Array.isArray(rows) ? rows.length : 0;
    },
    refetchInterval,
    staleTime: 30_000,
  });

/** Unread notifications for the user menu's badge ("99+" past 99). */
export function useUnreadNotificationCount(enabled: boolean): string | null {
  const refetchInterval = usePollWhileOffline();
  const count = useQuery({ ...unreadCountQueryOptions(refetchInterval), enabled });
  if (!count.data) return null;
  return count.data > MAX_COUNTED ? `${MAX_COUNTED}+` : String(count.data);
}
