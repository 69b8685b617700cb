import {
  CONTENT_SCHEMA,
  treatmentDetailSelect,
  treatmentSchema,
} from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

export const treatmentDetailSchema = treatmentSchema.extend({
  specializations: z.array(z.object({ specializationId: z.number().int() })),
});
export type TreatmentDetail = z.infer<typeof treatmentDetailSchema>;

/** GET /treatments?slug=eq.{slug} with its specializations; null when there is none. */
export async function getTreatment(slug: string, signal?: AbortSignal) {
  const rows = await api.get('/treatments', {
    schema: CONTENT_SCHEMA,
    query: { slug: `eq.${slug}`, select: treatmentDetailSelect, limit: 1 },
    result: z.array(treatmentDetailSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const treatmentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: exploreKeys.treatment(slug),
    queryFn: ({ signal }) => getTreatment(slug, signal),
  });

export const useTreatment = (slug: string) => useSuspenseQuery(treatmentQueryOptions(slug));
