import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { openPglite } from '../db/pglite-driver.ts';
import type { BlobStore } from '../storage/blob-store.ts';

const run = promisify(execFile);

/**
 * What a backup is taken from and restored into: the database (a PostgreSQL server by URL, or the
 * embedded engine's data directory) and the blob store.
 */
export interface BackupSource {
  databaseUrl?: string | undefined;
  /** The embedded engine's data directory (DATA_DIR/pglite); used when there is no URL. */
  pgliteDir: string;
  blobStore: BlobStore;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  engine: 'postgres' | 'pglite';
  blobs: { key: string; size: number; sha256: string }[];
}

const databaseFile = { postgres: 'database.dump', pglite: 'pglite-data-dir.tar' } as const;

/**
 * Backs up into `dir` (created; must be empty or absent): the database first, then every blob,
 * each with its SHA-256 in `manifest.json`, written last so a backup without one is unfinished.
 * Database first: a file row commits only after its blob is durable, so every row in the dump
 * has its blob in the store when the blobs are copied next. On PostgreSQL pg_dump reads one
 * consistent snapshot while the server runs; the embedded engine allows one process at a time,
 * so the server must be stopped.
 */
export async function backup(source: BackupSource, dir: string): Promise<BackupManifest> {
  if (existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`${dir} already holds a backup; choose an empty folder.`);
  }
  await mkdir(join(dir, 'blobs'), { recursive: true });
  const engine = source.databaseUrl ? 'postgres' : 'pglite';
  const dumpPath = join(dir, databaseFile[engine]);
  if (source.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${dumpPath}`,
      source.databaseUrl,
    ]);
  } else {
    const db = await openPglite(source.pgliteDir);
    try {
      const dump = await db.dumpDataDir();
      await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const blobs: BackupManifest['blobs'] = [];
  for await (const { key } of source.blobStore.list()) {
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      await source.blobStore.get(key),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          size += chunk.byteLength;
          yield chunk;
        }
      },
      createWriteStream(join(dir, 'blobs', key)),
    );
    blobs.push({ key, size, sha256: hash.digest('hex') });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine,
    blobs,
  };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores the backup in `dir` over the current data: the database as it was (PostgreSQL: in one
 * transaction, so a failed restore leaves the database as it was; embedded: the data directory is
 * replaced, with the server stopped) and every blob of the backup under its key, each checked
 * against its SHA-256. Blobs stored since the backup stay until the orphan sweep removes them.
 */
export async function restore(source: BackupSource, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}.`);
  const engine = source.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(`This backup is of the ${manifest.engine} engine; the target is ${engine}.`);
  }
  // Every blob of the backup is checked before anything is replaced: a damaged backup changes
  // nothing. Then blobs first: when the rows come back, every blob they name is in place.
  for (const blob of manifest.blobs) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(join(dir, 'blobs', blob.key)))
      hash.update(chunk as Buffer);
    if (hash.digest('hex') !== blob.sha256) {
      throw new Error(
        `Blob ${blob.key} in the backup does not match its checksum; nothing was restored.`,
      );
    }
  }
  for (const blob of manifest.blobs) {
    await source.blobStore.put(createReadStream(join(dir, 'blobs', blob.key)), blob.key);
  }
  const dumpPath = join(dir, databaseFile[engine]);
  if (source.databaseUrl) {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${source.databaseUrl}`,
      dumpPath,
    ]);
  } else {
    await rm(source.pgliteDir, { recursive: true, force: true });
    const db = await openPglite(source.pgliteDir, new Blob([await readFile(dumpPath)]));
    await db.close();
  }
  return manifest;
}
