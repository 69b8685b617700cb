import type { SearchFilesParams } from './search-files';

/**
 * Query keys of the locker. Everything an owner's write can change sits under `owner(ownerId)`,
 * so a mutation invalidates that one prefix (folders, files, trash, search, usage together).
 */
export const lockerKeys = {
  all: ['locker'] as const,
  subscription: () => [...lockerKeys.all, 'subscription'] as const,
  owner: (ownerId: string) => [...lockerKeys.all, 'owner', ownerId] as const,
  usage: (ownerId: string) => [...lockerKeys.owner(ownerId), 'usage'] as const,
  folders: (ownerId: string) => [...lockerKeys.owner(ownerId), 'folders'] as const,
  folderChildren: (ownerId: string, parentId: string | null) =>
    [...lockerKeys.folders(ownerId), 'children', parentId ?? 'root'] as const,
  folderByPath: (ownerId: string, path: string) =>
    [...lockerKeys.folders(ownerId), 'path', path] as const,
  allFolders: (ownerId: string) => [...lockerKeys.folders(ownerId), 'all'] as const,
  files: (ownerId: string) => [...lockerKeys.owner(ownerId), 'files'] as const,
  filesInFolder: (ownerId: string, folderId: string | null) =>
    [...lockerKeys.files(ownerId), 'folder', folderId ?? 'root'] as const,
  recentFiles: (ownerId: string) => [...lockerKeys.files(ownerId), 'recent'] as const,
  trash: (ownerId: string) => [...lockerKeys.files(ownerId), 'trash'] as const,
  search: (ownerId: string, params: SearchFilesParams) =>
    [...lockerKeys.files(ownerId), 'search', params] as const,
  versions: (ownerId: string, fileId: string) =>
    [...lockerKeys.files(ownerId), 'versions', fileId] as const,
  shareLinks: (ownerId: string, kind: 'file' | 'folder', id: string) =>
    [...lockerKeys.owner(ownerId), 'share-links', kind, id] as const,
  peopleShares: (ownerId: string, kind: 'file' | 'folder', id: string) =>
    [...lockerKeys.owner(ownerId), 'people-shares', kind, id] as const,
  /** What others share with the signed-in member (not under owner(): others' writes change it). */
  sharedWithMe: (userId: string) => [...lockerKeys.all, 'shared-with-me', userId] as const,
  profileByUsername: (username: string) => [...lockerKeys.all, 'profile', username] as const,
  content: (fileId: string, stamp: string) =>
    [...lockerKeys.all, 'content', fileId, stamp] as const,
  /** The grant is part of the key: a new unlock (after the old grant ran out) reads afresh. */
  publicShare: (token: string, grant: string | null) =>
    ['share-link', token, grant ?? 'no-grant'] as const,
  publicShareFiles: (token: string, grant: string | null) =>
    [...lockerKeys.publicShare(token, grant), 'files'] as const,
};
