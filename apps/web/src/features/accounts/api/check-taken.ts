import { emailSchema, takenResultSchema, usernameSchema } from '@athcare/shared/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { accountKeys } from './account-keys';

/** Pause after the last keystroke before asking the server. */
export const TAKEN_CHECK_DEBOUNCE_MS = 400;

/**
 * The server compares emails and usernames trimmed and case-insensitively (usernames are unique
 * regardless of case); so does the cache key.
 */
export const normaliseTakenValue = (value: string): string => value.trim().toLowerCase();

/** What can be taken: the well-formed values worth asking about, and the answer's cache key. */
const takenFields = {
  email: { schema: emailSchema, key: accountKeys.emailTaken },
  username: { schema: usernameSchema, key: accountKeys.usernameTaken },
};
export type TakenField = keyof typeof takenFields;

/** POST /rpc/check_{email,username}_taken {email | username} → boolean (open to anonymous visitors). */
export function checkTaken(
  field: TakenField,
  value: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return api.rpc(
    `check_${field}_taken`,
    { [field]: value },
    { result: takenResultSchema, returnRepresentation: false, skipAuthRefresh: true, signal },
  );
}

export const takenQueryOptions = (field: TakenField, value: string) =>
  queryOptions({
    queryKey: takenFields[field].key(value),
    queryFn: ({ signal }) => checkTaken(field, value, signal),
    // Someone else may register the value meanwhile: do not trust an answer for long.
    staleTime: 30_000,
  });

/**
 * §5: whether the email or username in the form is already taken, asked once typing pauses and
 * only for a well-formed value. `taken` is true only while the answer is for what the field holds
 * now. A failed lookup is only logged (§8): the server refuses a duplicate at submit anyway.
 */
export function useTaken(field: TakenField, value: string): { taken: boolean; checking: boolean } {
  const current = normaliseTakenValue(value);
  const debounced = useDebouncedValue(current, TAKEN_CHECK_DEBOUNCE_MS);
  const enabled = takenFields[field].schema.safeParse(debounced).success;
  const query = useQuery({ ...takenQueryOptions(field, debounced), enabled });
  useEffect(() => {
    if (query.error) console.warn(`The ${field} check failed`, query.error);
  }, [field, query.error]);
  return {
    taken: enabled && debounced === current && query.data === true,
    checking: enabled && query.isFetching,
  };
}
