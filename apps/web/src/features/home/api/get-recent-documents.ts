import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { homeKeys } from './home-keys';

const recentDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string().nullable(),
  updatedAt: z.string(),
});
export type RecentDocument = z.infer<typeof recentDocumentSchema>;

/** The five files the member changed last in their own locker (not files shared with them). */
export function getRecentDocuments(userId: string, signal?: AbortSignal) {
  return api.get('/files', {
    schema: 'pgmedlock',
    query: {
      select: 'id,name,mime_type,updated_at',
      owner_id: `eq.${userId}`,
      status: 'eq.active',
      order: 'updated_at.desc',
      limit: '5',
    },
    result: z.array(recentDocumentSchema),
    signal,
  });
}

export const recentDocumentsQueryOptions = (userId: string) =>
  queryOptions({
    // A summary of data other features change: fetched on every visit to the home page.
    refetchOnMount: 'always',
    queryKey: homeKeys.recentDocuments(userId),
    queryFn: ({ signal }) => getRecentDocuments(userId, signal),
  });

export const useRecentDocuments = (userId: string) => useQuery(recentDocumentsQueryOptions(userId));
