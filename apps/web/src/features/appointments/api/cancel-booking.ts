import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  bookingSchema,
  type CancelBookingInput,
} from '@athcare/shared/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /rpc/cancel_booking {booking_id, reason?}; 409 after the member cut-off. */
export function cancelBooking(input: CancelBookingInput) {
  return api.rpc(appointmentRpc.cancelBooking, input, {
    schema: APPOINTMENTS_SCHEMA,
    result: bookingSchema,
  });
}

/** For the member and the personnel alike; both sides' lists and the freed slots refresh. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.personnelAppointments() }),
      ]),
  });
}
