import {
  type VendorBusinessInput,
  vendorBusinessInputSchema,
  vendorSchema,
} from '@athcare/shared/vendor.schema';
import { VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

/**
 * The vendor area's server operations (schema pgvendor, issue 16), one file a page so each page
 * loads only its own: here the caller's business, which every vendor page reads; the rows it
 * owns (owned-rows-api), bank details, hospitals, bookings and the admins' document queue beside
 * it. RLS gives each vendor only its own rows; writes invalidate the lists they change.
 */
export const vendorOpts = { schema: VENDOR_SCHEMA } as const;
const opts = vendorOpts;

// ── the business ──
export const myVendorQueryOptions = () =>
  queryOptions({
    queryKey: vendorKeys.mine(),
    queryFn: async ({ signal }) => {
      const rows = await api.get('/vendors', {
        ...opts,
        // The caller's own row, and for personnel the ones they added (RLS decides).
        query: { order: 'id.asc', limit: 50 },
        result: z.array(vendorSchema),
        signal,
      });
      return rows;
    },
  });

/** The caller's business, or null (filtered by owner on the client: RLS may add added ones). */
export function useMyVendor(userId: string) {
  return useQuery({
    ...myVendorQueryOptions(),
    select: (rows) => rows.find((v) => v.ownerId === userId) ?? null,
  });
}

export function useVendorsAddedByMe(userId: string) {
  return useQuery({
    ...myVendorQueryOptions(),
    select: (rows) => rows.filter((v) => v.addedBy === userId),
  });
}

export function useSaveVendor(vendorId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VendorBusinessInput) => {
      const body = vendorBusinessInputSchema.parse(input);
      return vendorId === null
        ? api.post('/vendors', body, opts)
        : api.patch('/vendors', body, { ...opts, query: { id: `eq.${vendorId}` } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}

/** POST /rpc/add_vendor_for: personnel register a vendor for an existing account. */
export function useAddVendorFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, ...input }: VendorBusinessInput & { account: string }) =>
      api.rpc('add_vendor_for', { account, ...vendorBusinessInputSchema.parse(input) }, opts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
