import {
  APPOINTMENTS_SCHEMA,
  appointmentRpc,
  availableSlotSchema,
} from '@athcare/shared/booking.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { slotKeys } from '@/lib/slot-keys';

/** GET /rpc/get_available_slots?personnel_id=&from_date=&to_date= → free future slots (UTC instants). */
export function getAvailableSlots(
  personnelId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
) {
  return api.get(`/rpc/${appointmentRpc.getAvailableSlots}`, {
    schema: APPOINTMENTS_SCHEMA,
    // Values pass as given; the snake_case keys are already the SQL parameter names.
    query: { personnel_id: personnelId, from_date: from, to_date: to },
    result: z.array(availableSlotSchema),
    signal,
  });
}

/** Slots change with every booking: kept fresh for a minute only. */
export const availableSlotsQueryOptions = (personnelId: number, from: string, to: string) =>
  queryOptions({
    queryKey: slotKeys.range(personnelId, from, to),
    queryFn: ({ signal }) => getAvailableSlots(personnelId, from, to, signal),
    staleTime: 60_000,
  });

export const useAvailableSlots = (personnelId: number, from: string, to: string) =>
  useQuery(availableSlotsQueryOptions(personnelId, from, to));
