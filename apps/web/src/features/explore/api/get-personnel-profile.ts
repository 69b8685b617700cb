import {
  PERSONNEL_SCHEMA,
  personnelFullProfileSchema,
  personnelFullProfileSelect,
} from '@athcare/shared/personnel.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/**
 * §7 full-profile GET: /profile?id=eq.{id}&select=… limited to one row; null when there is none.
 * `client`: the server's own when it renders the page's frame (src/prerender/data-frames.tsx).
 */
export async function getPersonnelProfile(
  id: number,
  signal?: AbortSignal,
  client: ApiClient = api,
) {
  const rows = await client.get('/profile', {
    schema: PERSONNEL_SCHEMA,
    query: { id: `eq.${id}`, select: personnelFullProfileSelect, limit: 1 },
    result: z.array(personnelFullProfileSchema),
    rawKeys: ['metadata'],
    signal,
  });
  return rows[0] ?? null;
}

export const personnelProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exploreKeys.personnel(id),
    queryFn: ({ signal }) => getPersonnelProfile(id, signal),
  });

/** The route's loader has already loaded it (ensureQueryData), so this never suspends there. */
export const usePersonnelProfile = (id: number) =>
  useSuspenseQuery(personnelProfileQueryOptions(id));
