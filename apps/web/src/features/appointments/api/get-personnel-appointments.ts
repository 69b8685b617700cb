import {
  APPOINTMENTS_SCHEMA,
  type BookingStatus,
  personnelAppointmentSchema,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appointmentKeys } from './appointment-keys';

export interface PersonnelAppointmentFilter {
  /** ISO instant: starts_at ≥ from. */
  from: string;
  /** ISO instant: starts_at < to, or open-ended. */
  to: string | null;
  status: BookingStatus | 'all';
}

/** GET /personnel_appointments?starts_at=gte.…&status=eq.…&order=starts_at (the doctor's own). */
export function getPersonnelAppointments(filter: PersonnelAppointmentFilter, signal?: AbortSignal) {
  const startsAt = [`gte.${filter.from}`, ...(filter.to ? [`lt.${filter.to}`] : [])];
  return api.get('/personnel_appointments', {
    schema: APPOINTMENTS_SCHEMA,
    query: {
      startsAt,
      status: filter.status === 'all' ? undefined : `eq.${filter.status}`,
      order: 'starts_at.asc',
      limit: 200,
    },
    result: z.array(personnelAppointmentSchema),
    signal,
  });
}

export const personnelAppointmentsQueryOptions = (filter: PersonnelAppointmentFilter) =>
  queryOptions({
    queryKey: appointmentKeys.personnelAppointmentList(filter),
    queryFn: ({ signal }) => getPersonnelAppointments(filter, signal),
    staleTime: 30_000,
  });

export const usePersonnelAppointments = (filter: PersonnelAppointmentFilter) =>
  useQuery(personnelAppointmentsQueryOptions(filter));
