import { hospitalSchema, VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/** GET /hospitals (pgvendor), published ones (RLS), by city then name. */
export function getHospitals(signal?: AbortSignal) {
  return api.get('/hospitals', {
    schema: VENDOR_SCHEMA,
    // Listed ones only: a vendor also reads its own unlisted hospitals (RLS), not for Explore.
    query: { isPublished: 'eq.true', order: 'city.asc,name.asc' },
    result: z.array(hospitalSchema),
    signal,
  });
}

export const hospitalsQueryOptions = () =>
  queryOptions({
    queryKey: exploreKeys.hospitals(),
    queryFn: ({ signal }) => getHospitals(signal),
  });

export const useHospitals = () => useSuspenseQuery(hospitalsQueryOptions());
