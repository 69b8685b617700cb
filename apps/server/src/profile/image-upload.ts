import type { Readable } from 'node:stream';
import { isAvatarMimeType } from '@athcare/shared/avatar.schema';
import { ApiError, httpError } from '../errors/api-error.ts';
import { storeUpload, type StoredUpload } from '../locker/locker-http.ts';
import type { BlobStore } from '../storage/blob-store.ts';

/**
 * Stores an uploaded picture through the locker's upload guard (type sniffed from the bytes, size
 * counted against `maxBytes`) and refuses, in the caller's words, what is too large or not a
 * picture; a refused picture's blob is removed at once.
 */
export async function storeImageUpload(
  store: BlobStore,
  file: Readable,
  maxBytes: number,
  words: { tooLarge: string; unsupportedType: string },
): Promise<StoredUpload> {
  let stored: StoredUpload;
  try {
    stored = await storeUpload(store, file, maxBytes);
  } catch (error) {
    if (error instanceof ApiError && error.status === 413)
      throw httpError(413, words.tooLarge, 'too_large');
    if (error instanceof ApiError && error.status === 415)
      throw httpError(415, words.unsupportedType, 'unsupported_type');
    throw error;
  }
  if (!isAvatarMimeType(stored.mimeType)) {
    await store.delete(stored.put.key).catch(() => {});
    throw httpError(415, words.unsupportedType, 'unsupported_type');
  }
  return stored;
}
