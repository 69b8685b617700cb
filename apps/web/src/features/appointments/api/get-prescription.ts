import { APPOINTMENTS_SCHEMA, prescriptionSchema } from '@athcare/shared/appointments.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** GET /prescriptions?booking_id=eq.{id} (patient and prescriber only), or null. */
export async function getPrescription(bookingId: number, signal?: AbortSignal) {
  const rows = await api.get('/prescriptions', {
    schema: APPOINTMENTS_SCHEMA,
    query: { bookingId: `eq.${bookingId}`, limit: 1 },
    result: z.array(prescriptionSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const prescriptionQueryOptions = (bookingId: number) =>
  queryOptions({
    queryKey: appointmentKeys.prescription(bookingId),
    queryFn: ({ signal }) => getPrescription(bookingId, signal),
  });

export const usePrescription = (bookingId: number) =>
  useSuspenseQuery(prescriptionQueryOptions(bookingId));
