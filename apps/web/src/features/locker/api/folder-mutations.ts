import { api } from '@/lib/api-client';
import { useOwnerMutation } from './use-owner-mutation';

/*
 * Folder writes (§7 POST/PATCH/DELETE folders; move_folder and rename_folder RPCs). A rename or a
 * move changes the paths of everything below, so every write invalidates the owner's whole locker.
 */

export function createFolder(input: { name: string; parentId: string | null }): Promise<void> {
  return api.post(
    '/folders',
    { name: input.name, parentId: input.parentId },
    { schema: 'pgmedlock', returnRepresentation: false },
  );
}

export function renameFolder(input: { folderId: string; name: string }): Promise<void> {
  return api.rpc(
    'rename_folder',
    { folderId: input.folderId, name: input.name },
    { schema: 'pgmedlock', returnRepresentation: false },
  );
}

export function moveFolder(input: { folderId: string; newParentId: string | null }): Promise<void> {
  return api.rpc(
    'move_folder',
    { folderId: input.folderId, newParentId: input.newParentId },
    { schema: 'pgmedlock', returnRepresentation: false },
  );
}

/** The folder and its subfolders go; their files go to the trash (at the top level). */
export function deleteFolder(folderId: string): Promise<void> {
  return api.delete('/folders', {
    schema: 'pgmedlock',
    query: { id: `eq.${folderId}` },
    returnRepresentation: false,
  });
}

export const useCreateFolder = (ownerId: string) => useOwnerMutation(ownerId, createFolder);
export const useRenameFolder = (ownerId: string) => useOwnerMutation(ownerId, renameFolder);
export const useMoveFolder = (ownerId: string) => useOwnerMutation(ownerId, moveFolder);
export const useDeleteFolder = (ownerId: string) => useOwnerMutation(ownerId, deleteFolder);
