import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { historyKeys } from './history-keys';

export const caseAppointmentSchema = z.object({
  bookingId: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  doctor: z.string().nullable(),
  prescription: z.string().nullable(),
  medicineIntake: z.unknown().nullable(),
  followUpDate: z.string().nullable(),
  prescribedAt: z.string().nullable(),
});
export type CaseAppointment = z.infer<typeof caseAppointmentSchema>;

/**
 * POST /rpc/list_case_appointments {case_id}: appointments booked under the plan that joined this
 * case, with their doctor and prescription (the database answers the case's people only).
 */
export function getCaseAppointments(caseId: string, signal?: AbortSignal) {
  return api.rpc(
    'list_case_appointments',
    { caseId },
    { schema: 'pgathcare', result: z.array(caseAppointmentSchema), signal },
  );
}

export const caseAppointmentsQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: historyKeys.caseAppointments(caseId),
    queryFn: ({ signal }) => getCaseAppointments(caseId, signal),
  });

export const useCaseAppointments = (caseId: string) =>
  useQuery(caseAppointmentsQueryOptions(caseId));
