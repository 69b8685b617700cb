import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLocker } from '../../db/seed/60_locker.ts';
import { demoAccountIds } from '../../db/seed/10_accounts.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { sniffHead } from './upload-guard.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(testEngines)('locker demo seed on %s', (engine) => {
  const t = useTestDatabase(engine);
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-seed-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('skips quietly without the demo member', async () => {
    await seedLocker(t.db, new LocalBlobStore(join(dir, 'blobs')));
    expect(await t.db.query('select 1 from pgmedlock.folders')).toEqual([]);
  });

  it('gives the demo member a plan, folders and readable files, once', async () => {
    await t.db.query(
      `insert into auth.users (id, email, username) values ($1, 'member@athcare.demo', 'demomember')`,
      [demoAccountIds.member],
    );
    const store = new LocalBlobStore(join(dir, 'blobs'));
    await seedLocker(t.db, store);
    await seedLocker(t.db, store);
    const folders = await t.db.query<{ path: string }>(
      'select path from pgmedlock.folders order by path',
    );
    expect(folders.map((f) => f.path)).toEqual(['/Lab Reports', '/Prescriptions', '/Scans']);
    const files = await t.db.query<{
      path: string;
      blob_key: string;
      sha256: string;
      mime_type: string;
    }>('select path, blob_key, sha256, mime_type from pgmedlock.files order by path');
    expect(files).toHaveLength(4);
    for (const file of files) {
      const bytes = await readAll(await store.get(file.blob_key, { sha256: file.sha256 }));
      const sniffed = sniffHead(bytes.subarray(0, 16));
      expect(sniffed === 'text' ? 'text/plain' : sniffed).toBe(file.mime_type);
    }
    const subs = await t.db.query('select 1 from pgsubs.user_subscription where user_id = $1', [
      demoAccountIds.member,
    ]);
    expect(subs).toHaveLength(1);
  });
});
