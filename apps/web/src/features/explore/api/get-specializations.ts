import { PERSONNEL_SCHEMA, specializationSchema } from '@athcare/shared/personnel-directory.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/** GET /specializations (pgpersonnel): the specialization filter's options. */
export function getSpecializations(signal?: AbortSignal) {
  return api.get('/specializations', {
    schema: PERSONNEL_SCHEMA,
    query: { order: 'name.asc' },
    result: z.array(specializationSchema),
    signal,
  });
}

export const specializationsQueryOptions = () =>
  queryOptions({
    queryKey: exploreKeys.specializations(),
    queryFn: ({ signal }) => getSpecializations(signal),
  });

export const useSpecializations = () => useQuery(specializationsQueryOptions());
