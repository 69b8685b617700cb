import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { historyKeys } from './history-keys';

const lockerFileSchema = z.object({ id: z.string(), name: z.string() });
export type LockerFileChoice = z.infer<typeof lockerFileSchema>;

/** The caller's own locker files (names only, newest first; at most 200) to link to a case. */
export async function getMyFiles(userId: string, signal?: AbortSignal) {
  return api.get('/files', {
    schema: 'pgmedlock',
    query: {
      select: 'id,name',
      owner_id: `eq.${userId}`,
      deleted_at: 'is.null',
      status: 'eq.active',
      order: 'created_at.desc',
      limit: 200,
    },
    result: z.array(lockerFileSchema),
    signal,
  });
}

export const myFilesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: historyKeys.myFiles(userId),
    queryFn: ({ signal }) => getMyFiles(userId, signal),
  });

export const useMyFiles = (userId: string | undefined) =>
  useQuery({ ...myFilesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
