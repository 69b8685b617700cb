import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import {
  subscriptionCheckSchema,
  type SubscriptionCheck,
} from '@athcare/shared/locker-rows.schema';

/** POST /rpc/check_subscription (profile pgsubs): is the caller's Medilocker active? */
export function getSubscriptionCheck(): Promise<SubscriptionCheck> {
  return api.rpc(
    'check_subscription',
    {},
    { schema: 'pgsubs', result: subscriptionCheckSchema, returnRepresentation: false },
  );
}

export const subscriptionCheckQueryOptions = () =>
  queryOptions({
    queryKey: lockerKeys.subscription(),
    queryFn: getSubscriptionCheck,
    // A purchase elsewhere should show up without a reload of the app.
    staleTime: 60_000,
  });

export function useSubscriptionCheck() {
  return useQuery(subscriptionCheckQueryOptions());
}
