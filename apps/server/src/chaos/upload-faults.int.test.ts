import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockerMessages } from '@athcare/shared/locker.schema';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { loadConfig, type Config } from '../config/config.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { S3BlobStore } from '../storage/s3-blob-store.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { startTestS3, type TestS3 } from '../test/test-s3-server.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { blobKeys, multipartBody } from '../test/upload-test-app.ts';

/**
 * Upload faults (issue 22): a full disk under the local blob store answers 507, an S3 endpoint that
 * fails or stops answering 503 with Retry-After; either way no file row, no pending upload, no
 * blob and no temporary file stay behind.
 */

/** A 2 MB tmpfs: a real ENOSPC. Needs root (mount); elsewhere the disk-full case is skipped. */
function mountTinyDisk(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const text = (bytes: number) =>
  Buffer.from('Fictional lab note. '.repeat(bytes / 20 + 1)).subarray(0, bytes);

describe.each(testEngines)('upload faults on %s', (engine) => {
  const t = useTestDatabase(engine);
  let dir: string;
  let config: Config;
  let alice: TestUser;
  let token: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-upload-faults-'));
    config = loadConfig({
      DATA_DIR: dir,
      JWT_SECRET: 'upload-faults-secret-0123456789-abcdefgh',
      UPLOAD_LIMIT_BYTES: String(4 * 1024 * 1024),
      NODE_ENV: 'test',
    });
    alice = await createTestUser(t.db);
    await t.db.query(
      `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
      [alice.id],
    );
    token = await signAccessToken(
      { secret: config.JWT_SECRET, audience: config.JWT_AUD },
      { sub: alice.id, role: 'authenticated', app_roles: alice.appRoles, sid: alice.sessionId },
      900,
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (app: FastifyInstance, content: Buffer, name: string) => {
    const { payload, headers } = multipartBody([
      { name: 'name', value: name },
      { name: 'file', value: content, filename: name, contentType: 'text/plain' },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/locker/files',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
  };
  const rowsNamed = async (name: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from pgmedlock.files where owner_id = $1 and name = $2',
        [alice.id, name],
      )
    )[0]!.n;
  const pendingUploads = async () =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from pgmedlock_private.uploads where owner_id = $1',
        [alice.id],
      )
    )[0]!.n;

  it('answers 507 on a full disk and leaves no partial file', async (context) => {
    const disk = join(dir, 'tiny');
    await mkdir(disk, { recursive: true });
    if (!mountTinyDisk(disk)) {
      context.skip(); // not root: mount is impossible here
      return;
    }
    const store = new LocalBlobStore(join(disk, 'blobs'));
    const app = await buildApp({ config, db: t.db, blobStore: store });
    try {
      await writeFile(join(disk, 'filler'), Buffer.alloc(1536 * 1024));
      const before = await blobKeys(store);
      const res = await upload(app, text(1024 * 1024), 'full-disk.txt');
      expect(res.statusCode, res.body).toBe(507);
      expect(res.json()).toEqual({
        code: 'PT507',
        message: lockerMessages.storeFull,
        details: 'insufficient_storage',
        hint: null,
      });
      expect(await rowsNamed('full-disk.txt')).toBe(0);
      expect(await pendingUploads()).toBe(0);
      expect(await blobKeys(store)).toEqual(before);
      expect(await readdir(join(disk, 'blobs', 'tmp'))).toEqual([]);
      // Room again: the same upload goes through, also over a kept-alive connection whose last
      // upload was refused midway (that connection hung before it was closed after the refusal).
      await rm(join(disk, 'filler'));
      expect((await upload(app, text(1024 * 1024), 'full-disk.txt')).statusCode).toBe(201);
      await writeFile(join(disk, 'filler'), Buffer.alloc(1024 * 1024));
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const send = (name: string) => {
        const form = new FormData();
        form.append('name', name);
        form.append('file', new Blob([text(1024 * 1024)], { type: 'text/plain' }), name);
        return fetch(`${url}/api/locker/files`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
          signal: AbortSignal.timeout(5_000),
        });
      };
      expect((await send('over-http.txt')).status).toBe(507);
      await rm(join(disk, 'filler'));
      expect((await send('over-http.txt')).status).toBe(201);
    } finally {
      await app.close();
      execFileSync('umount', [disk]);
    }
  });

  describe('with S3 behind a proxy', () => {
    let s3: TestS3;
    let proxy: TcpProxy;
    let store: S3BlobStore;
    let direct: S3BlobStore;
    let app: FastifyInstance;
    const spoolDir = () => join(dir, 'spool');

    beforeAll(async () => {
      s3 = await startTestS3();
      direct = s3.store();
      proxy = await startTcpProxy('127.0.0.1', Number(new URL(s3.endpoint).port));
      store = new S3BlobStore({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${proxy.port}`,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        spoolDir: spoolDir(),
        requestTimeoutMs: 500,
      });
      app = await buildApp({ config, db: t.db, blobStore: store });
    });
    afterAll(async () => {
      await app?.close();
      store?.destroy();
      await proxy?.close();
      await s3?.close();
    });

    for (const fault of ['cut', 'blackhole'] as const) {
      it(`answers 503 with Retry-After when S3 is ${fault === 'cut' ? 'refusing connections' : 'not answering'}, and writes nothing`, async () => {
        const before = await blobKeys(direct);
        proxy[fault]();
        const started = Date.now();
        const res = await upload(app, text(200 * 1024), `s3-${fault}.txt`);
        const took = Date.now() - started;
        proxy.restore();
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({
          code: 'PT503',
          message: lockerMessages.storeUnavailable,
          details: 'store_unavailable',
          hint: null,
        });
        expect(took).toBeLessThan(5_000);
        expect(await rowsNamed(`s3-${fault}.txt`)).toBe(0);
        expect(await pendingUploads()).toBe(0);
        expect(await blobKeys(direct)).toEqual(before);
        expect(await readdir(spoolDir())).toEqual([]);
        // The endpoint back: uploads go through again.
        expect((await upload(app, text(1000), `s3-${fault}.txt`)).statusCode).toBe(201);
      });
    }
  });
});
