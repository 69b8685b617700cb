import {
  type AmbulanceInput,
  ambulanceInputSchema,
  ambulanceSchema,
  type BankDetailsInput,
  bankDetailsInputSchema,
  bankDetailsSchema,
  type BranchInput,
  branchInputSchema,
  branchSchema,
  type DriverInput,
  driverInputSchema,
  driverSchema,
  hospitalBookingSchema,
  type IdentityDocumentInput,
  identityDocumentInputSchema,
  identityDocumentSchema,
  type VendorBusinessInput,
  vendorBusinessInputSchema,
  vendorDocumentQueueItemSchema,
  vendorSchema,
} from '@athcare/shared/vendor.schema';
import { hospitalRoomSchema, hospitalSchema, VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

/**
 * The vendor area's server operations (schema pgvendor, issue 16): the caller's business and its
 * rows (RLS gives each vendor only its own), the admins' document queue, bookings. Writes
 * invalidate the lists they change.
 */
const opts = { schema: VENDOR_SCHEMA } as const;

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

// ── hospitals and rooms ──
export const vendorHospitalSchema = hospitalSchema.extend({
  rooms: z.array(hospitalRoomSchema),
  amenityIds: z.array(z.object({ amenityId: z.number().int() })),
});
export type VendorHospital = z.infer<typeof vendorHospitalSchema>;

export const useVendorHospitals = (vendorId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...vendorKeys.hospitals(), vendorId],
      queryFn: ({ signal }) =>
        api.get('/hospitals', {
          ...opts,
          query: {
            select: '*,rooms:hospital_rooms(*),amenity_ids:hospital_amenities(amenity_id)',
            vendorId: `eq.${vendorId}`,
            order: 'id.asc',
            limit: 100,
          },
          result: z.array(vendorHospitalSchema),
          signal,
        }),
    }),
  );

export function useHospitalWrite<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.hospitals() }),
        // The explore pages read the same rows.
        queryClient.invalidateQueries({ queryKey: ['athcare', 'explore'] }),
      ]),
  });
}

/** emergency24x7 does not snake-case back to its column (emergency_24x7): named here. */
const hospitalBody = ({ emergency24x7, ...rest }: Record<string, unknown>) =>
  emergency24x7 === undefined ? rest : { ...rest, emergency_24x7: emergency24x7 };

export const useAddHospital = () =>
  useHospitalWrite((body: Record<string, unknown>) =>
    api.post('/hospitals', hospitalBody(body), opts),
  );
export const useUpdateHospital = () =>
  useHospitalWrite(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api.patch('/hospitals', hospitalBody(body), { ...opts, query: { id: `eq.${id}` } }),
  );
export const useAddRoom = () =>
  useHospitalWrite((body: Record<string, unknown>) => api.post('/hospital_rooms', body, opts));
export const useUpdateRoom = () =>
  useHospitalWrite(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api.patch('/hospital_rooms', body, { ...opts, query: { id: `eq.${id}` } }),
  );
export const useRemoveRoom = () =>
  useHospitalWrite((id: number) =>
    api.delete('/hospital_rooms', { ...opts, query: { id: `eq.${id}` } }),
  );

// ── bookings ──
export const vendorBookingSchema = hospitalBookingSchema.extend({
  hospital: z.object({ name: z.string() }).nullable(),
  room: z.object({ roomType: z.string() }).nullable(),
});
export type VendorBooking = z.infer<typeof vendorBookingSchema>;

const bookingsQuery = (key: readonly unknown[], filter: Record<string, string>) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get('/hospital_bookings', {
        ...opts,
        query: {
          select: '*,hospital:hospitals(name),room:hospital_rooms(room_type)',
          order: 'admission_at.desc',
          limit: 100,
          ...filter,
        },
        result: z.array(vendorBookingSchema),
        signal,
      }),
  });

/** The bookings of the vendor's hospitals (RLS: the vendor reads those, members their own). */
export const useVendorBookings = (userId: string) =>
  useQuery(bookingsQuery(vendorKeys.bookings(), { userId: `neq.${userId}` }));
/** The member's own hospital bookings. */
export const useMyHospitalBookings = (userId: string) =>
  useQuery(bookingsQuery(vendorKeys.myHospitalBookings(), { userId: `eq.${userId}` }));

function useBookingWrite<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['athcare', 'explore'] }),
      ]),
  });
}

export const useBookRoom = () =>
  useBookingWrite((args: Record<string, unknown>) =>
    api.rpc('book_hospital_room', args, { ...opts, result: z.array(hospitalBookingSchema) }),
  );
export const useCancelBooking = () =>
  useBookingWrite(({ bookingId, reason }: { bookingId: number; reason: string }) =>
    api.rpc('cancel_hospital_booking', { bookingId, reason }, opts),
  );
export const useCompleteBooking = () =>
  useBookingWrite((bookingId: number) => api.rpc('complete_hospital_booking', { bookingId }, opts));

// ── the admins' document queue ──
export const documentQueueQueryOptions = () =>
  queryOptions({
    queryKey: vendorKeys.documentQueue(),
    queryFn: ({ signal }) =>
      api.get('/vendor_document_queue', {
        ...opts,
        query: { order: 'created_at.asc,id.asc', limit: 100 },
        result: z.array(vendorDocumentQueueItemSchema),
        signal,
      }),
  });
export const useDocumentQueue = () => useQuery(documentQueueQueryOptions());

export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { documentId: number; approve: boolean; reason: string | null }) =>
      api.rpc('review_vendor_document', args, opts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
