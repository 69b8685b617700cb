import { siteInfoSchema } from '@athcare/shared/site-info.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /site-info: the operator and grievance officer the legal pages name (server config). */
export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['info-pages', 'site-info'] as const,
    queryFn: ({ signal }) => api.get('/site-info', { result: siteInfoSchema, signal }),
    staleTime: Infinity,
  });

/** Loaded by the legal routes' loaders. */
export const useSiteInfo = () => useSuspenseQuery(siteInfoQueryOptions()).data;
