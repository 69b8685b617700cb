import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  patientHistoryItemSchema,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** POST /rpc/get_patient_history {of_booking_id} → the patient's earlier visits with this doctor. */
export function getPatientHistory(bookingId: number, signal?: AbortSignal) {
  return api.rpc(
    appointmentRpc.getPatientHistory,
    { of_booking_id: bookingId },
    {
      schema: APPOINTMENTS_SCHEMA,
      result: z.array(patientHistoryItemSchema),
      returnRepresentation: false,
      signal,
    },
  );
}

export const patientHistoryQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: appointmentKeys.patientHistory(bookingId),
    queryFn: ({ signal }) => getPatientHistory(bookingId, signal),
  });

export const usePatientHistory = (bookingId: number) =>
  useQuery(patientHistoryQueryOptions(bookingId));
