import type { SignedInCaller } from '../http/caller.ts';
import type { Kernel } from '../http/kernel.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { lockerDbError, type StoredUpload } from './locker-http.ts';
import { forgetUpload, recordUpload } from './locker-sql.ts';

/**
 * Records the stored blob as a pending upload of the caller, then runs the row write (`write`, a
 * call as the caller). If anything fails the pending entry and the blob go, so no row without
 * blob and no blob without row remain (a crash in between leaves an orphan for sweepOrphanBlobs).
 * `write` answering null (nothing written) also discards the upload.
 */
export async function commitStoredUpload<T>(
  k: Kernel,
  store: BlobStore,
  caller: SignedInCaller,
  stored: StoredUpload,
  write: () => Promise<T | null | undefined>,
): Promise<T | undefined> {
  const { key, size, sha256 } = stored.put;
  const discard = async () => {
    // As the service: the pending-upload table is the server's own record.
    await k.callAsService(forgetUpload, { blob_key: key }).catch(() => {});
    await store.delete(key).catch(() => {});
  };
  let row: T | null | undefined;
  try {
    // As the service for the caller (the session checked first): only the server may attest
    // that it stored this blob for this owner; the caller's file write then claims it (the
    // files trigger checks owner, plan and quota).
    await k.callAsServiceFor(caller, recordUpload, {
      blob_key: key,
      owner_id: caller.userId,
      size,
      sha256,
      mime_type: stored.mimeType,
    });
    row = await write();
  } catch (error) {
    await discard();
    throw lockerDbError(error);
  }
  if (row === null || row === undefined) {
    await discard();
    return undefined;
  }
  return row;
}
