import type { VerifyPhoneInput } from '@athcare/shared/auth.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from '@athcare/shared/zod-mini';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

const availabilitySchema = z.object({ available: z.boolean() });

/** GET /phone-verification: whether the server can send SMS codes (an SMS provider is set). */
export const phoneVerificationQueryOptions = () =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'phone-verification'] as const,
    queryFn: ({ signal }) => api.get('/phone-verification', { result: availabilitySchema, signal }),
    staleTime: Infinity,
  });

export const usePhoneVerificationAvailable = () =>
  useQuery(phoneVerificationQueryOptions()).data?.available ?? false;

/** POST /rpc/request_phone_verification {contactId}: a 6-digit code by SMS to that phone. */
export const useRequestPhoneCode = () =>
  useMutation({
    mutationFn: (contactId: number) =>
      api.rpc<{ status: 'sent' | 'verified' }>(
        'request_phone_verification',
        { contactId },
        { returnRepresentation: false },
      ),
  });

/** POST /rpc/verify_phone {contactId, code}; the profile (the contact's isVerified) refetches. */
export function useVerifyPhone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyPhoneInput) =>
      api.rpc('verify_phone', input, { returnRepresentation: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.profile(userId) }),
  });
}
