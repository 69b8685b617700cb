import {
  type DoctorSearchInput,
  doctorSearchResultSchema,
  PERSONNEL_SCHEMA,
  SEARCH_DOCTORS_RPC,
} from '@athcare/shared/personnel-directory.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/**
 * pgpersonnel.search_doctors: one page of the directory plus the exact total. A read, so GET with
 * the arguments in the query string (Accept-Profile) — cacheable, and served by a read replica
 * when there is one. `personnelType: null` (every type) cannot be spelt in a query string, so that
 * one call is a POST.
 */
export function searchDoctors(args: DoctorSearchInput, signal?: AbortSignal) {
  if (args.personnelType === null) {
    return api.rpc(SEARCH_DOCTORS_RPC, args, {
      schema: PERSONNEL_SCHEMA,
      result: doctorSearchResultSchema,
      returnRepresentation: false,
      signal,
    });
  }
  return api.get(`/rpc/${SEARCH_DOCTORS_RPC}`, {
    schema: PERSONNEL_SCHEMA,
    query: args,
    result: doctorSearchResultSchema,
    signal,
  });
}

export const doctorSearchQueryOptions = (args: DoctorSearchInput) =>
  queryOptions({
    queryKey: exploreKeys.doctorSearch(args),
    queryFn: ({ signal }) => searchDoctors(args, signal),
  });

/**
 * `keepPrevious`: keep showing the last page while the next loads (pagination of a list);
 * `enabled: false` while the search itself is invalid.
 */
export const useSearchDoctors = (
  args: DoctorSearchInput,
  { keepPrevious = false, enabled = true } = {},
) =>
  useQuery({
    ...doctorSearchQueryOptions(args),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
