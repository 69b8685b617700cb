import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import {
  lockerListColumns,
  lockerFileRowSchema,
  type LockerFileRow,
} from '@athcare/shared/locker-rows.schema';

const filesSchema = z.array(lockerFileRowSchema);
/** The columns the screens use (never blob_key). */
export const fileColumns = lockerListColumns.file;

/** GET files?owner_id=eq.X&… : one member's files (the screens' columns), filtered by `query`. */
function getOwnFiles(
  ownerId: string,
  query: { status: string; order: string; folder_id?: string; limit?: number },
): Promise<LockerFileRow[]> {
  return api.get('/files', {
    schema: 'pgmedlock',
    result: filesSchema,
    query: { select: fileColumns, owner_id: `eq.${ownerId}`, ...query },
  });
}

/** §7: GET files?owner_id=eq.X&folder_id=eq.N (folder_id=is.null at the top level), active only. */
export function getFilesInFolder(
  ownerId: string,
  folderId: string | null,
): Promise<LockerFileRow[]> {
  return getOwnFiles(ownerId, {
    folder_id: folderId ? `eq.${folderId}` : 'is.null',
    status: 'eq.active',
    order: 'updated_at.desc',
  });
}

export const filesInFolderQueryOptions = (ownerId: string, folderId: string | null) =>
  queryOptions({
    queryKey: lockerKeys.filesInFolder(ownerId, folderId),
    queryFn: () => getFilesInFolder(ownerId, folderId),
  });

export function useFilesInFolder(ownerId: string, folderId: string | null) {
  return useQuery(filesInFolderQueryOptions(ownerId, folderId));
}

export const RECENT_FILES_LIMIT = 6;

/** The latest active files anywhere in the locker. */
export function getRecentFiles(ownerId: string): Promise<LockerFileRow[]> {
  return getOwnFiles(ownerId, {
    status: 'eq.active',
    order: 'updated_at.desc',
    limit: RECENT_FILES_LIMIT,
  });
}

export const recentFilesQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: lockerKeys.recentFiles(ownerId),
    queryFn: () => getRecentFiles(ownerId),
  });

export function useRecentFiles(ownerId: string) {
  return useQuery(recentFilesQueryOptions(ownerId));
}

/** The trash: files with status trashed, latest first. */
export function getTrashedFiles(ownerId: string): Promise<LockerFileRow[]> {
  return getOwnFiles(ownerId, { status: 'eq.trashed', order: 'trashed_at.desc' });
}

export const trashQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: lockerKeys.trash(ownerId), queryFn: () => getTrashedFiles(ownerId) });

export function useTrashedFiles(ownerId: string) {
  return useQuery(trashQueryOptions(ownerId));
}
