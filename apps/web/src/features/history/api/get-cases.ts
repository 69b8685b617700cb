import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { CASE_COLUMNS, type CaseRow, caseRowSchema } from './case-schemas';
import { type CaseFilters, historyKeys } from './history-keys';

export const CASES_PAGE_SIZE = 10;

/** Words of a search, safe inside a PostgREST ilike pattern (letters, digits, spaces). */
export function searchPattern(q: string): string | null {
  const clean = q
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 100);
  return clean ? `*${clean.replaceAll(' ', '*')}*` : null;
}

/** §7: GET case (filtered by subscriber_crn), newest first, one page (and whether more follow). */
export async function getCases(
  filters: CaseFilters,
  signal?: AbortSignal,
): Promise<{ rows: CaseRow[]; hasMore: boolean }> {
  const pattern = searchPattern(filters.q);
  const rows = await api.get('/case', {
    schema: 'pgathcare',
    query: {
      select: CASE_COLUMNS,
      order: 'created_at.desc',
      limit: CASES_PAGE_SIZE + 1,
      offset: filters.page * CASES_PAGE_SIZE,
      ...(filters.crns.length ? { subscriber_crn: `in.(${filters.crns.join(',')})` } : {}),
      ...(filters.status !== 'all' ? { status: `eq.${filters.status}` } : {}),
      ...(pattern ? { treatment_for: `ilike.${pattern}` } : {}),
    },
    result: z.array(caseRowSchema),
    signal,
  });
  return { rows: rows.slice(0, CASES_PAGE_SIZE), hasMore: rows.length > CASES_PAGE_SIZE };
}

export const casesQueryOptions = (filters: CaseFilters) =>
  queryOptions({
    queryKey: historyKeys.cases(filters),
    queryFn: ({ signal }) => getCases(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCases = (filters: CaseFilters) => useQuery(casesQueryOptions(filters));
