import { takenResultSchema, usernameSchema } from '@athcare/shared/auth.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { accountKeys } from './account-keys';
import { TAKEN_CHECK_DEBOUNCE_MS } from './check-email-taken';

/** Usernames are unique regardless of case (the server compares them lower-cased and trimmed). */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

/** POST /rpc/check_username_taken {username} → boolean (open to anonymous visitors). */
export function checkUsernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  return api.rpc(
    'check_username_taken',
    { username },
    { result: takenResultSchema, returnRepresentation: false, skipAuthRefresh: true, signal },
  );
}

export const usernameTakenQueryOptions = (username: string) =>
  queryOptions({
    queryKey: accountKeys.usernameTaken(username),
    queryFn: ({ signal }) => checkUsernameTaken(username, signal),
    staleTime: 30_000,
  });

/** §5: whether the username in the form is taken; see useEmailTaken. */
export function useUsernameTaken(username: string): { taken: boolean; checking: boolean } {
  const current = normaliseUsername(username);
  const debounced = useDebouncedValue(current, TAKEN_CHECK_DEBOUNCE_MS);
  const enabled = usernameSchema.safeParse(debounced).success;
  const query = useQuery({ ...usernameTakenQueryOptions(debounced), enabled });
  useEffect(() => {
    if (query.error) console.warn('The username check failed', query.error);
  }, [query.error]);
  return {
    taken: enabled && debounced === current && query.data === true,
    checking: enabled && query.isFetching,
  };
}
