import { CONTENT_SCHEMA, treatmentSchema } from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/** The list leaves the long body out. */
export const treatmentListItemSchema = treatmentSchema.omit({ body: true });
export type TreatmentListItem = z.infer<typeof treatmentListItemSchema>;

/** GET /treatments (pgcontent), published ones (RLS), by name. */
export function getTreatments(signal?: AbortSignal) {
  return api.get('/treatments', {
    schema: CONTENT_SCHEMA,
    query: {
      select:
        'id,slug,name,summary,department_id,image,price_from,price_to,is_published,created_at,updated_at',
      order: 'name.asc',
    },
    result: z.array(treatmentListItemSchema),
    signal,
  });
}

export const treatmentsQueryOptions = () =>
  queryOptions({
    queryKey: exploreKeys.treatments(),
    queryFn: ({ signal }) => getTreatments(signal),
  });

export const useTreatments = () => useSuspenseQuery(treatmentsQueryOptions());
