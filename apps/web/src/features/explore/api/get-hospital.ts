import {
  hospitalDetailSchema,
  hospitalDetailSelect,
  VENDOR_SCHEMA,
} from '@athcare/shared/hospital.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/**
 * GET /hospitals?id=eq.{id} with rooms and amenities; null when there is none. `client`: the
 * server's own when it renders the page's frame (src/prerender/data-frames.tsx).
 */
export async function getHospital(id: number, signal?: AbortSignal, client: ApiClient = api) {
  const rows = await client.get('/hospitals', {
    schema: VENDOR_SCHEMA,
    query: { id: `eq.${id}`, select: hospitalDetailSelect, limit: 1 },
    result: z.array(hospitalDetailSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const hospitalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exploreKeys.hospital(id),
    queryFn: ({ signal }) => getHospital(id, signal),
  });

export const useHospital = (id: number) => useSuspenseQuery(hospitalQueryOptions(id));
