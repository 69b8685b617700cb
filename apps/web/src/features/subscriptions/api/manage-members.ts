import type { AddMemberInput } from '@athcare/shared/subscriptions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscriptions-keys';

/** POST /rpc/add_subscription_member: the database holds the limits and the age rules. */
export function useAddMember(userSubscriptionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMemberInput) =>
      api.rpc(
        'add_subscription_member',
        {
          userSubscriptionId,
          subscriberType: input.subscriberType,
          relation: input.relation,
          ...(input.subscriberType === 'secondary'
            ? { username: input.username }
            : {
                firstName: input.firstName,
                lastName: input.lastName,
                dateOfBirth: input.dateOfBirth,
              }),
        },
        { schema: 'pgsubs' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/**
 * DELETE subscription_members?id=eq.{id}: the holder removing a member, or a secondary member
 * leaving a plan.
 */
export const deleteSubscriptionMember = (memberId: string) =>
  api.delete('/subscription_members', {
    schema: 'pgsubs',
    query: { id: `eq.${memberId}` },
    returnRepresentation: false,
  });

/** The holder removes a member (frees the place). */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriptionMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
