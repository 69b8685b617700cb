import { blogListSelect, blogSchema, CONTENT_SCHEMA } from '@athcare/shared/content.schema';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

export const blogListItemSchema = blogSchema.omit({ body: true });
export type BlogListItem = z.infer<typeof blogListItemSchema>;

/** GET /blogs (pgcontent), newest first, without bodies. */
export function getBlogs(signal?: AbortSignal) {
  return api.get('/blogs', {
    schema: CONTENT_SCHEMA,
    query: { select: blogListSelect, order: 'published_at.desc' },
    result: z.array(blogListItemSchema),
    signal,
  });
}

export const blogsQueryOptions = () =>
  queryOptions({ queryKey: exploreKeys.blogs(), queryFn: ({ signal }) => getBlogs(signal) });

export const useBlogs = () => useSuspenseQuery(blogsQueryOptions());
