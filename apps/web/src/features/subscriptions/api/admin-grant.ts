import type { GrantSubscriptionInput } from '@athcare/shared/care-records.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { subscriptionKeys } from './subscriptions-keys';

const grantChoicesSchema = z.object({
  plans: z.array(z.object({ key: z.string(), name: z.string() })),
  caseManagers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type GrantChoices = z.infer<typeof grantChoicesSchema>;

/** The plans on sale (GET subscriptions, public) and verified personnel who can manage cases. */
export async function getGrantChoices(signal?: AbortSignal): Promise<GrantChoices> {
  const [plans, caseManagers] = await Promise.all([
    api.get('/subscriptions', {
      schema: 'pgsubs',
      query: { select: 'key,name', is_active: 'is.true', deleted_at: 'is.null', order: 'name.asc' },
      result: grantChoicesSchema.shape.plans,
      signal,
    }),
    api.get('/profile', {
      schema: 'pgpersonnel',
      query: {
        select: 'id,name',
        verification_status: 'eq.verified',
        order: 'name.asc',
        limit: 200,
      },
      result: grantChoicesSchema.shape.caseManagers,
      signal,
    }),
  ]);
  return { plans, caseManagers };
}

export const grantChoicesQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.grantChoices(),
    queryFn: ({ signal }) => getGrantChoices(signal),
  });
export const useGrantChoices = () => useQuery(grantChoicesQueryOptions());

const grantedSchema = z.object({ id: z.string(), validUntil: z.string().nullable() });

/**
 * An admin grants a plan: the member by username (GET profile, admins read every profile), then
 * POST /rpc/grant_subscription (the database allows admins only and names the case manager).
 */
export function useGrantSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GrantSubscriptionInput) => {
      const users = await api.get('/profile', {
        schema: 'pgusers',
        // The username is letters and digits only (the schema): no pattern characters for ilike.
        query: { select: 'id', username: `ilike.${input.username}`, limit: 1 },
        result: z.array(z.object({ id: z.string() })),
      });
      const user = users[0];
      if (!user) {
        const message = 'No member with that username.';
        throw new ApiError(message, 404, { code: 'PT404', message });
      }
      return api.rpc(
        'grant_subscription',
        {
          userId: user.id,
          subscriptionKey: input.subscriptionKey,
          ...(input.caseManagerId ? { caseManagerId: Number(input.caseManagerId) } : {}),
        },
        { schema: 'pgsubs', result: grantedSchema },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}
