import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { lockerKeys } from './locker-keys';

/**
 * Marks everything cached for the owner's locker as changed and reloads it, the lists not on screen
 * too: the app does not refetch on mount (§9), so an inactive list that was only marked stale would
 * show the old contents when the member goes back to it.
 */
export function refreshOwnerLocker(queryClient: QueryClient, ownerId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: lockerKeys.owner(ownerId), refetchType: 'all' });
}

/** A locker write that, done or failed, refreshes everything cached for the owner's locker. */
export function useOwnerMutation<TInput, TResult = void>(
  ownerId: string,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => refreshOwnerLocker(queryClient, ownerId),
  });
}
