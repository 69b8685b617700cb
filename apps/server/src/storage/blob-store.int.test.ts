import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobIntegrityError, BlobNotFoundError, type BlobStore } from './blob-store.ts';
import { startTestBlobStore, type TestS3 } from '../test/test-s3-server.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function chunks(...parts: (Buffer | Error)[]): Readable {
  return Readable.from(
    (function* () {
      for (const part of parts) {
        if (part instanceof Error) throw part;
        yield part;
      }
    })(),
  );
}

async function listKeys(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const b of store.list()) keys.push(b.key);
  return keys;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(['local', 's3'] as const)('%s blob store', (kind) => {
  let dir: string;
  let s3: TestS3 | undefined;
  let store: BlobStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-blobs-'));
    ({ store, s3 } = await startTestBlobStore(kind, dir));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a stream and reads it back whole and by range, with size and SHA-256', async () => {
    const body = Buffer.from('Fictional lab report: haemoglobin 13.5 g/dL\n'.repeat(1000));
    const put = await store.put(chunks(body.subarray(0, 1000), body.subarray(1000)));
    expect(put.key).toMatch(/^[0-9a-f]{32}$/);
    expect(put).toEqual({ key: put.key, size: body.length, sha256: sha(body) });
    expect(await readAll(await store.get(put.key, { sha256: put.sha256 }))).toEqual(body);
    expect(await readAll(await store.get(put.key, { range: { start: 10, end: 19 } }))).toEqual(
      body.subarray(10, 20),
    );
    expect(await store.exists(put.key)).toBe(true);
    expect(await listKeys(store)).toContain(put.key);
    await store.delete(put.key);
    expect(await store.exists(put.key)).toBe(false);
    await store.delete(put.key); // idempotent
    await expect(store.get(put.key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('fails a full read whose bytes do not match the expected SHA-256', async () => {
    const put = await store.put(chunks(Buffer.from('original')));
    await expect(
      readAll(await store.get(put.key, { sha256: sha(Buffer.from('other')) })),
    ).rejects.toBeInstanceOf(BlobIntegrityError);
    await store.delete(put.key);
  });

  it('keeps nothing when the source fails mid-stream', async () => {
    const before = await listKeys(store);
    await expect(
      store.put(chunks(Buffer.alloc(64 * 1024, 1), new Error('client went away'))),
    ).rejects.toThrow('client went away');
    expect(await listKeys(store)).toEqual(before);
    if (kind === 'local') expect(await readdir(join(dir, 'blobs', 'tmp'))).toEqual([]);
  });

  it('refuses keys that are not its own format', async () => {
    await expect(store.get('../../etc/passwd')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await store.exists('..%2Fx')).toBe(false);
  });

  it('restores a blob under its own key, replacing what is there, and refuses a foreign key', async () => {
    const put = await store.put(chunks(Buffer.from('damaged since the backup')));
    const restored = await store.put(chunks(Buffer.from('as backed up')), put.key);
    expect(restored).toEqual({ key: put.key, size: 12, sha256: sha(Buffer.from('as backed up')) });
    expect((await readAll(await store.get(put.key))).toString()).toBe('as backed up');
    await expect(store.put(chunks(Buffer.from('x')), '../../etc/passwd')).rejects.toThrow();
    await store.delete(put.key);
  });

  if (kind === 'local') {
    it('removes temporary files a crash left behind, and only old ones', async () => {
      const tmp = join(dir, 'blobs', 'tmp');
      await mkdir(tmp, { recursive: true });
      await writeFile(join(tmp, 'crashed.part'), 'half an upload');
      await writeFile(join(tmp, 'running.part'), 'an upload in progress');
      const old = new Date(Date.now() - 2 * 3600_000);
      await utimes(join(tmp, 'crashed.part'), old, old);
      expect(await store.removeStaleTemp(new Date(Date.now() - 3600_000))).toBe(1);
      expect(await readdir(tmp)).toEqual(['running.part']);
      await rm(join(tmp, 'running.part'));
    });

    it('detects a blob corrupted on disk', async () => {
      const put = await store.put(chunks(Buffer.from('scan result: normal')));
      await writeFile(join(dir, 'blobs', put.key.slice(0, 2), put.key), 'scan result: abnormal');
      await expect(
        readAll(await store.get(put.key, { sha256: put.sha256 })),
      ).rejects.toBeInstanceOf(BlobIntegrityError);
    });
  }
});
