import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { type MemberRow, memberRowSchema, type PlanLine, planLineSchema } from './case-schemas';
import { historyKeys } from './history-keys';

/**
 * The subscription members the caller may see (their own rows; all of a plan they hold), accepted
 * ones only: an invited member has no history on the plan until they accept.
 */
export async function getMembers(signal?: AbortSignal): Promise<MemberRow[]> {
  return api.get('/subscription_members', {
    schema: 'pgsubs',
    query: {
      select: 'id,user_subscription_id,user_id,subscriber_type,first_name,last_name,crn',
      status: 'eq.accepted',
      order: 'created_at.asc',
      limit: 100,
    },
    result: z.array(memberRowSchema),
    signal,
  });
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: historyKeys.members(), queryFn: ({ signal }) => getMembers(signal) });
export const useMembers = () => useQuery(membersQueryOptions());

/** Every plan's service lines (public), to name a case's services. */
export async function getPlanLines(signal?: AbortSignal): Promise<PlanLine[]> {
  return api.get('/subscription_services', {
    schema: 'pgsubs',
    query: { select: 'id,subscription_id,name,quantity_unit', order: 'position.asc', limit: 200 },
    result: z.array(planLineSchema),
    signal,
  });
}

export const planLinesQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.planLines(),
    queryFn: ({ signal }) => getPlanLines(signal),
  });
export const usePlanLines = () => useQuery(planLinesQueryOptions());
