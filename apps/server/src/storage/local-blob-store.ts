import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertBlobKey,
  BlobNotFoundError,
  isBlobKey,
  keyForPut,
  removeStaleParts,
  checkedRead,
  writePart,
  type BlobInfo,
  type BlobStore,
  type GetOptions,
  type PutResult,
} from './blob-store.ts';

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * Blobs on local disk under `root` (DATA_DIR/blobs): `<first two hex>/<key>`. A put writes a
 * temporary file, fsyncs it, renames it into place and fsyncs the directory, so a blob is either
 * whole on disk or absent.
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, 'tmp');
  }

  private pathOf(key: string): string {
    assertBlobKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  async put(source: AsyncIterable<Uint8Array>, restoreKey?: string): Promise<PutResult> {
    const key = keyForPut(restoreKey);
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = join(this.tmpDir, `${key}.part`);
    const { size, sha256 } = await writePart(tmp, source, { sync: true });
    const dir = join(this.root, key.slice(0, 2));
    try {
      await mkdir(dir, { recursive: true });
      await rename(tmp, join(dir, key));
      await fsyncDir(dir);
    } catch (error) {
      await unlink(tmp).catch(() => {});
      throw error;
    }
    return { key, size, sha256 };
  }

  async get(key: string, options: GetOptions = {}): Promise<Readable> {
    const path = this.pathOf(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError();
      throw error;
    }
    // The stream owns the handle now and closes it when done (autoClose).
    const stream = handle.createReadStream(
      options.range ? { start: options.range.start, end: options.range.end } : {},
    );
    return checkedRead(stream, options);
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isBlobKey(key)) return false;
    try {
      await stat(this.pathOf(key));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  removeStaleTemp(olderThan: Date): Promise<number> {
    return removeStaleParts(this.tmpDir, olderThan);
  }

  async *list(): AsyncIterable<BlobInfo> {
    let dirs: string[];
    try {
      dirs = await readdir(this.root);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    for (const dir of dirs.filter((d) => /^[0-9a-f]{2}$/.test(d)).sort()) {
      for (const name of (await readdir(join(this.root, dir))).sort()) {
        if (!isBlobKey(name) || !name.startsWith(dir)) continue;
        try {
          const s = await stat(join(this.root, dir, name));
          yield { key: name, size: s.size, modifiedAt: s.mtime };
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
    }
  }
}
