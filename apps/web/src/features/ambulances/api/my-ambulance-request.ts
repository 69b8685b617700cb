import {
  type AmbulanceRequestInput,
  ambulanceCrewSchema,
  ambulanceRequestEventSchema,
  ambulanceRequestInputSchema,
  ambulanceRequestSchema,
  localitySchema,
} from '@athcare/shared/ambulance.schema';
import { VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ambulanceKeys } from './ambulance-keys';
import { useAmbulancePollInterval } from './live-ambulance-requests';

/** GET /ambulance_requests (pgvendor) of the member (RLS: their own), the last five, newest first. */
export const myAmbulanceRequestsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ambulanceKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get('/ambulance_requests', {
        schema: VENDOR_SCHEMA,
        query: { userId: `eq.${userId}`, order: 'created_at.desc', limit: 5 },
        result: z.array(ambulanceRequestSchema),
        signal,
      }),
  });

export const useMyAmbulanceRequests = (userId: string) =>
  useQuery({
    ...myAmbulanceRequestsQueryOptions(userId),
    refetchInterval: useAmbulancePollInterval(),
  });

/** POST /rpc/ambulance_request_crew: the ambulance, vendor, driver and paramedic of a run. */
export const useAmbulanceCrew = (requestId: number, status: string, enabled: boolean) =>
  useQuery({
    queryKey: ambulanceKeys.crew(requestId, status),
    queryFn: ({ signal }) =>
      api.rpc(
        'ambulance_request_crew',
        { requestId },
        { schema: VENDOR_SCHEMA, result: ambulanceCrewSchema.nullable(), signal },
      ),
    enabled,
  });

/** GET /ambulance_request_events: each step of a run with its time. */
export const useAmbulanceSteps = (requestId: number, status: string) =>
  useQuery({
    queryKey: [...ambulanceKeys.steps(requestId), status],
    queryFn: ({ signal }) =>
      api.get('/ambulance_request_events', {
        schema: VENDOR_SCHEMA,
        query: { requestId: `eq.${requestId}`, select: 'id,request_id,status,at', order: 'id' },
        result: z.array(ambulanceRequestEventSchema),
        signal,
      }),
  });

/** GET /localities: up to 8 localities whose name or city starts with or contains `q`. */
export const useLocalities = (q: string) =>
  useQuery({
    queryKey: ambulanceKeys.localities(q),
    queryFn: ({ signal }) => {
      // PostgREST's or=() takes a comma list: keep the search to letters, digits, spaces, dots.
      const term = q.replace(/[^\p{L}\p{N} .-]/gu, '').trim();
      return api.get('/localities', {
        schema: VENDOR_SCHEMA,
        query: {
          or: `(name.ilike.*${term}*,city.ilike.*${term}*)`,
          order: 'city,name',
          limit: 8,
        },
        result: z.array(localitySchema),
        signal,
      });
    },
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });

/** GET /localities: all of them (60 seeded; at most 200), for the pickup map's markers. */
export const useAllLocalities = () =>
  useQuery({
    queryKey: ambulanceKeys.localities('*all'),
    queryFn: ({ signal }) =>
      api.get('/localities', {
        schema: VENDOR_SCHEMA,
        query: { order: 'city,name', limit: 200 },
        result: z.array(localitySchema),
        signal,
      }),
    staleTime: 60 * 60_000,
  });

/** POST /rpc/request_ambulance: files the request; the database assigns the nearest ambulance. */
export function useRequestAmbulance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AmbulanceRequestInput) => {
      const v = ambulanceRequestInputSchema.parse(input);
      return api.rpc(
        'request_ambulance',
        {
          pickupAddress: v.pickupAddress,
          pickupLatitude: v.pickupLatitude,
          pickupLongitude: v.pickupLongitude,
          ambulanceType: v.ambulanceType,
          contactPhone: v.contactPhone,
          patientNotes: v.patientNotes || null,
        },
        { schema: VENDOR_SCHEMA, result: z.array(ambulanceRequestSchema) },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
  });
}
