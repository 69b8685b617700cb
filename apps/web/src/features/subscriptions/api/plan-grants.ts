import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscriptions-keys';

/** Grants a page of the admin's list shows (the server reads at most 50 rows a call). */
export const GRANTS_PAGE_SIZE = 20;

export const planGrantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string().nullable(),
  memberName: z.string(),
  planName: z.string(),
  caseManager: z.string().nullable(),
  grantedByName: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PlanGrant = z.infer<typeof planGrantSchema>;

/**
 * POST /rpc/list_plan_grants {member, row_offset, max_rows} (pgsubs; admins only): plans granted
 * rather than bought, newest first; one row more than a page says whether another follows.
 */
export async function getPlanGrants(
  member: string,
  page: number,
  signal?: AbortSignal,
): Promise<{ rows: PlanGrant[]; hasNext: boolean }> {
  const rows = await api.rpc(
    'list_plan_grants',
    {
      ...(member ? { member } : {}),
      rowOffset: page * GRANTS_PAGE_SIZE,
      maxRows: GRANTS_PAGE_SIZE + 1,
    },
    { schema: 'pgsubs', result: z.array(planGrantSchema), signal },
  );
  return { rows: rows.slice(0, GRANTS_PAGE_SIZE), hasNext: rows.length > GRANTS_PAGE_SIZE };
}

export const planGrantsQueryOptions = (member: string, page: number) =>
  queryOptions({
    queryKey: subscriptionKeys.grants(member, page),
    queryFn: ({ signal }) => getPlanGrants(member, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePlanGrants = (member: string, page: number) =>
  useQuery(planGrantsQueryOptions(member, page));
