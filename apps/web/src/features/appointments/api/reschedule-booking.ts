import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  bookingSchema,
  type RescheduleBookingInput,
} from '@athcare/shared/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /rpc/reschedule_booking {booking_id, new_starts_at} → the new booking (one step). */
export function rescheduleBooking(input: RescheduleBookingInput) {
  return api.rpc(appointmentRpc.rescheduleBooking, input, {
    schema: APPOINTMENTS_SCHEMA,
    result: bookingSchema,
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
