import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { ShareTarget } from './asset-access';
import { lockerKeys } from './locker-keys';
import {
  type CreatedShareLink,
  createdShareLinkSchema,
  type CreateShareLinkInput,
  lockerColumns,
  shareLinkRowSchema,
  type ShareLinkRow,
} from '@athcare/shared/locker.schema';

/** GET share_links?file_id=eq.N or folder_id=eq.N (owner only, by policy), newest first. */
export function getShareLinks(target: ShareTarget): Promise<ShareLinkRow[]> {
  return api.get('/share_links', {
    schema: 'pgmedlock',
    result: z.array(shareLinkRowSchema),
    query: {
      select: lockerColumns.shareLink,
      [target.kind === 'file' ? 'file_id' : 'folder_id']: `eq.${target.id}`,
      order: 'created_at.desc',
    },
  });
}

export const shareLinksQueryOptions = (ownerId: string, target: ShareTarget) =>
  queryOptions({
    queryKey: lockerKeys.shareLinks(ownerId, target.kind, target.id),
    queryFn: () => getShareLinks(target),
    // Counts and states change on the server (downloads, expiry): fresh each time the dialog opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useShareLinks(ownerId: string, target: ShareTarget) {
  return useQuery(shareLinksQueryOptions(ownerId, target));
}

/** POST /api/locker/{files|folders}/:id/share-links: the only answer that carries the token. */
export function createShareLink(input: {
  target: ShareTarget;
  link: CreateShareLinkInput;
}): Promise<CreatedShareLink> {
  const collection = input.target.kind === 'file' ? 'files' : 'folders';
  return api.post(
    `/locker/${collection}/${encodeURIComponent(input.target.id)}/share-links`,
    input.link,
    {
      result: createdShareLinkSchema,
      returnRepresentation: false,
    },
  );
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
      queryClient.invalidateQueries({
        queryKey: lockerKeys.shareLinks(ownerId, input.target.kind, input.target.id),
      }),
  });
}

export function useRevokeShareLink(ownerId: string, target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: lockerKeys.shareLinks(ownerId, target.kind, target.id),
      }),
  });
}
