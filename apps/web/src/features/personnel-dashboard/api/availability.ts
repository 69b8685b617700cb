import {
  APPOINTMENTS_SCHEMA,
  type AvailabilityRuleInput,
  availabilityRuleSchema,
  type BlockedDayInput,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { slotKeys } from '@/lib/slot-keys';
import { personnelDashboardKeys } from './personnel-dashboard-keys';

/** GET /availability_rules?personnel_id=eq.{id}&order=weekday,from_time (anyone reads). */
export function getAvailabilityRules(personnelId: number, signal?: AbortSignal) {
  return api.get('/availability_rules', {
    schema: APPOINTMENTS_SCHEMA,
    query: { personnelId: `eq.${personnelId}`, order: 'weekday.asc,from_time.asc' },
    result: z.array(availabilityRuleSchema),
    signal,
  });
}

export const availabilityRulesQueryOptions = (personnelId: number) =>
  queryOptions({
    queryKey: personnelDashboardKeys.rules(personnelId),
    queryFn: ({ signal }) => getAvailabilityRules(personnelId, signal),
  });

export const useAvailabilityRules = (personnelId: number) =>
  useQuery(availabilityRulesQueryOptions(personnelId));

/** Rules and blocked days shape the free slots: both refresh after any change. */
function useInvalidateSchedule(personnelId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.rules(personnelId) }),
      queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.blockedDays(personnelId) }),
      queryClient.invalidateQueries({ queryKey: slotKeys.personnel(personnelId) }),
    ]);
}

/** POST /availability_rules, or PATCH ?id=eq.{id}; 400 with the overlap / time-zone messages. */
export function useSaveAvailabilityRule(personnelId: number) {
  const invalidate = useInvalidateSchedule(personnelId);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AvailabilityRuleInput }) =>
      id
        ? api.patch('/availability_rules', input, {
            schema: APPOINTMENTS_SCHEMA,
            query: { id: `eq.${id}` },
          })
        : api.post('/availability_rules', input, { schema: APPOINTMENTS_SCHEMA }),
    onSettled: invalidate,
  });
}

export function useDeleteAvailabilityRule(personnelId: number) {
  const invalidate = useInvalidateSchedule(personnelId);
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/availability_rules', {
        schema: APPOINTMENTS_SCHEMA,
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSettled: invalidate,
  });
}

export const blockedDaySchema = z.object({
  id: z.number(),
  personnelId: z.number(),
  day: z.string(),
  reason: z.string().nullable(),
});
export type BlockedDay = z.infer<typeof blockedDaySchema>;

/** GET /blocked_days?personnel_id=eq.{id}&day=gte.{today}&order=day. */
export function getBlockedDays(personnelId: number, fromDay: string, signal?: AbortSignal) {
  return api.get('/blocked_days', {
    schema: APPOINTMENTS_SCHEMA,
    query: { personnelId: `eq.${personnelId}`, day: `gte.${fromDay}`, order: 'day.asc' },
    result: z.array(blockedDaySchema),
    signal,
  });
}

export const blockedDaysQueryOptions = (personnelId: number, fromDay: string) =>
  queryOptions({
    queryKey: [...personnelDashboardKeys.blockedDays(personnelId), fromDay],
    queryFn: ({ signal }) => getBlockedDays(personnelId, fromDay, signal),
  });

export const useBlockedDays = (personnelId: number, fromDay: string) =>
  useQuery(blockedDaysQueryOptions(personnelId, fromDay));

/** POST /blocked_days {personnel_id, day, reason}. */
export function useBlockDay(personnelId: number) {
  const invalidate = useInvalidateSchedule(personnelId);
  return useMutation({
    mutationFn: (input: BlockedDayInput) =>
      api.post('/blocked_days', input, { schema: APPOINTMENTS_SCHEMA }),
    onSettled: invalidate,
  });
}

/** DELETE /blocked_days?id=eq.{id}. */
export function useUnblockDay(personnelId: number) {
  const invalidate = useInvalidateSchedule(personnelId);
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/blocked_days', {
        schema: APPOINTMENTS_SCHEMA,
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSettled: invalidate,
  });
}
