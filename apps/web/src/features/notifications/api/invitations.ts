import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/**
 * The invitation a notification is about: its link to the subscriptions page names it
 * (`?invitation={member id}`, written by the database); null for any other notification.
 */
export function invitationOf(link: string | null): string | null {
  if (!link) return null;
  const query = link.split('?')[1];
  if (!query || !link.split('?')[0]!.endsWith('/edit/subscriptions')) return null;
  const id = new URLSearchParams(query).get('invitation');
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id
    : null;
}

const pendingSchema = z.array(
  z.object({
    memberId: z.string(),
    status: z.enum(['pending', 'accepted']),
    planName: z.string(),
    holderName: z.string(),
  }),
);
export type PendingInvitation = z.infer<typeof pendingSchema>[number];

/**
 * POST /rpc/list_my_memberships (pgsubs): the caller's invitations still waiting for an answer
 * (the plans they already joined are left out). Read only while the list shows an invitation.
 */
export function usePendingInvitations(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.invitations(),
    queryFn: async ({ signal }) =>
      (
        await api.rpc(
          'list_my_memberships',
          {},
          { schema: 'pgsubs', result: pendingSchema, signal },
        )
      ).filter((m) => m.status === 'pending'),
    enabled,
  });
}

/**
 * POST /rpc/respond_to_invitation {member_id, accept}: join the plan, or decline (the holder's
 * place is freed). Only the invited member can answer; the database checks it.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: string; accept: boolean }) =>
      api.rpc('respond_to_invitation', input, { schema: 'pgsubs', returnRepresentation: false }),
    // Joining a plan changes what many pages read (the subscription check, the history, the
    // subscriptions page): refetch everything that is shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
