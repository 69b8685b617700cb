import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import { type FileVersion, fileVersionSchema, lockerColumns } from '@athcare/shared/locker.schema';

/** GET file_versions?file_id=eq.N: the versions a newer upload replaced, newest first. */
export function getFileVersions(fileId: string): Promise<FileVersion[]> {
  return api.get('/file_versions', {
    schema: 'pgmedlock',
    result: z.array(fileVersionSchema),
    query: {
      select: lockerColumns.fileVersion,
      file_id: `eq.${fileId}`,
      order: 'version.desc',
    },
  });
}

export const fileVersionsQueryOptions = (ownerId: string, fileId: string) =>
  queryOptions({
    queryKey: lockerKeys.versions(ownerId, fileId),
    queryFn: () => getFileVersions(fileId),
  });

export function useFileVersions(ownerId: string, fileId: string) {
  return useQuery(fileVersionsQueryOptions(ownerId, fileId));
}
