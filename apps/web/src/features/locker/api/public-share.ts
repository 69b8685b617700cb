import {
  type ShareLinkMetadata,
  shareLinkMetadataSchema,
  type SharedFolderListing,
  sharedFolderListingSchema,
  shareUnlockResultSchema,
} from '@athcare/shared/locker.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';

/*
 * The public side of a share link (no sign-in). skipAuthRefresh: a 401 here means a wrong or
 * missing link password, never an expired session, so it must not trigger the session refresh.
 */

const grantHeaders = (grant: string | null): Record<string, string> =>
  grant ? { 'x-share-grant': grant } : {};

const tokenPath = (token: string) => `/share/${encodeURIComponent(token)}`;

/** GET /api/share/:token — name, size and type only once a passworded link is unlocked. */
export function getShareMetadata(token: string, grant: string | null): Promise<ShareLinkMetadata> {
  return api.get(tokenPath(token), {
    headers: grantHeaders(grant),
    skipAuthRefresh: true,
    result: shareLinkMetadataSchema,
  });
}

export const shareMetadataQueryOptions = (token: string, grant: string | null) =>
  queryOptions({
    queryKey: lockerKeys.publicShare(token, grant),
    queryFn: () => getShareMetadata(token, grant),
    staleTime: 0,
    retry: false,
  });

export function useShareMetadata(token: string, grant: string | null) {
  return useQuery(shareMetadataQueryOptions(token, grant));
}

/** POST /api/share/:token/unlock {password} → a short-lived grant for this link. */
export async function unlockShareLink(input: { token: string; password: string }): Promise<string> {
  const result = await api.post(
    `${tokenPath(input.token)}/unlock`,
    { password: input.password },
    { skipAuthRefresh: true, result: shareUnlockResultSchema, returnRepresentation: false },
  );
  return result.grant;
}

export function useUnlockShareLink() {
  return useMutation({ mutationFn: unlockShareLink });
}

/** GET /api/share/:token/files — a folder link's files (paths relative to the folder). */
export function getSharedFolderFiles(
  token: string,
  grant: string | null,
): Promise<SharedFolderListing> {
  return api.get(`${tokenPath(token)}/files`, {
    headers: grantHeaders(grant),
    skipAuthRefresh: true,
    result: sharedFolderListingSchema,
  });
}

export function useSharedFolderFiles(token: string, grant: string | null, enabled: boolean) {
  return useQuery({
    queryKey: lockerKeys.publicShareFiles(token, grant),
    queryFn: () => getSharedFolderFiles(token, grant),
    enabled,
    retry: false,
  });
}

/**
 * The bytes of a file link, or of one file of a folder link (fileId), with the grant header.
 * Anything but a view-only look counts as a download.
 */
export function getSharedContent(
  token: string,
  grant: string | null,
  inline: boolean,
  fileId?: string,
): Promise<Blob> {
  const file = fileId === undefined ? '' : `/files/${encodeURIComponent(fileId)}`;
  return api.blob(`${tokenPath(token)}${file}/content${inline ? '?inline=1' : ''}`, {
    headers: grantHeaders(grant),
    anonymous: true,
  });
}

/** What a page asks of a shared link's bytes: a look in the page (inline) or a download. */
export interface SharedContentRequest {
  fileId?: string;
  inline: boolean;
}

/**
 * Views and downloads of a link's bytes, one at a time. Each use may spend a download, so the
 * link's terms are read again afterwards, whatever the outcome.
 */
export function useSharedContent(token: string, grant: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, inline }: SharedContentRequest) =>
      getSharedContent(token, grant, inline, fileId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: lockerKeys.publicShare(token, grant) }),
  });
}
