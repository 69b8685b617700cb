import {
  certificationSchema,
  PERSONNEL_SCHEMA,
  personnelProfileSchema,
  personnelTypeSchema,
} from '@athcare/shared/personnel.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** A profile waiting for an admin, with what the admin checks: the registrations. */
export const pendingProfileSchema = personnelProfileSchema
  .pick({ id: true, name: true, city: true, verificationRequestedAt: true })
  .extend({
    type: personnelTypeSchema.pick({ name: true }),
    certifications: z.array(
      certificationSchema.pick({
        id: true,
        name: true,
        regulatoryBody: true,
        certificationNumber: true,
        issuedYear: true,
      }),
    ),
  });
export type PendingProfile = z.infer<typeof pendingProfileSchema>;

/**
 * GET /profile?verification_status=eq.pending (schema pgpersonnel), oldest request first. Admins
 * read every profile (RLS); anyone else sees none waiting but their own.
 */
export function getVerificationQueue(signal?: AbortSignal) {
  return api.get('/profile', {
    schema: PERSONNEL_SCHEMA,
    query: {
      select:
        'id,name,city,verification_requested_at,type:personnel_types(name),certifications(id,name,regulatory_body,certification_number,issued_year)',
      verificationStatus: 'eq.pending',
      deletedAt: 'is.null',
      order: 'verification_requested_at.asc,id.asc',
      limit: 100,
    },
    result: z.array(pendingProfileSchema),
    signal,
  });
}

export const verificationQueueQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.verificationQueue(),
    queryFn: ({ signal }) => getVerificationQueue(signal),
  });

export const useVerificationQueue = () => useQuery(verificationQueueQueryOptions());

export interface VerificationDecision {
  profileId: number;
  approve: boolean;
  reason?: string;
}

/** POST /rpc/review_personnel_verification: approve (listed at once) or reject with a reason. */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, approve, reason }: VerificationDecision) =>
      api.rpc(
        'review_personnel_verification',
        { profileId, approve, reason: reason ?? null },
        { schema: PERSONNEL_SCHEMA },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.verificationQueue() }),
  });
}
