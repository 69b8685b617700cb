import type { VerifyEmailInput } from '@athcare/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** POST /rpc/request_email_verification: a 6-digit code to the member's address. */
export const useRequestEmailCode = () =>
  useMutation({
    mutationFn: () =>
      api.rpc<{ status: 'sent' | 'verified' }>('request_email_verification', undefined, {
        returnRepresentation: false,
      }),
  });

/** POST /rpc/verify_email {code}; the profile (its emailVerified) is fetched again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) =>
      api.rpc('verify_email', input, { returnRepresentation: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
