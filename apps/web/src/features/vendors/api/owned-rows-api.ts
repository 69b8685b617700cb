import {
  type AmbulanceInput,
  ambulanceInputSchema,
  ambulanceSchema,
  type BranchInput,
  branchInputSchema,
  branchSchema,
  type DriverInput,
  driverInputSchema,
  driverSchema,
  type IdentityDocumentInput,
  identityDocumentInputSchema,
  identityDocumentSchema,
} from '@athcare/shared/vendor.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { vendorOpts as opts } from './vendors-api';

// ── rows owned by the vendor: one list + add + remove each ──
function ownedList<T>(key: readonly unknown[], path: string, schema: z.ZodType<T>, order: string) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get(path, { ...opts, query: { order, limit: 200 }, result: z.array(schema), signal }),
  });
}

export const useBranches = () =>
  useQuery(ownedList(vendorKeys.branches(), '/vendor_branches', branchSchema, 'id.asc'));
export const useDrivers = () =>
  useQuery(ownedList(vendorKeys.drivers(), '/drivers', driverSchema, 'name.asc'));
export const useAmbulances = () =>
  useQuery(ownedList(vendorKeys.ambulances(), '/ambulances', ambulanceSchema, 'id.asc'));
export const useDocuments = () =>
  useQuery(
    ownedList(vendorKeys.documents(), '/identity_documents', identityDocumentSchema, 'id.asc'),
  );

function useAddRow<I>(
  key: readonly unknown[],
  path: string,
  parse: (input: I) => Record<string, unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vendorId, input }: { vendorId: number; input: I }) =>
      api.post(path, { vendorId, ...parse(input) }, opts),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.mine() }),
      ]),
  });
}

function useRemoveRow(key: readonly unknown[], path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(path, { ...opts, query: { id: `eq.${id}` } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: vendorKeys.mine() }),
      ]),
  });
}

export const useAddBranch = () =>
  useAddRow(vendorKeys.branches(), '/vendor_branches', (i: BranchInput) =>
    branchInputSchema.parse(i),
  );
export const useRemoveBranch = () => useRemoveRow(vendorKeys.branches(), '/vendor_branches');
export const useAddDriver = () =>
  useAddRow(vendorKeys.drivers(), '/drivers', (i: DriverInput) => driverInputSchema.parse(i));
export const useRemoveDriver = () => useRemoveRow(vendorKeys.drivers(), '/drivers');
export const useAddAmbulance = () =>
  useAddRow(vendorKeys.ambulances(), '/ambulances', (i: AmbulanceInput) =>
    ambulanceInputSchema.parse(i),
  );
export const useRemoveAmbulance = () => useRemoveRow(vendorKeys.ambulances(), '/ambulances');
export const useAddDocument = () =>
  useAddRow(vendorKeys.documents(), '/identity_documents', (i: IdentityDocumentInput) =>
    identityDocumentInputSchema.parse(i),
  );
export const useRemoveDocument = () => useRemoveRow(vendorKeys.documents(), '/identity_documents');

export function useToggleAmbulance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
      api.patch('/ambulances', { isAvailable }, { ...opts, query: { id: `eq.${id}` } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.ambulances() }),
  });
}

/** POST /rpc/set_ambulance_crew: the ambulance's position and the paramedic crewing it. */
export function useSetAmbulanceCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: {
      ambulanceId: number;
      paramedicAccount: string | null;
      latitude: number | null;
      longitude: number | null;
    }) => api.rpc('set_ambulance_crew', args, opts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.ambulances() }),
  });
}

/** Uploads a document's file into the vendor's locker (the locker's blob store); its id. */
export async function uploadDocumentFile(file: File): Promise<string> {
  // Name before file: the server reads fields up to the file part. A dated name keeps two
  // uploads of the same file from colliding in the locker.
  const form = new FormData();
  form.append(
    'name',
    `KYC ${new Date().toISOString().slice(0, 19).replace(/:/g, '-')} ${file.name}`,
  );
  form.append('file', file, file.name);
  const row = await api.upload('/locker/files', form, {
    result: z.object({ id: z.string() }),
  });
  return row.id;
}
