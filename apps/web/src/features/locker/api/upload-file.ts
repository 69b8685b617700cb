import { api, type ApiClient, type UploadOptions } from '@/lib/api-client';
import { lockerFileRowSchema, type LockerFileRow } from '@athcare/shared/locker-rows.schema';

export interface UploadFileInput {
  file: File;
  /** Target folder; null or absent: the top level. */
  folderId?: string | null;
  /** Upload as a new version of this file instead of a new file. */
  fileId?: string;
}

export type UploadFileOptions = Omit<UploadOptions, 'result'> & {
  /** The client to send with (tests pass one with a stand-in session). */
  client?: ApiClient;
};

/**
 * POST /api/locker/files (multipart: folder_id and name BEFORE the file part, as the server reads
 * fields up to the file) or POST /api/locker/files/:id/versions. Reports progress 0…1.
 */
export function uploadFile(
  { file, folderId, fileId }: UploadFileInput,
  { client = api, ...options }: UploadFileOptions = {},
): Promise<LockerFileRow> {
  const path = fileId ? `/locker/files/${encodeURIComponent(fileId)}/versions` : '/locker/files';
  const form = new FormData();
  if (!fileId) {
    if (folderId) form.append('folder_id', folderId);
    form.append('name', file.name);
  }
  form.append('file', file, file.name);
  return client.upload(path, form, { ...options, result: lockerFileRowSchema });
}
