import { APPOINTMENTS_SCHEMA, bookingSchema } from '@athcare/shared/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** PATCH /bookings?id=eq.{id} {status: 'booked'}: the personnel confirms a pending booking. */
export async function confirmBooking(id: number) {
  const rows = await api.patch(
    '/bookings',
    { status: 'booked' },
    { schema: APPOINTMENTS_SCHEMA, query: { id: `eq.${id}` }, result: z.array(bookingSchema) },
  );
  if (!rows[0]) throw new Error('Appointment not found.');
  return rows[0];
}

export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: appointmentKeys.personnelAppointments() }),
  });
}
