import {
  allotments,
  memberRelations,
  quantityUnits,
  subscriberTypes,
  validityUnits,
} from '@athcare/shared/subscriptions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscriptions-keys';

export const memberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  subscriberType: z.enum(subscriberTypes),
  relation: z.enum(['self', ...memberRelations]),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  crn: z.string(),
  /** A secondary member is 'pending' until they accept the invitation. */
  status: z.enum(['pending', 'accepted']),
});
export type SubscriptionMember = z.infer<typeof memberSchema>;

const usageSchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  quantityTotal: z.number(),
  quantityUsed: z.number(),
  quantityRemaining: z.number(),
  subscriptionServices: z.object({
    name: z.string(),
    quantityUnit: z.enum(quantityUnits),
    allotment: z.enum(allotments),
  }),
});
export type SubscriptionUsage = z.infer<typeof usageSchema>;

export const userSubscriptionSchema = z.object({
  id: z.string(),
  isActive: z.boolean(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  memberPermitted: z.number(),
  memberAdded: z.number(),
  caseManagerId: z.number().nullable(),
  subscriptions: z.object({
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    validityValue: z.number(),
    validityUnit: z.enum(validityUnits),
  }),
  subscriptionMembers: z.array(memberSchema),
  subscriptionUsage: z.array(usageSchema),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

const SELECT =
  'id,is_active,valid_from,valid_until,member_permitted,member_added,case_manager_id,' +
  'subscriptions(key,name,description,validity_value,validity_unit),' +
  'subscription_members(id,user_id,subscriber_type,relation,first_name,middle_name,last_name,date_of_birth,crn,status),' +
  'subscription_usage(id,member_id,quantity_total,quantity_used,quantity_remaining,subscription_services(name,quantity_unit,allotment))';

/** §7: GET user_subscription?user_id=eq.{id} (the member's own plans, newest first; at most 20). */
export async function getMySubscriptions(
  userId: string,
  signal?: AbortSignal,
): Promise<UserSubscription[]> {
  return api.get('/user_subscription', {
    schema: 'pgsubs',
    query: {
      select: SELECT,
      user_id: `eq.${userId}`,
      deleted_at: 'is.null',
      order: 'valid_from.desc',
      limit: 20,
      'subscription_members.order': 'created_at.asc',
    },
    result: z.array(userSubscriptionSchema),
    signal,
  });
}

export const mySubscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.mine(userId),
    queryFn: ({ signal }) => getMySubscriptions(userId, signal),
  });

export const useMySubscriptions = (userId: string) => useQuery(mySubscriptionsQueryOptions(userId));
