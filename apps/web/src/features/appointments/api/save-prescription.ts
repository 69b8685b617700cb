import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  type PrescriptionForm,
  prescriptionSchema,
  savePrescriptionArgs,
} from '@athcare/shared/appointments.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /rpc/save_prescription: writes (or amends) it and completes the booking. */
export function savePrescription({
  bookingId,
  form,
}: {
  bookingId: number;
  form: PrescriptionForm;
}) {
  return api.rpc(appointmentRpc.savePrescription, savePrescriptionArgs(bookingId, form), {
    schema: APPOINTMENTS_SCHEMA,
    // medicine_intake's items are built snake_case (unchanged by the request's conversion); the
    // answer's items come back camelCase like the rest of the row.
    result: prescriptionSchema,
  });
}

export function useSavePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrescription,
    onSuccess: (saved, { bookingId }) => {
      queryClient.setQueryData(appointmentKeys.prescription(bookingId), saved);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: appointmentKeys.personnelAppointments() }),
  });
}
