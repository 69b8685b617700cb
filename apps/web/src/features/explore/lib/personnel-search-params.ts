import { type DoctorSearchInput, personnelTypeSlugs } from '@athcare/shared/personnel.schema';
import { z } from 'zod';
import { PERSONNEL_PAGE_SIZE } from './explore-constants';

/** /explore/personnels: every personnel type, optionally one, with a text search and a page. */
export const personnelsSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .transform((v) => v || undefined)
    .optional()
    .catch(undefined),
  type: z.enum(personnelTypeSlugs).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type PersonnelsSearch = z.infer<typeof personnelsSearchSchema>;

/** search_doctors with personnel_type null searches every type. */
export function toPersonnelSearchArgs(search: PersonnelsSearch): DoctorSearchInput {
  return {
    ...(search.q ? { q: search.q } : {}),
    personnelType: search.type ?? null,
    sort: search.q ? 'relevance' : 'rating',
    pageLimit: PERSONNEL_PAGE_SIZE,
    pageOffset: ((search.page ?? 1) - 1) * PERSONNEL_PAGE_SIZE,
  };
}
