import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountIds } from '../../db/seed/10_accounts.ts';
import { seedLocker } from '../../db/seed/60_locker.ts';
import type { Database } from '../db/database.ts';
import { openPglite } from '../db/pglite-driver.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import {
  createTestDatabase,
  pgliteTemplate,
  testEngines,
  type TestDatabase,
} from '../test/test-database.ts';
import { backup, restore, type BackupSource } from './backup.ts';

/** What the drill compares before and after: accounts, files and the blobs' bytes. */
async function snapshot(db: Database, store: LocalBlobStore) {
  const users = await db.query('select id, email, username from auth.users order by id');
  const files = await db.query<{ path: string; blob_key: string; sha256: string }>(
    'select path, blob_key, sha256, size from pgmedlock.files order by path',
  );
  const blobsRead: string[] = [];
  for (const file of files) {
    // A full read checks the bytes against the row's SHA-256 (BlobIntegrityError otherwise).
    const chunks: Buffer[] = [];
    for await (const chunk of await store.get(file.blob_key, { sha256: file.sha256 })) {
      chunks.push(chunk as Buffer);
    }
    blobsRead.push(`${file.path}: ${Buffer.concat(chunks).length} bytes`);
  }
  return { users, files, blobsRead };
}

/** After the backup: an account added, the files' rows deleted, one blob lost. */
async function changeEverything(db: Database, store: LocalBlobStore, lostBlob: string) {
  await db.query(`insert into auth.users (email, username) values ('late@example.com', 'late')`);
  await db.query('delete from pgmedlock.files');
  await store.delete(lostBlob);
}

describe.each(testEngines)('backup and restore drill on %s', (engine) => {
  let work: string;
  let t: TestDatabase | undefined;
  let source: BackupSource;
  let store: LocalBlobStore;
  /** The database the drill reads: a pool on the server, or the embedded data directory. */
  let openDb: () => Promise<Database>;

  beforeEach(async () => {
    work = await mkdtemp(join(tmpdir(), 'athcare-backup-'));
    store = new LocalBlobStore(join(work, 'blobs'));
    const pgliteDir = join(work, 'pglite');
    if (engine === 'postgres') {
      t = await createTestDatabase('postgres');
      openDb = () => Promise.resolve(t!.db);
      source = { databaseUrl: t.url, pgliteDir, blobStore: store };
    } else {
      // The embedded engine allows one process, so the drill closes it around each step.
      const db = await openPglite(pgliteDir, await pgliteTemplate());
      await db.close();
      openDb = () => openPglite(pgliteDir);
      source = { pgliteDir, blobStore: store };
    }
    const db = await openDb();
    await db.query(
      `insert into auth.users (id, email, username) values ($1, 'member@athcare.demo', 'demomember')`,
      [demoAccountIds.member],
    );
    await seedLocker(db, store);
    if (engine === 'pglite') await db.close();
  });

  afterEach(async () => {
    await t?.drop();
    await rm(work, { recursive: true, force: true });
  });

  /** Runs `fn` with the database open, closing the embedded one after. */
  async function withDb<T>(fn: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDb();
    try {
      return await fn(db);
    } finally {
      if (engine === 'pglite') await db.close();
    }
  }

  it('backs up, loses data, restores: every row is back and every file matches its checksum', async () => {
    const before = await withDb((db) => snapshot(db, store));
    expect(before.files).toHaveLength(4);

    const dir = join(work, 'backup');
    const manifest = await backup(source, dir);
    expect(manifest.engine).toBe(engine);
    expect(manifest.blobs.map((b) => b.key).sort()).toEqual(
      before.files.map((f) => f.blob_key).sort(),
    );
    await expect(backup(source, dir)).rejects.toThrow(/already holds a backup/);

    await withDb((db) => changeEverything(db, store, before.files[0]!.blob_key));
    const changed = await withDb((db) => db.query('select 1 from pgmedlock.files'));
    expect(changed).toEqual([]);

    await restore(source, dir);
    expect(await withDb((db) => snapshot(db, store))).toEqual(before);
  });

  it('refuses a damaged backup and changes nothing', async () => {
    const before = await withDb((db) => snapshot(db, store));
    const dir = join(work, 'backup');
    const manifest = await backup(source, dir);
    await withDb((db) => changeEverything(db, store, 'f'.repeat(32)));
    const changed = await withDb((db) => snapshot(db, store));

    await writeFile(join(dir, 'blobs', manifest.blobs[0]!.key), 'not the bytes that were saved');
    await expect(restore(source, dir)).rejects.toThrow(/does not match its checksum/);
    expect(await withDb((db) => snapshot(db, store))).toEqual(changed);
    expect(changed).not.toEqual(before);
  });
});
