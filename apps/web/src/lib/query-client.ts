import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;
export const MAX_QUERY_RETRIES = 3;

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s (§9). */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * §9: up to 3 retries. A client error (4xx other than 408/429) will not change on retry, so it fails
 * at once; that spares the server and shows the user the real problem sooner.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** The data cache of §9: fresh 60 min, no refetch on mount or focus, unused entries gone after 5 min. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60 * MINUTE,
        gcTime: 5 * MINUTE,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: { retry: 0 },
    },
  });
}
