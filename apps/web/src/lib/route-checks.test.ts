import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  loadResultsPage,
  positiveIdParams,
  requireFound,
  requireOwnPages,
  slugParams,
} from './route-checks';

/** What `run` threw, for checking that it is the router's Not Found. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('route checks', () => {
  it('reads a positive whole-number id and writes it back', () => {
    const params = positiveIdParams('doctorId');
    expect(params.parse({ doctorId: '42' })).toEqual({ doctorId: 42 });
    expect(params.stringify({ doctorId: 42 })).toEqual({ doctorId: '42' });
    for (const bad of ['0', '-3', '1.5', 'abc', '']) {
      expect(isNotFound(thrown(() => params.parse({ doctorId: bad }))), bad).toBe(true);
    }
  });

  it('reads a slug as it is and refuses anything else', () => {
    const params = slugParams('blog');
    expect(params.parse({ blog: 'eat-well-2' })).toEqual({ blog: 'eat-well-2' });
    expect(params.stringify({ blog: 'eat-well-2' })).toEqual({ blog: 'eat-well-2' });
    for (const bad of ['Eat-well', 'eat--well', '-eat', 'eat well', '']) {
      expect(isNotFound(thrown(() => params.parse({ blog: bad }))), bad).toBe(true);
    }
  });

  it('lets a member into their own pages only, whatever the case of the address', () => {
    const user = { id: 'u1', username: 'Meera07' };
    expect(requireOwnPages(user, 'meera07')).toBe(user);
    expect(isNotFound(thrown(() => requireOwnPages(user, 'ravi')))).toBe(true);
    expect(isNotFound(thrown(() => requireOwnPages(null, 'meera07')))).toBe(true);
  });

  it('answers Not Found for a page whose record is missing', async () => {
    await expect(requireFound(Promise.resolve({ id: 1 }))).resolves.toBeUndefined();
    const missing = await requireFound(Promise.resolve(null)).catch((error: unknown) => error);
    expect(isNotFound(missing)).toBe(true);
  });

  it('waits for a results page on entering, only starts it when the search changes in place', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve({ total: 3 }));
    const page = { queryKey: ['results', 1], queryFn };
    await expect(loadResultsPage(queryClient, page, 'enter')).resolves.toEqual({ total: 3 });
    const next = { queryKey: ['results', 2], queryFn };
    await expect(loadResultsPage(queryClient, next, 'stay')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(['results', 2])).toEqual({ total: 3 }));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
