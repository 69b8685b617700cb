import { memberRelations } from '@athcare/shared/subscriptions.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { deleteSubscriptionMember } from './manage-members';
import { subscriptionKeys } from './subscriptions-keys';

export const membershipSchema = z.object({
  memberId: z.string(),
  userSubscriptionId: z.string(),
  status: z.enum(['pending', 'accepted']),
  planName: z.string(),
  holderName: z.string(),
  relation: z.enum(memberRelations),
  invitedAt: z.string(),
  validUntil: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** POST /rpc/list_my_memberships: plans others hold that I am invited to or on (secondary). */
export function getMyMemberships(signal?: AbortSignal): Promise<Membership[]> {
  return api.rpc(
    'list_my_memberships',
    {},
    {
      schema: 'pgsubs',
      result: z.array(membershipSchema),
      signal,
    },
  );
}

export const myMembershipsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.memberships(userId),
    queryFn: ({ signal }) => getMyMemberships(signal),
  });

export const useMyMemberships = (userId: string) => useQuery(myMembershipsQueryOptions(userId));

/**
 * POST /rpc/respond_to_invitation: accept (join the plan) or decline (the invitation goes and the
 * holder's place is freed). Only the invited member can answer; the database checks it.
 */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: string; accept: boolean }) =>
      api.rpc('respond_to_invitation', input, { schema: 'pgsubs', returnRepresentation: false }),
    // Joining or leaving a plan changes what many pages read (the subscription check, the
    // history's members and cases, these lists): refetch everything that is shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** A secondary member leaves a plan they accepted (deleteSubscriptionMember). */
export function useLeavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriptionMember,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
