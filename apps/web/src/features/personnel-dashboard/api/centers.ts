import {
  APPOINTMENTS_SCHEMA,
  type PersonnelCenterInput,
  personnelCenterSchema,
} from '@athcare/shared/appointments.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { personnelDashboardKeys } from './personnel-dashboard-keys';

/** GET /personnel_centers?personnel_id=eq.{id}&order=name (anyone reads). */
export function getCenters(personnelId: number, signal?: AbortSignal) {
  return api.get('/personnel_centers', {
    schema: APPOINTMENTS_SCHEMA,
    query: { personnelId: `eq.${personnelId}`, order: 'name.asc' },
    result: z.array(personnelCenterSchema),
    signal,
  });
}

export const centersQueryOptions = (personnelId: number) =>
  queryOptions({
    queryKey: personnelDashboardKeys.centers(personnelId),
    queryFn: ({ signal }) => getCenters(personnelId, signal),
  });

export const useCenters = (personnelId: number) => useQuery(centersQueryOptions(personnelId));

/** POST /personnel_centers, PATCH and DELETE ?id=eq.{id} (owner or admin; RLS). */
export function useSaveCenter(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: PersonnelCenterInput }) =>
      id
        ? api.patch('/personnel_centers', input, {
            schema: APPOINTMENTS_SCHEMA,
            query: { id: `eq.${id}` },
          })
        : api.post('/personnel_centers', input, { schema: APPOINTMENTS_SCHEMA }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.centers(personnelId) }),
  });
}

export function useDeleteCenter(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/personnel_centers', {
        schema: APPOINTMENTS_SCHEMA,
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.centers(personnelId) }),
        queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.rules(personnelId) }),
      ]),
  });
}
