import type { CreateShareLinkInput } from '@athcare/shared/locker.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import {
  type CreatedShareLink,
  createdShareLinkSchema,
  shareLinkRowSchema,
  type ShareLinkRow,
} from './locker-schemas';

/** GET share_links?file_id=eq.N (owner only, by policy): every link of a file, newest first. */
export function getShareLinks(fileId: string): Promise<ShareLinkRow[]> {
  return api.get('/share_links', {
    schema: 'pgmedlock',
    result: z.array(shareLinkRowSchema),
    query: {
      select:
        'id,file_id,label,expires_at,max_downloads,download_count,view_count,view_only,allow_downloads,revoked_at,created_at',
      file_id: `eq.${fileId}`,
      order: 'created_at.desc',
    },
  });
}

export const shareLinksQueryOptions = (ownerId: string, fileId: string) =>
  queryOptions({
    queryKey: lockerKeys.shareLinks(ownerId, fileId),
    queryFn: () => getShareLinks(fileId),
    // Counts and states change on the server (downloads, expiry): fresh each time the dialog opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useShareLinks(ownerId: string, fileId: string) {
  return useQuery(shareLinksQueryOptions(ownerId, fileId));
}

/** POST /api/locker/files/:id/share-links: the answer is the only time the token is seen. */
export function createShareLink(input: {
  fileId: string;
  link: CreateShareLinkInput;
}): Promise<CreatedShareLink> {
  return api.post(`/locker/files/${encodeURIComponent(input.fileId)}/share-links`, input.link, {
    result: createdShareLinkSchema,
    returnRepresentation: false,
  });
}

/** DELETE /api/locker/share-links/:id: the link stops working at once. */
export async function revokeShareLink(linkId: string): Promise<void> {
  await api.delete(`/locker/share-links/${encodeURIComponent(linkId)}`, {
    returnRepresentation: false,
  });
}

export function useCreateShareLink(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: lockerKeys.shareLinks(ownerId, input.fileId) }),
  });
}

export function useRevokeShareLink(ownerId: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: lockerKeys.shareLinks(ownerId, fileId) }),
  });
}
