import {
  APPOINTMENTS_SCHEMA,
  type BookingEnquiryInput,
  bookingEnquirySchema,
  type EnquiryStatus,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /booking_enquiries (user_id and status are filled in by the database). */
export async function createBookingEnquiry(input: BookingEnquiryInput) {
  const rows = await api.post('/booking_enquiries', input, {
    schema: APPOINTMENTS_SCHEMA,
    result: z.array(bookingEnquirySchema),
  });
  const row = rows[0];
  if (!row) throw new Error('The enquiry was not saved.');
  return row;
}

export function useCreateBookingEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookingEnquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.enquiries() }),
  });
}

/** GET /booking_enquiries?order=created_at.desc (own ones; admins read all). */
export function getBookingEnquiries(signal?: AbortSignal) {
  return api.get('/booking_enquiries', {
    schema: APPOINTMENTS_SCHEMA,
    query: { order: 'created_at.desc', limit: 200 },
    result: z.array(bookingEnquirySchema),
    signal,
  });
}

export const bookingEnquiriesQueryOptions = () =>
  queryOptions({
    queryKey: appointmentKeys.enquiries(),
    queryFn: ({ signal }) => getBookingEnquiries(signal),
    staleTime: 30_000,
  });

export const useBookingEnquiries = () => useQuery(bookingEnquiriesQueryOptions());

/** PATCH /booking_enquiries?id=eq.{id} {status} (admins only). */
export function useUpdateEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) =>
      api.patch(
        '/booking_enquiries',
        { status },
        {
          schema: APPOINTMENTS_SCHEMA,
          query: { id: `eq.${id}` },
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.enquiries() }),
  });
}
