import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema } from './search-params';

// What a route checks before its page shows: its address's parameters, that its record exists,
// that the pages are the signed-in member's own (each failure is Not Found); and how a page of
// search results loads.

/** A path parameter that is a record's id: a whole number above zero (zod/mini, like all route checks). */
const positiveWholeNumber = lazySchema(() => z.coerce.number().check(z.int(), z.positive()));

/**
 * A route's `params` for one parameter, `name`, that is a record's numeric id: an address whose
 * id is not a whole number above zero is Not Found, before any request.
 */
export function positiveIdParams<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<Name, string>) => {
      const parsed = positiveWholeNumber.schema.safeParse(raw[name]);
      if (!parsed.success) throw notFound();
      return { [name]: parsed.data } as Record<Name, number>;
    },
    stringify: (params: Record<Name, number>) =>
      ({ [name]: String(params[name]) }) as Record<Name, string>,
  };
}

const slug = lazySchema(() => z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)));

/** A route's `params` for one parameter, `name`, that is a slug (lower-case words and hyphens). */
export function slugParams<Name extends string>(name: Name) {
  return {
    parse: (raw: Record<Name, string>) => {
      if (!slug.schema.safeParse(raw[name]).success) throw notFound();
      return { [name]: raw[name] } as Record<Name, string>;
    },
    stringify: (params: Record<Name, string>) => params,
  };
}

/** For a loader: waits for the page's record and answers Not Found when there is none. */
export async function requireFound(record: Promise<unknown>): Promise<void> {
  if (!(await record)) throw notFound();
}

/**
 * For a member's own pages (/{username}/…): the signed-in user when the address names them (in any
 * case); anyone else's address, or none signed in, is Not Found.
 */
export function requireOwnPages<User extends { username: string }>(
  user: User | null | undefined,
  username: string,
): User {
  if (!user || user.username.toLowerCase() !== username.toLowerCase()) throw notFound();
  return user;
}

/**
 * A search results route's loader: entering the route (or preloading it) waits for the page of
 * results, which it returns; a change of the search on the page itself (`stay`) only starts
 * loading, so the page renders at once and shows skeletons meanwhile.
 */
export async function loadResultsPage<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  page: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  cause: 'preload' | 'enter' | 'stay',
): Promise<TData | undefined> {
  if (cause === 'stay') {
    void queryClient.prefetchQuery(page);
    return undefined;
  }
  return queryClient.ensureQueryData(page);
}
