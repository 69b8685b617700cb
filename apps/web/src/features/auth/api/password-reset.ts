import type { RequestPasswordResetInput, ResetPasswordInput } from '@athcare/shared/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /rpc/request_password_reset {email}: the same answer for any address. */
export function requestPasswordReset(input: RequestPasswordResetInput) {
  return api.rpc<{ message: string }>('request_password_reset', input, {
    anonymous: true,
    skipAuthRefresh: true,
    returnRepresentation: false,
  });
}

/** POST /rpc/reset_password {email, code, new_password}: every session of the account ends. */
export function resetPassword(input: ResetPasswordInput) {
  return api.rpc('reset_password', input, {
    anonymous: true,
    skipAuthRefresh: true,
    returnRepresentation: false,
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
