import {
  APPOINTMENTS_SCHEMA,
  bookingSchema,
  myBookingsSelect,
  prescriptionSchema,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** One row of the member's list: the booking with its doctor, center and prescription. */
export const myBookingSchema = bookingSchema.extend({
  personnel: z
    .object({
      id: z.number(),
      name: z.string(),
      profileImage: z.string().nullable().optional(),
      city: z.string().nullable().optional(),
    })
    .nullable(),
  center: z
    .object({
      id: z.number(),
      name: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
    })
    .nullable(),
  // One prescription per booking: an object, or a one-row list depending on how it is embedded.
  prescription: z
    .union([prescriptionSchema, z.array(prescriptionSchema)])
    .nullable()
    .optional()
    .transform((v) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null))),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** GET /bookings?select=<myBookingsSelect>&order=starts_at.desc (RLS: the member's own). */
export function getMyBookings(signal?: AbortSignal) {
  return api.get('/bookings', {
    schema: APPOINTMENTS_SCHEMA,
    query: { select: myBookingsSelect, order: 'starts_at.desc' },
    result: z.array(myBookingSchema),
    signal,
  });
}

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: appointmentKeys.myBookings(),
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 30_000,
  });

export const useMyBookings = () => useQuery(myBookingsQueryOptions());
