import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { homeKeys } from './home-keys';

const upcomingAppointmentSchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  status: z.enum(['booked', 'pending']),
  personnel: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type UpcomingAppointment = z.infer<typeof upcomingAppointmentSchema>;

/** The member's next three active bookings (RLS: only their own). */
export function getUpcomingAppointments(userId: string, now: Date, signal?: AbortSignal) {
  return api.get('/bookings', {
    schema: 'pgathcare',
    query: {
      select: 'id,starts_at,status,personnel:personnel_id(id,name)',
      user_id: `eq.${userId}`,
      status: 'in.(booked,pending)',
      starts_at: `gte.${now.toISOString()}`,
      order: 'starts_at.asc',
      limit: '3',
    },
    result: z.array(upcomingAppointmentSchema),
    signal,
  });
}

export const upcomingAppointmentsQueryOptions = (userId: string, now: Date) =>
  queryOptions({
    // A summary of data other features change: fetched on every visit to the home page.
    refetchOnMount: 'always',
    queryKey: homeKeys.upcomingAppointments(userId),
    queryFn: ({ signal }) => getUpcomingAppointments(userId, now, signal),
  });

export const useUpcomingAppointments = (userId: string, now: Date) =>
  useQuery(upcomingAppointmentsQueryOptions(userId, now));
