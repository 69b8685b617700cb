import { blogSchema, CONTENT_SCHEMA } from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

/** GET /blogs?slug=eq.{slug}; null when there is none. */
export async function getBlog(slug: string, signal?: AbortSignal) {
  const rows = await api.get('/blogs', {
    schema: CONTENT_SCHEMA,
    query: { slug: `eq.${slug}`, limit: 1 },
    result: z.array(blogSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const blogQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: exploreKeys.blog(slug),
    queryFn: ({ signal }) => getBlog(slug, signal),
  });

export const useBlog = (slug: string) => useSuspenseQuery(blogQueryOptions(slug));
