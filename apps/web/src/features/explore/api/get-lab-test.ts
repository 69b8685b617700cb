import { CONTENT_SCHEMA, labTestSchema } from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/**
 * GET /lab_tests?id=eq.{id}; null when there is none. `client`: the server's own when it renders
 * the page's frame (src/prerender/data-frames.tsx).
 */
export async function getLabTest(id: number, signal?: AbortSignal, client: ApiClient = api) {
  const rows = await client.get('/lab_tests', {
    schema: CONTENT_SCHEMA,
    query: { id: `eq.${id}`, limit: 1 },
    result: z.array(labTestSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const labTestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: exploreKeys.labTest(id),
    queryFn: ({ signal }) => getLabTest(id, signal),
  });

export const useLabTest = (id: number) => useSuspenseQuery(labTestQueryOptions(id));
