import { convertKeys, toCamelCase } from '@/lib/key-case';
import { type LockerAuth, sendMultipart, type SendMultipartOptions } from './locker-transport';
import { lockerFileRowSchema, type LockerFileRow } from './locker-schemas';
import { sessionAuth } from './session-auth';

export interface UploadFileInput {
  file: File;
  /** Target folder; null or absent: the top level. */
  folderId?: string | null;
  /** Upload as a new version of this file instead of a new file. */
  fileId?: string;
}

export type UploadFileOptions = Omit<SendMultipartOptions, 'auth'> & { auth?: LockerAuth };

/**
 * POST /api/locker/files (multipart: folder_id and name BEFORE the file part, as the server reads
 * fields up to the file) or POST /api/locker/files/:id/versions. Reports progress 0…1.
 */
export async function uploadFile(
  { file, folderId, fileId }: UploadFileInput,
  { auth = sessionAuth, ...options }: UploadFileOptions = {},
): Promise<LockerFileRow> {
  const path = fileId ? `/locker/files/${encodeURIComponent(fileId)}/versions` : '/locker/files';
  const makeBody = () => {
    const form = new FormData();
    if (!fileId) {
      if (folderId) form.append('folder_id', folderId);
      form.append('name', file.name);
    }
    form.append('file', file, file.name);
    return form;
  };
  const answer = await sendMultipart(path, makeBody, { ...options, auth });
  return lockerFileRowSchema.parse(convertKeys(answer, toCamelCase, new Set()));
}
