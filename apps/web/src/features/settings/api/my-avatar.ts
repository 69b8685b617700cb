import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

// The photo's address only (the shell reads it on every page); changing it is in avatar.ts.

/** GET profile?select=avatar_url&id=eq.{id}: the member's photo address, or null. */
export async function getMyAvatarUrl(userId: string, signal?: AbortSignal): Promise<string | null> {
  const rows = await api.get<{ avatarUrl: string | null }[]>('/profile', {
    schema: 'pgusers',
    query: { select: 'avatar_url', id: `eq.${userId}` },
    signal,
  });
  return rows[0]?.avatarUrl ?? null;
}

export const myAvatarQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.avatar(userId),
    queryFn: ({ signal }) => getMyAvatarUrl(userId, signal),
  });

/** The photo shown in the user menu and the settings (null: the initials). */
export function useMyAvatarUrl(userId: string | null): string | null {
  const query = useQuery({ ...myAvatarQueryOptions(userId ?? ''), enabled: userId !== null });
  return query.data ?? null;
}
