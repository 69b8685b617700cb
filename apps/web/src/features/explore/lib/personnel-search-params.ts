import type { DoctorSearchInput } from '@athcare/shared/personnel-directory.schema';
import { personnelTypeSlugs } from '@athcare/shared/personnel-options';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema, optionalSearchParam, searchText } from '@/lib/search-params';
import { PERSONNEL_PAGE_SIZE } from './explore-constants';

/** /explore/personnels: every personnel type, optionally one, with a text search and a page. */
export const personnelsSearchSchema = lazySchema(() =>
  z.object({
    q: optionalSearchParam(searchText(200)),
    type: optionalSearchParam(z.enum(personnelTypeSlugs)),
    page: optionalSearchParam(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  }),
);
export type PersonnelsSearch = z.infer<typeof personnelsSearchSchema.schema>;

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
