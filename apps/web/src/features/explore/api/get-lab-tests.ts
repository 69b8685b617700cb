import { CONTENT_SCHEMA, labTestSchema } from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/** GET /lab_tests (pgcontent), published ones (RLS), by category then name. */
export function getLabTests(signal?: AbortSignal) {
  return api.get('/lab_tests', {
    schema: CONTENT_SCHEMA,
    query: { order: 'category.asc,name.asc' },
    result: z.array(labTestSchema),
    signal,
  });
}

export const labTestsQueryOptions = () =>
  queryOptions({ queryKey: exploreKeys.labTests(), queryFn: ({ signal }) => getLabTests(signal) });

export const useLabTests = () => useSuspenseQuery(labTestsQueryOptions());
