import { assignedServiceBookingSchema } from '@athcare/shared/paramedic.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Query keys of the paramedic's service bookings (§9 cache area "athcare"). */
export const paramedicKeys = {
  all: ['athcare', 'paramedic-service-bookings'] as const,
  list: (openOnly: boolean) => [...paramedicKeys.all, openOnly ? 'open' : 'all'] as const,
};

/**
 * POST /rpc/assigned_service_bookings (pgathcare): the bookings of the services assigned to the
 * caller: open ones soonest first, or all of them newest first; at most 100.
 */
export const assignedServiceBookingsQueryOptions = (openOnly: boolean) =>
  queryOptions({
    queryKey: paramedicKeys.list(openOnly),
    queryFn: ({ signal }) =>
      api.rpc(
        'assigned_service_bookings',
        { openOnly, maxRows: 100 },
        { schema: 'pgathcare', result: z.array(assignedServiceBookingSchema), signal },
      ),
  });

export const useAssignedServiceBookings = (openOnly: boolean) =>
  useQuery(assignedServiceBookingsQueryOptions(openOnly));

export type ServiceBookingUpdate =
  | { kind: 'complete' }
  | { kind: 'reschedule'; scheduledAt: string }
  | { kind: 'cancel'; cancelReason: string };

/**
 * PATCH /service_booking_details?id=eq.{id}: complete, reschedule or cancel; the database allows
 * only these moves and records who made each and when (RLS: the paramedic's own bookings only).
 */
export function useUpdateServiceBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ServiceBookingUpdate }) =>
      api
        .patch(
          '/service_booking_details',
          update.kind === 'complete'
            ? { isCompleted: true }
            : update.kind === 'cancel'
              ? { isCancelled: true, cancelReason: update.cancelReason }
              : { scheduledAt: update.scheduledAt },
          {
            schema: 'pgathcare',
            query: { id: `eq.${id}`, select: 'id' },
            result: z.array(z.object({ id: z.number() })),
          },
        )
        .then((rows) => {
          if (rows.length === 0) throw new Error('This booking is not assigned to you.');
          return rows[0]!;
        }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paramedicKeys.all }),
  });
}
