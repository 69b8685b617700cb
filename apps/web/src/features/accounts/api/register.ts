import type { RegisterInput } from '@athcare/shared/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import { normaliseTakenValue } from './check-taken';

const registerResultSchema = z.uuid();

/**
 * POST /rpc/register {first_name, middle_name?, last_name, username, email, password} → the new
 * user's uuid. It does not sign anybody in, so an admin can use it to add another person.
 */
export function registerUser(input: RegisterInput): Promise<string> {
  return api.rpc('register', input, {
    result: registerResultSchema,
    returnRepresentation: false,
    // Open to anonymous visitors: an expired token of whoever is signed in does not matter.
    skipAuthRefresh: true,
  });
}

const serverFields: Record<string, keyof RegisterInput> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  username: 'username',
  email: 'email',
  password: 'password',
};

/**
 * The form field a refusal is about: the server names it in `details` (400 code 22023 with a §5
 * message, 409 code 23505 "… is already taken."). Anything else belongs to the whole form.
 */
export function registerErrorField(error: unknown): keyof RegisterInput | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return;
  return error.details ? serverFields[error.details] : undefined;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    // The new email and username are taken from now on.
    onSuccess: (_id, input) => {
      queryClient.setQueryData(accountKeys.emailTaken(normaliseTakenValue(input.email)), true);
      queryClient.setQueryData(
        accountKeys.usernameTaken(normaliseTakenValue(input.username)),
        true,
      );
    },
  });
}
