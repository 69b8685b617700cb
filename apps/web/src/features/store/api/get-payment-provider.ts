import { paymentProviderInfoSchema } from '@athcare/shared/store.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** GET /store/payment-provider: the test provider or Razorpay (server configuration). */
export const paymentProviderQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.paymentProvider(),
    queryFn: ({ signal }) =>
      api.get('/store/payment-provider', { result: paymentProviderInfoSchema, signal }),
    staleTime: 5 * 60_000,
  });

export const usePaymentProvider = () => useQuery(paymentProviderQueryOptions());
