import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { CASE_COLUMNS, caseRowSchema, memberRowSchema } from './case-schemas';
import { historyKeys } from './history-keys';

const managedSubscriptionSchema = z.object({
  id: z.string(),
  subscriptionId: z.number(),
  validUntil: z.string().nullable(),
  subscriptions: z.object({ name: z.string() }),
  subscriptionMembers: z.array(memberRowSchema),
});
export type ManagedSubscription = z.infer<typeof managedSubscriptionSchema>;

/**
 * The subscriptions a case manager looks after (GET user_subscription?case_manager_id=eq.{id}) with
 * their members, and those subscriptions' cases (GET case?user_subscription_id=in.(…)); at most 50 each.
 */
export async function getManagedCases(profileId: number, signal?: AbortSignal) {
  const subscriptions = await api.get('/user_subscription', {
    schema: 'pgsubs',
    query: {
      select:
        'id,subscription_id,valid_until,subscriptions(name),subscription_members(id,user_subscription_id,user_id,subscriber_type,first_name,last_name,crn)',
      case_manager_id: `eq.${profileId}`,
      // Invited members who have not accepted are not on the plan yet: no case for them.
      'subscription_members.status': 'eq.accepted',
      order: 'valid_from.desc',
      limit: 50,
    },
    result: z.array(managedSubscriptionSchema),
    signal,
  });
  const cases = subscriptions.length
    ? await api.get('/case', {
        schema: 'pgathcare',
        query: {
          select: CASE_COLUMNS,
          user_subscription_id: `in.(${subscriptions.map((s) => s.id).join(',')})`,
          order: 'updated_at.desc',
          limit: 50,
        },
        result: z.array(caseRowSchema),
        signal,
      })
    : [];
  return { subscriptions, cases };
}

export const managedCasesQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: historyKeys.managed(profileId),
    queryFn: ({ signal }) => getManagedCases(profileId, signal),
  });

export const useManagedCases = (profileId: number) => useQuery(managedCasesQueryOptions(profileId));
