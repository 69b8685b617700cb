import {
  APPOINTMENTS_SCHEMA,
  personnelAppointmentSchema,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

/** GET /personnel_appointments?id=eq.{id}: one of the doctor's bookings, or null. */
export async function getPersonnelAppointment(id: number, signal?: AbortSignal) {
  const rows = await api.get('/personnel_appointments', {
    schema: APPOINTMENTS_SCHEMA,
    query: { id: `eq.${id}`, limit: 1 },
    result: z.array(personnelAppointmentSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const personnelAppointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appointmentKeys.personnelAppointment(id),
    queryFn: ({ signal }) => getPersonnelAppointment(id, signal),
    staleTime: 30_000,
  });

export const usePersonnelAppointment = (id: number) =>
  useSuspenseQuery(personnelAppointmentQueryOptions(id));
