import { emailSchema, takenResultSchema } from '@athcare/shared/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { accountKeys } from './account-keys';

/** Pause after the last keystroke before asking the server. */
export const TAKEN_CHECK_DEBOUNCE_MS = 400;

/** The server compares emails trimmed and case-insensitively; so does the cache key. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** POST /rpc/check_email_taken {email} → boolean (open to anonymous visitors). */
export function checkEmailTaken(email: string, signal?: AbortSignal): Promise<boolean> {
  return api.rpc(
    'check_email_taken',
    { email },
    { result: takenResultSchema, returnRepresentation: false, skipAuthRefresh: true, signal },
  );
}

export const emailTakenQueryOptions = (email: string) =>
  queryOptions({
    queryKey: accountKeys.emailTaken(email),
    queryFn: ({ signal }) => checkEmailTaken(email, signal),
    // Someone else may register the address meanwhile: do not trust an answer for long.
    staleTime: 30_000,
  });

/**
 * §5: whether the email in the form is already taken, asked once typing pauses and only for a
 * well-formed address. `taken` is true only while the answer is for what the field holds now.
 * A failed lookup is only logged (§8): the server refuses a duplicate at submit anyway.
 */
export function useEmailTaken(email: string): { taken: boolean; checking: boolean } {
  const current = normaliseEmail(email);
  const debounced = useDebouncedValue(current, TAKEN_CHECK_DEBOUNCE_MS);
  const enabled = emailSchema.safeParse(debounced).success;
  const query = useQuery({ ...emailTakenQueryOptions(debounced), enabled });
  useEffect(() => {
    if (query.error) console.warn('The email check failed', query.error);
  }, [query.error]);
  return {
    taken: enabled && debounced === current && query.data === true,
    checking: enabled && query.isFetching,
  };
}
