import { hospitalRoomSchema, hospitalSchema } from '@athcare/shared/hospital.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { vendorOpts as opts } from './vendors-api';

// ── hospitals and rooms ──
export const vendorHospitalSchema = hospitalSchema.extend({
  rooms: z.array(hospitalRoomSchema),
  amenityIds: z.array(z.object({ amenityId: z.number().int() })),
});
export type VendorHospital = z.infer<typeof vendorHospitalSchema>;

export const useVendorHospitals = (vendorId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...vendorKeys.hospitals(), vendorId],
      queryFn: ({ signal }) =>
        api.get('/hospitals', {
          ...opts,
          query: {
            select: '*,rooms:hospital_rooms(*),amenity_ids:hospital_amenities(amenity_id)',
            vendorId: `eq.${vendorId}`,
            order: 'id.asc',
            limit: 100,
          },
          result: z.array(vendorHospitalSchema),
          signal,
        }),
    }),
  );

export function useHospitalWrite<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.hospitals() }),
        // The explore pages read the same rows.
        queryClient.invalidateQueries({ queryKey: ['athcare', 'explore'] }),
      ]),
  });
}

/** emergency24x7 does not snake-case back to its column (emergency_24x7): named here. */
const hospitalBody = ({ emergency24x7, ...rest }: Record<string, unknown>) =>
  emergency24x7 === undefined ? rest : { ...rest, emergency_24x7: emergency24x7 };

export const useAddHospital = () =>
  useHospitalWrite((body: Record<string, unknown>) =>
    api.post('/hospitals', hospitalBody(body), opts),
  );
export const useUpdateHospital = () =>
  useHospitalWrite(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api.patch('/hospitals', hospitalBody(body), { ...opts, query: { id: `eq.${id}` } }),
  );
export const useAddRoom = () =>
  useHospitalWrite((body: Record<string, unknown>) => api.post('/hospital_rooms', body, opts));
export const useUpdateRoom = () =>
  useHospitalWrite(({ id, ...body }: { id: number } & Record<string, unknown>) =>
    api.patch('/hospital_rooms', body, { ...opts, query: { id: `eq.${id}` } }),
  );
export const useRemoveRoom = () =>
  useHospitalWrite((id: number) =>
    api.delete('/hospital_rooms', { ...opts, query: { id: `eq.${id}` } }),
  );
