import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import {
  lockerListColumns,
  lockerFolderSchema,
  type LockerFolder,
} from '@athcare/shared/locker-rows.schema';

const foldersSchema = z.array(lockerFolderSchema);
const folderColumns = lockerListColumns.folder;

/** §7: GET folders?owner_id=eq.X&parent_id=is.null (top level) or parent_id=eq.N. */
export function getChildFolders(ownerId: string, parentId: string | null): Promise<LockerFolder[]> {
  return api.get('/folders', {
    schema: 'pgmedlock',
    result: foldersSchema,
    query: {
      select: folderColumns,
      owner_id: `eq.${ownerId}`,
      parent_id: parentId ? `eq.${parentId}` : 'is.null',
      order: 'name.asc',
    },
  });
}

export const childFoldersQueryOptions = (ownerId: string, parentId: string | null) =>
  queryOptions({
    queryKey: lockerKeys.folderChildren(ownerId, parentId),
    queryFn: () => getChildFolders(ownerId, parentId),
  });

export function useChildFolders(ownerId: string, parentId: string | null) {
  return useQuery(childFoldersQueryOptions(ownerId, parentId));
}

/** §7: GET folders?owner_id=eq.X&path=eq./Lab Reports/2025 — null when there is no such folder. */
export async function getFolderByPath(ownerId: string, path: string): Promise<LockerFolder | null> {
  const rows = await api.get('/folders', {
    schema: 'pgmedlock',
    result: foldersSchema,
    query: { select: folderColumns, owner_id: `eq.${ownerId}`, path: `eq.${path}`, limit: 1 },
  });
  return rows[0] ?? null;
}

export const folderByPathQueryOptions = (ownerId: string, path: string) =>
  queryOptions({
    queryKey: lockerKeys.folderByPath(ownerId, path),
    queryFn: () => getFolderByPath(ownerId, path),
  });

/** Every folder of the owner, by path (the destinations of a move). */
export function getAllFolders(ownerId: string): Promise<LockerFolder[]> {
  return api.get('/folders', {
    schema: 'pgmedlock',
    result: foldersSchema,
    query: { select: folderColumns, owner_id: `eq.${ownerId}`, order: 'path.asc' },
  });
}

export const allFoldersQueryOptions = (ownerId: string) =>
  queryOptions({
    queryKey: lockerKeys.allFolders(ownerId),
    queryFn: () => getAllFolders(ownerId),
  });

export function useAllFolders(ownerId: string, enabled = true) {
  return useQuery({ ...allFoldersQueryOptions(ownerId), enabled });
}
