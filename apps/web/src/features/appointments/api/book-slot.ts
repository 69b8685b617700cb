import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  type BookSlotInput,
  bookingSchema,
} from '@athcare/shared/booking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slotKeys } from '@/lib/slot-keys';
import { appointmentKeys } from './appointment-keys';

/** POST /rpc/book_slot {personnel_id, starts_at, notes?} → the booking (status booked). */
export function bookSlot(input: BookSlotInput) {
  return api.rpc(appointmentRpc.bookSlot, input, {
    schema: APPOINTMENTS_SCHEMA,
    result: bookingSchema,
  });
}

export function useBookSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSlot,
    // Booked or refused (taken meanwhile), the free slots and the member's list have changed.
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotKeys.personnel(input.personnel_id) }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.myBookings() }),
      ]),
  });
}
