import { RATING_MAX } from '@athcare/shared/constants';
import { doctorSortOptions, genders, personnelLanguages } from '@athcare/shared/personnel-options';
import type { DoctorSearchInput } from '@athcare/shared/personnel-directory.schema';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema, optionalSearchParam as optional, searchText } from '@/lib/search-params';
import { DOCTORS_PAGE_SIZE } from './explore-constants';

// The router parses `?minFee=500` as a number, but a hand-typed "500" string is fine too. Any
// whole rupee value (no steps).
const amount = () => z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000));

/**
 * /explore/doctors search parameters: everything a link or Back must restore (spec §2). Invalid
 * values are dropped one by one rather than rejecting the page.
 */
export const doctorsSearchSchema = lazySchema(() =>
  z.object({
    q: optional(searchText(200)),
    specialization: optional(
      z.string().check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
    ),
    city: optional(searchText(100)),
    language: optional(z.enum(personnelLanguages)),
    gender: optional(z.enum(genders)),
    minExperience: optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(80))),
    minFee: optional(amount()),
    maxFee: optional(amount()),
    minRating: optional(z.coerce.number().check(z.gte(0), z.lte(RATING_MAX))),
    sort: optional(z.enum(doctorSortOptions)),
    page: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
  }),
);
export type DoctorsSearch = z.infer<typeof doctorsSearchSchema.schema>;

/** The filters of the page (everything but the order and the page). */
export const doctorFilterKeys = [
  'q',
  'specialization',
  'city',
  'language',
  'gender',
  'minExperience',
  'minFee',
  'maxFee',
  'minRating',
] as const satisfies readonly (keyof DoctorsSearch)[];

export function hasDoctorFilters(search: DoctorsSearch): boolean {
  return doctorFilterKeys.some((key) => search[key] !== undefined);
}

/** The same search without any filter (order kept, back to page 1). */
export function clearDoctorFilters(search: DoctorsSearch): DoctorsSearch {
  return search.sort ? { sort: search.sort } : {};
}

export const FEE_RANGE_ERROR = 'The minimum fee cannot be more than the maximum fee.';

/** The error of a reversed fee range (minimum above maximum), shown instead of searching. */
export function feeRangeError(search: Pick<DoctorsSearch, 'minFee' | 'maxFee'>): string | null {
  const { minFee, maxFee } = search;
  return minFee !== undefined && maxFee !== undefined && minFee > maxFee ? FEE_RANGE_ERROR : null;
}

/** The last page of a search with `total` results (1 when there are none). */
export function lastPage(total: number, pageSize: number = DOCTORS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Search parameters → the arguments of pgpersonnel.search_doctors. Only set filters are sent;
 * `page` becomes limit and offset. (A reversed fee range is an error: see `feeRangeError`.)
 */
export function toDoctorSearchArgs(
  search: DoctorsSearch,
  pageSize: number = DOCTORS_PAGE_SIZE,
): DoctorSearchInput {
  const { minFee, maxFee } = search;
  const args: DoctorSearchInput = {
    q: search.q,
    specialization: search.specialization,
    city: search.city,
    language: search.language,
    gender: search.gender,
    minExperience: search.minExperience,
    minFee,
    maxFee,
    minRating: search.minRating,
    sort: search.sort ?? 'relevance',
    pageLimit: pageSize,
    pageOffset: ((search.page ?? 1) - 1) * pageSize,
  };
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
}

/** /explore/doctors/{id} and /explore/personnels/{id}: the profile tab (spec §2 "optional tab"). */
export const profileTabs = [
  'overview',
  'services',
  'experience',
  'reviews',
  'questions',
  'slots',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export const profileSearchSchema = lazySchema(() =>
  z.object({
    tab: optional(z.enum(profileTabs)),
  }),
);
export type ProfileSearch = z.infer<typeof profileSearchSchema.schema>;
