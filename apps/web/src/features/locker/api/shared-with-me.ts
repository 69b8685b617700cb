import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { compareInstants } from '@/lib/compare-instants';
import {
  assetAccessColumns,
  assetAccessRowSchema,
  getProfilesById,
  isLiveShare,
  type PublicProfile,
  type SharePermission,
} from './asset-access';
import { fileColumns } from './get-files';
import { lockerKeys } from './locker-keys';
import {
  type LockerFileRow,
  lockerFileRowSchema,
  type LockerFolder,
  lockerFolderSchema,
} from '@athcare/shared/locker-rows.schema';

/** What one share gives: the widest permission and the latest expiry of the shares behind it. */
export interface ShareGrant {
  permission: SharePermission;
  /** null: no expiry. */
  expiresAt: string | null;
  sharedAt: string;
  owner: PublicProfile | null;
  ownerId: string;
}

export interface SharedFile extends ShareGrant {
  kind: 'file';
  file: LockerFileRow;
}

export interface SharedFolder extends ShareGrant {
  kind: 'folder';
  folder: LockerFolder;
  /** The active files anywhere under the folder, with the path below it. */
  files: { file: LockerFileRow; relativePath: string; permission: SharePermission }[];
}

export type SharedItem = SharedFile | SharedFolder;

function merge(into: ShareGrant | undefined, next: ShareGrant): ShareGrant {
  if (!into) return next;
  return {
    ...into,
    permission:
      into.permission === 'download' || next.permission === 'download' ? 'download' : 'view',
    expiresAt:
      into.expiresAt === null || next.expiresAt === null
        ? null
        : Date.parse(into.expiresAt) >= Date.parse(next.expiresAt)
          ? into.expiresAt
          : next.expiresAt,
    sharedAt: into.sharedAt >= next.sharedAt ? into.sharedAt : next.sharedAt,
  };
}

/**
 * Files and folders other members share with `userId` (directly or through a group), live shares
 * only: the shares the grantee may read, the files and folders the row policies let them see
 * (whose owner is someone else), and the sharers' names. Newest share first.
 */
export async function getSharedWithMe(userId: string, now = Date.now()): Promise<SharedItem[]> {
  const [shares, files, folders] = await Promise.all([
    api.get('/asset_access', {
      schema: 'pgmedlock',
      result: z.array(assetAccessRowSchema),
      query: {
        select: assetAccessColumns,
        owner_id: `neq.${userId}`,
        revoked_at: 'is.null',
        order: 'created_at.desc',
      },
    }),
    // shared_files: the files shared with the caller, without their storage keys (issue 12).
    api.get('/shared_files', {
      schema: 'pgmedlock',
      result: z.array(lockerFileRowSchema),
      query: {
        select: fileColumns,
        owner_id: `neq.${userId}`,
        status: 'eq.active',
        order: 'path.asc',
      },
    }),
    api.get('/folders', {
      schema: 'pgmedlock',
      result: z.array(lockerFolderSchema),
      query: {
        select: 'id,owner_id,parent_id,name,path,created_at,updated_at',
        owner_id: `neq.${userId}`,
        order: 'path.asc',
      },
    }),
  ]);
  const live = shares.filter((share) => isLiveShare(share, now));
  const profiles = await getProfilesById(live.map((share) => share.ownerId));
  const fileById = new Map(files.map((f) => [f.id, f]));
  const folderById = new Map(folders.map((f) => [f.id, f]));

  const fileGrants = new Map<string, ShareGrant>();
  const folderGrants = new Map<string, ShareGrant>();
  for (const share of live) {
    const grant: ShareGrant = {
      permission: share.permissions === 'download' && share.allowDownloads ? 'download' : 'view',
      expiresAt: share.expiresAt,
      sharedAt: share.createdAt,
      owner: profiles.get(share.ownerId) ?? null,
      ownerId: share.ownerId,
    };
    if (share.fileId && fileById.has(share.fileId)) {
      fileGrants.set(share.fileId, merge(fileGrants.get(share.fileId), grant));
    } else if (share.folderId && folderById.has(share.folderId)) {
      folderGrants.set(share.folderId, merge(folderGrants.get(share.folderId), grant));
    }
  }

  const items: SharedItem[] = [];
  for (const [folderId, grant] of folderGrants) {
    const folder = folderById.get(folderId);
    if (!folder) continue;
    const prefix = `${folder.path}/`;
    items.push({
      kind: 'folder',
      folder,
      ...grant,
      files: files
        .filter((f) => f.ownerId === folder.ownerId && f.path.startsWith(prefix))
        .map((file) => ({
          file,
          relativePath: file.path.slice(prefix.length),
          permission:
            grant.permission === 'download' || fileGrants.get(file.id)?.permission === 'download'
              ? 'download'
              : 'view',
        })),
    });
  }
  for (const [fileId, grant] of fileGrants) {
    const file = fileById.get(fileId);
    if (file) items.push({ kind: 'file', file, ...grant });
  }
  return items.sort((a, b) => compareInstants(b.sharedAt, a.sharedAt));
}

export const sharedWithMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: lockerKeys.sharedWithMe(userId),
    queryFn: () => getSharedWithMe(userId),
    // Others share and revoke: read afresh whenever the view opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useSharedWithMe(userId: string) {
  return useQuery(sharedWithMeQueryOptions(userId));
}
