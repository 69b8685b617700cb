import { api } from '@/lib/api-client';
import { useOwnerMutation } from './use-owner-mutation';

/*
 * File writes: move and rename (PATCH files?id=eq.N), tags, trash and restore (RPCs), permanent
 * delete and emptying the trash (locker routes, which also remove the bytes).
 */

export function updateFile(input: {
  fileId: string;
  changes: { folderId?: string | null; name?: string; tags?: string[] };
}): Promise<void> {
  return api.patch('/files', input.changes, {
    schema: 'pgmedlock',
    query: { id: `eq.${input.fileId}` },
    returnRepresentation: false,
  });
}

export function trashFile(fileId: string): Promise<void> {
  return api.rpc('trash_file', { fileId }, { schema: 'pgmedlock', returnRepresentation: false });
}

export function restoreFile(fileId: string): Promise<void> {
  return api.rpc('restore_file', { fileId }, { schema: 'pgmedlock', returnRepresentation: false });
}

/** DELETE /api/locker/files/:id?permanent=1 — only from the trash; the bytes go too. */
export function deleteFilePermanently(fileId: string): Promise<void> {
  return api.delete(`/locker/files/${encodeURIComponent(fileId)}`, {
    query: { permanent: 1 },
    returnRepresentation: false,
  });
}

export async function emptyTrash(): Promise<void> {
  await api.delete('/locker/trash', { returnRepresentation: false });
}

export const useUpdateFile = (ownerId: string) => useOwnerMutation(ownerId, updateFile);
export const useTrashFile = (ownerId: string) => useOwnerMutation(ownerId, trashFile);
export const useRestoreFile = (ownerId: string) => useOwnerMutation(ownerId, restoreFile);
export const useDeleteFilePermanently = (ownerId: string) =>
  useOwnerMutation(ownerId, deleteFilePermanently);
export const useEmptyTrash = (ownerId: string) => useOwnerMutation(ownerId, emptyTrash);
