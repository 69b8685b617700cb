import { type LockerFileRow, lockerMessages } from '@athcare/shared/locker-rows.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadAbortedError } from '@/lib/api-client';
import { uploadFile, type UploadFileOptions } from '../api/upload-file';
import { refreshOwnerLocker } from '../api/use-owner-mutation';
import { lockerErrorMessage, lockerErrorReason } from '../lib/locker-errors';

/** The server's limit (UPLOAD_LIMIT_BYTES); checked here too so a too-large file fails at once. */
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** 0…1 */
  progress: number;
  status: 'uploading' | 'done' | 'error' | 'cancelled';
  error?: string;
  /** The server's reason code on failure ('name_taken', 'quota_exceeded', …). */
  reason?: string | null;
  file?: LockerFileRow;
  /** The chosen file, kept so a refused upload can be sent again (e.g. as a new version). */
  source: File;
}

export interface UseUploadQueueOptions {
  ownerId: string;
  /** Injected in tests (a fake XMLHttpRequest). */
  uploadOptions?: Pick<UploadFileOptions, 'createXhr' | 'client'>;
  onUploaded?: (file: LockerFileRow) => void;
}

let nextId = 0;

/**
 * Uploads files one after another into a folder (or as a new version of one file), keeping a
 * per-file progress and outcome for the progress list. Finished rows stay until dismissed.
 */
export function useUploadQueue({ ownerId, uploadOptions, onUploaded }: UseUploadQueueOptions) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const chain = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const live = controllers.current;
    return () => {
      for (const controller of live.values()) controller.abort();
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  const runOne = useCallback(
    async (id: string, file: File, target: { folderId?: string | null; fileId?: string }) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const row = await uploadFile(
          { file, ...target },
          {
            ...uploadOptions,
            signal: controller.signal,
            onProgress: (progress) => update(id, { progress }),
          },
        );
        update(id, { status: 'done', progress: 1, file: row });
        onUploaded?.(row);
      } catch (error) {
        if (error instanceof UploadAbortedError) {
          update(id, { status: 'cancelled' });
        } else {
          update(id, {
            status: 'error',
            error: lockerErrorMessage(error),
            reason: lockerErrorReason(error),
          });
        }
      } finally {
        controllers.current.delete(id);
        await refreshOwnerLocker(queryClient, ownerId);
      }
    },
    [onUploaded, ownerId, queryClient, update, uploadOptions],
  );

  /** Queues files; returns when all of them have finished (whatever the outcome). */
  const upload = useCallback(
    (files: Iterable<File>, target: { folderId?: string | null; fileId?: string } = {}) => {
      const queued: UploadItem[] = [];
      const work: [string, File][] = [];
      for (const file of files) {
        const id = `upload-${++nextId}`;
        const base = { id, name: file.name, size: file.size, progress: 0, source: file };
        if (file.size > UPLOAD_LIMIT_BYTES) {
          queued.push({
            ...base,
            status: 'error',
            error: lockerMessages.tooLarge(UPLOAD_LIMIT_BYTES),
            reason: 'too_large',
          });
        } else if (file.size === 0) {
          queued.push({
            ...base,
            status: 'error',
            error: lockerMessages.emptyFile,
            reason: 'empty_file',
          });
        } else {
          queued.push({ ...base, status: 'uploading' });
          work.push([id, file]);
        }
      }
      setItems((all) => [...queued, ...all]);
      const run = chain.current.then(async () => {
        for (const [id, file] of work) await runOne(id, file, target);
      });
      chain.current = run;
      return run;
    },
    [runOne],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const dismiss = useCallback(
    (id: string) => setItems((all) => all.filter((item) => item.id !== id)),
    [],
  );
  const clearFinished = useCallback(
    () => setItems((all) => all.filter((item) => item.status === 'uploading')),
    [],
  );

  return { items, upload, cancel, dismiss, clearFinished };
}
