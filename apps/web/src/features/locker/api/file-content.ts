import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';

/**
 * GET /api/locker/files/:id/content[?inline=1] (or an old version's content) as a Blob: the route
 * needs the Bearer header, so a plain link cannot open it; the page shows it through an object URL.
 */
export function getFileContent(
  fileId: string,
  { inline = false, version }: { inline?: boolean; version?: number } = {},
): Promise<Blob> {
  const id = encodeURIComponent(fileId);
  const path = version
    ? `/locker/files/${id}/versions/${version}/content`
    : `/locker/files/${id}/content`;
  return api.blob(inline ? `${path}?inline=1` : path);
}

/** The bytes to preview; `stamp` (updatedAt) makes a new version a new entry. Not kept around. */
export const fileContentQueryOptions = (fileId: string, stamp: string) =>
  queryOptions({
    queryKey: lockerKeys.content(fileId, stamp),
    queryFn: () => getFileContent(fileId, { inline: true }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useFileContent(fileId: string, stamp: string) {
  return useQuery(fileContentQueryOptions(fileId, stamp));
}
