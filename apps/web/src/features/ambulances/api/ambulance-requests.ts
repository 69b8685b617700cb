import {
  type AmbulanceRequestStatus,
  ambulanceRequestSchema,
} from '@athcare/shared/ambulance.schema';
import { VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ambulanceKeys } from './ambulance-keys';
import { useAmbulancePollInterval } from './live-ambulance-requests';

const runSchema = ambulanceRequestSchema.extend({
  ambulance: z.object({ registrationNumber: z.string() }).nullable(),
});
export type AmbulanceRun = z.infer<typeof runSchema>;

/**
 * GET /ambulance_requests (pgvendor): the runs the caller may see (RLS: the paramedic's assigned
 * ones, the vendor's, the member's own), newest first; `filter` narrows by a column.
 */
export const ambulanceRunsQueryOptions = (filter: Record<string, string>) =>
  queryOptions({
    queryKey: ambulanceKeys.list(JSON.stringify(filter)),
    queryFn: ({ signal }) =>
      api.get('/ambulance_requests', {
        schema: VENDOR_SCHEMA,
        query: {
          select: '*,ambulance:ambulances(registration_number)',
          order: 'created_at.desc',
          limit: 100,
          ...filter,
        },
        result: z.array(runSchema),
        signal,
      }),
  });

/** The runs, kept current by live events (useLiveAmbulanceRequests) and a fallback poll. */
export const useAmbulanceRuns = (filter: Record<string, string>) =>
  useQuery({ ...ambulanceRunsQueryOptions(filter), refetchInterval: useAmbulancePollInterval() });

/** POST /rpc/update_ambulance_request: the next step of a run, or its cancellation. */
export function useUpdateAmbulanceRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { requestId: number; status: AmbulanceRequestStatus; reason?: string }) =>
      api.rpc(
        'update_ambulance_request',
        { requestId: args.requestId, status: args.status, reason: args.reason ?? null },
        { schema: VENDOR_SCHEMA },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
  });
}
