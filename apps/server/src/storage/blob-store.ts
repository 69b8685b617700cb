import { createHash, randomBytes } from 'node:crypto';
import { open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';

/** What put() stored: a fresh random key, the byte count and the SHA-256 (hex) of the bytes. */
export interface PutResult {
  key: string;
  size: number;
  sha256: string;
}

export interface BlobInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte range, as in HTTP Range (end < size). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface GetOptions {
  range?: ByteRange;
  /** On a full read the stream errors at its end (BlobIntegrityError) if the bytes differ. */
  sha256?: string;
}

/**
 * Where locker files' bytes live (ARCHITECTURE.md "Storage of files"). Blobs are immutable and
 * named by random keys; the database row says which blob is which file.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /**
   * Stores the stream under a new key, or under `restoreKey` when a backup is restored (replacing
   * what is there). On any error (including an aborted source) nothing stays.
   */
  put(source: AsyncIterable<Uint8Array>, restoreKey?: string): Promise<PutResult>;
  /** Throws BlobNotFoundError when the key is unknown. */
  get(key: string, options?: GetOptions): Promise<Readable>;
  /** Idempotent: deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored blob (for the orphan sweep). */
  list(): AsyncIterable<BlobInfo>;
  /** Removes temporary upload files a crash left behind, older than the date; returns how many. */
  removeStaleTemp(olderThan: Date): Promise<number>;
}

export class BlobNotFoundError extends Error {
  constructor() {
    super('Blob not found');
    this.name = 'BlobNotFoundError';
  }
}

export class BlobIntegrityError extends Error {
  constructor() {
    super('Stored file failed its SHA-256 check');
    this.name = 'BlobIntegrityError';
  }
}

const keyPattern = /^[0-9a-f]{32}$/;

/** Keys are 128-bit random hex; anything else is refused before it reaches a path or an URL. */
export function assertBlobKey(key: string): void {
  if (!keyPattern.test(key)) throw new BlobNotFoundError();
}

export function isBlobKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The key a put() stores under: `restoreKey` when a backup is restored, else a fresh one. */
export function keyForPut(restoreKey: string | undefined): string {
  if (restoreKey === undefined) return randomBytes(16).toString('hex');
  assertBlobKey(restoreKey);
  return restoreKey;
}

/** Passes bytes through and fails at the end if their SHA-256 is not the expected one. */
export function verifySha256(expected: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      callback(hash.digest('hex') === expected ? null : new BlobIntegrityError());
    },
  });
}

/**
 * The bytes get() answers with: on a full read of a blob whose SHA-256 is known, checked at their
 * end. pipeline forwards a read error to the consumer and closes the source if the consumer quits.
 */
export function checkedRead(bytes: Readable, options: GetOptions): Readable {
  if (options.range || !options.sha256) return bytes;
  return pipeline(bytes, verifySha256(options.sha256), () => {});
}

/**
 * Writes the whole chunk. FileHandle.write may write fewer bytes than asked without failing (a
 * disk filling up mid-write), so it loops; the write that then cannot proceed throws ENOSPC.
 * Without this a full disk left a short blob recorded with its full size.
 */
export async function writeFully(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.byteLength) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.byteLength - offset);
    if (bytesWritten === 0) {
      throw Object.assign(new Error('No space left on device'), { code: 'ENOSPC' });
    }
    offset += bytesWritten;
  }
}

/**
 * The first step of every put(): writes the source to a new private file at `path` (which must
 * not exist yet), hashing and counting as it goes; with `sync` the bytes are on disk when it
 * returns. On any error (an aborted source, a full disk) the partial file is removed.
 */
export async function writePart(
  path: string,
  source: AsyncIterable<Uint8Array>,
  options: { sync: boolean },
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const handle = await open(path, 'wx', 0o600);
  try {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.byteLength;
      await writeFully(handle, chunk);
    }
    if (options.sync) await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(path, { force: true }).catch(() => {});
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Deletes `*.part` files in dir older than the date (crash leftovers of put()). */
export async function removeStaleParts(dir: string, olderThan: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const path = join(dir, name);
    try {
      if ((await stat(path)).mtime < olderThan) {
        await rm(path, { force: true });
        removed += 1;
      }
    } catch {
      // gone meanwhile
    }
  }
  return removed;
}
