import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { caseRowSchema } from './case-schemas';
import { historyKeys } from './history-keys';

/** POST /rpc/search_cases {q}: the caller's visible cases matching every word (at most 20). */
export const searchCasesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: historyKeys.search(q),
    queryFn: ({ signal }) =>
      api.rpc(
        'search_cases',
        { q, maxRows: 20 },
        {
          schema: 'pgathcare',
          result: z.array(caseRowSchema),
          signal,
        },
      ),
    enabled: q.trim().length > 0,
  });

export const useSearchCases = (q: string) => useQuery(searchCasesQueryOptions(q));
