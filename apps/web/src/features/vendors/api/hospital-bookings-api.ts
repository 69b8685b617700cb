import { hospitalBookingSchema } from '@athcare/shared/vendor.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { vendorOpts as opts } from './vendors-api';

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
