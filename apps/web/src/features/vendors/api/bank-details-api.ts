import {
  type BankDetailsInput,
  bankDetailsInputSchema,
  bankDetailsSchema,
} from '@athcare/shared/vendor.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { vendorOpts as opts } from './vendors-api';

// ── bank details ──
export const useBankDetails = () =>
  useQuery(
    queryOptions({
      queryKey: vendorKeys.bankDetails(),
      queryFn: async ({ signal }) => {
        const rows = await api.get('/bank_details', {
          ...opts,
          query: { limit: 1 },
          result: z.array(bankDetailsSchema),
          signal,
        });
        return rows[0] ?? null;
      },
    }),
  );

/** PUT /vendor/bank-details: the server encrypts the account number. */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) =>
      api.put('/vendor/bank-details', bankDetailsInputSchema.parse(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.bankDetails() }),
  });
}

/** The full account number, asked for on demand (never cached). */
export function useRevealAccountNumber() {
  return useMutation({
    mutationFn: (vendorId: number) =>
      api.get(`/vendor/${vendorId}/bank-details/account-number`, {
        result: z.object({ accountNumber: z.string() }),
      }),
  });
}
