import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetryQuery } from './query-client';

describe('query client (§9)', () => {
  it('keeps data fresh 60 min, drops unused entries after 5 min, no refetch on mount/focus, no mutation retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 3_600_000,
      gcTime: 300_000,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
    });
    expect(mutations?.retry).toBe(0);
  });
  it('retries queries 3 times with exponential backoff capped at 30 s', () => {
    const error = new Error('network');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
  it('does not retry client errors other than 408 and 429', () => {
    expect(shouldRetryQuery(0, new ApiError('x', 404, null))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('x', 429, null))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError('x', 503, null))).toBe(true);
  });
});
