import type { Database } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';

export interface SweepOptions {
  /** Blobs younger than this are left alone: their upload may still be on its way to a row. */
  olderThanMinutes?: number;
  now?: Date;
}

export interface SweepResult {
  /** Blob keys removed from the store. */
  deleted: string[];
  /** Blobs looked at. */
  scanned: number;
  /** Temporary upload files removed. */
  tempRemoved: number;
}

const batchSize = 500;

/**
 * Removes blobs that no file, file version, member photo or pending upload refers to and that are
 * older than the grace period; also forgets pending uploads older than it (a crash between blob
 * and row). Runs as the database owner (a maintenance job, not a request).
 */
export async function sweepOrphanBlobs(
  db: Database,
  store: BlobStore,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const minutes = options.olderThanMinutes ?? 60;
  const cutoff = new Date((options.now ?? new Date()).getTime() - minutes * 60_000);
  await db.query('delete from pgmedlock_private.uploads where created_at < $1', [cutoff]);
  const tempRemoved = await store.removeStaleTemp(cutoff);

  const deleted: string[] = [];
  let scanned = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const rows = await db.query<{ key: string }>(
      `select k as key from unnest($1::text[]) as k
        where not exists (select 1 from pgmedlock.files f where f.blob_key = k)
          and not exists (select 1 from pgmedlock.file_versions v where v.blob_key = k)
          and not exists (select 1 from pgmedlock_private.uploads u where u.blob_key = k)
          and not exists (select 1 from pgusers.avatars a where a.blob_key = k)
          and not exists (select 1 from pgusers.avatars a where a.small_blob_key = k)
          and not exists (select 1 from pgsocial.post_images i where i.blob_key = k)`,
      [batch],
    );
    for (const { key } of rows) {
      await store.delete(key);
      deleted.push(key);
    }
    batch = [];
  };
  for await (const blob of store.list()) {
    scanned += 1;
    if (blob.modifiedAt >= cutoff) continue;
    batch.push(blob.key);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { deleted, scanned, tempRemoved };
}

/**
 * Runs sweepOrphanBlobs every intervalMs (default hourly) until the returned stop() is called.
 * Failures are logged without detail and retried on the next tick.
 */
export function startOrphanSweep(
  db: Database,
  store: BlobStore,
  options: {
    intervalMs?: number;
    olderThanMinutes?: number;
    onError?: (error: unknown) => void;
  } = {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOrphanBlobs(db, store, { olderThanMinutes: options.olderThanMinutes ?? 60 })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs ?? 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
