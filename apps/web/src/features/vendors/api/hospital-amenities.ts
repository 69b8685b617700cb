import { amenitySchema, VENDOR_SCHEMA } from '@athcare/shared/hospital.schema';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';
import { useHospitalWrite } from './hospitals-api';

const opts = { schema: VENDOR_SCHEMA } as const;

/** GET /amenities: the catalogue a hospital's amenities are chosen from. */
export const useAmenityCatalogue = () =>
  useQuery({
    queryKey: [...vendorKeys.all, 'amenities'],
    queryFn: ({ signal }) =>
      api.get('/amenities', {
        ...opts,
        query: { select: 'id,name,icon', order: 'name.asc' },
        result: z.array(amenitySchema),
        signal,
      }),
    staleTime: 60 * 60_000,
  });

/** POST /rpc/set_hospital_amenities: the hospital's whole set of amenities, replaced at once. */
export const useSetHospitalAmenities = () =>
  useHospitalWrite(({ hospitalId, amenityIds }: { hospitalId: number; amenityIds: number[] }) =>
    api.rpc('set_hospital_amenities', { hospitalId, amenityIds }, opts),
  );
