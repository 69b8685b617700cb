import {
  certificationSchema,
  PERSONNEL_SCHEMA,
  personnelProfileSchema,
} from '@athcare/shared/personnel.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { personnelDashboardKeys } from './personnel-dashboard-keys';

export const myPersonnelProfileSchema = personnelProfileSchema.extend({
  certifications: z.array(certificationSchema),
});
export type MyPersonnelProfile = z.infer<typeof myPersonnelProfileSchema>;

/** §7: GET /profile?user_id=eq.{userId} (pgpersonnel), first or null; with the certifications. */
export async function getMyPersonnelProfile(userId: string, signal?: AbortSignal) {
  const rows = await api.get('/profile', {
    schema: PERSONNEL_SCHEMA,
    query: {
      userId: `eq.${userId}`,
      select: '*,type:personnel_types(*),certifications(*)',
      limit: 1,
    },
    result: z.array(myPersonnelProfileSchema),
    rawKeys: ['metadata'],
    signal,
  });
  return rows[0] ?? null;
}

export const myPersonnelProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: personnelDashboardKeys.myProfile(userId),
    queryFn: ({ signal }) => getMyPersonnelProfile(userId, signal),
  });

/** Loaded by the dashboard layout's loader. */
export const useMyPersonnelProfile = (userId: string) =>
  useSuspenseQuery(myPersonnelProfileQueryOptions(userId));
