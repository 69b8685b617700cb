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
    result: prescriptionSchema,
    // medicine_intake holds snake_case keys already; send it as built.
    rawKeys: ['medicine_intake'],
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
