import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertKeys, toCamelCase } from '@athcare/shared/key-case';
import {
  createdShareLinkSchema,
  fileVersionSchema,
  lockerColumns,
  lockerFileRowSchema,
  lockerFolderSchema,
  lockerMessages,
  shareLinkRowSchema,
  subscriptionCheckSchema,
} from '@athcare/shared/locker.schema';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';
import { loadConfig, type Config } from '../config/config.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { sweepOrphanBlobs } from '../storage/orphan-sweep.ts';
import { startTestBlobStore, type TestS3 } from '../test/test-s3-server.ts';
import { blobKeys, multipartBody, type MultipartPart } from '../test/upload-test-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

const limit = 64 * 1024;

/** An answer as the web reads it (camelCase), checked against the shared row schema. */
const asRead = <T>(schema: { parse(value: unknown): T }, body: unknown): T =>
  schema.parse(convertKeys(body, toCamelCase, new Set()));
const listOf = <T>(schema: { parse(value: unknown): T }) => ({
  parse: (value: unknown): T[] => {
    if (!Array.isArray(value)) throw new Error('expected a list');
    return value.map((row) => schema.parse(row));
  },
});
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% fictional: ${text}\n%%EOF\n`);

async function waitFor(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
}

type Combo = { engine: (typeof testEngines)[number]; storeKind: 'local' | 's3' };
const combos: Combo[] = testEngines.flatMap((engine) => [
  { engine, storeKind: 'local' as const },
  { engine, storeKind: 's3' as const },
]);

describe.each(combos)(
  'locker on $engine with the $storeKind blob store',
  ({ engine, storeKind }) => {
    const t = useTestDatabase(engine);
    let dir: string;
    let s3: TestS3 | undefined;
    let store: BlobStore;
    let config: Config;
    let app: FastifyInstance;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser; // no subscription
    let admin: TestUser;
    const tokens = new Map<string, string>();

    const auth = (u: TestUser) => ({ authorization: `Bearer ${tokens.get(u.id)}` });

    async function upload(
      user: TestUser,
      content: Buffer,
      options: { name?: string; filename?: string; folderId?: string } = {},
    ) {
      const parts: MultipartPart[] = [];
      if (options.folderId) parts.push({ name: 'folder_id', value: options.folderId });
      if (options.name !== undefined) parts.push({ name: 'name', value: options.name });
      parts.push({ name: 'file', value: content, filename: options.filename ?? 'upload.bin' });
      const { payload, headers } = multipartBody(parts);
      return app.inject({
        method: 'POST',
        url: '/api/locker/files',
        payload,
        headers: { ...headers, ...auth(user) },
      });
    }

    async function uploadOk(user: TestUser, content: Buffer, name: string, folderId?: string) {
      const res = await upload(user, content, { name, ...(folderId ? { folderId } : {}) });
      expect(res.statusCode, res.body).toBe(201);
      asRead(lockerFileRowSchema, res.json());
      return res.json<{
        id: string;
        path: string;
        sha256: string;
        size: number;
        version: number;
      }>();
    }

    async function folder(user: TestUser, name: string, parentId: string | null = null) {
      const [row] = await asUser(t.db, user, (q) =>
        q.query<{ id: string; path: string }>(
          'insert into pgmedlock.folders (owner_id, parent_id, name) values (auth.uid(), $1, $2) returning id, path',
          [parentId, name],
        ),
      );
      return row!;
    }

    async function blobKeyOf(fileId: string): Promise<string> {
      const [row] = await t.db.query<{ blob_key: string }>(
        'select blob_key from pgmedlock.files where id = $1',
        [fileId],
      );
      return row!.blob_key;
    }

    async function subscribe(user: TestUser) {
      await t.db.query(
        `insert into pgsubs.user_subscription (user_id, subscription_id)
       select $1, id from pgsubs.subscriptions where key = 'medilocker'`,
        [user.id],
      );
    }

    /** Makes a share link of `files/<id>` or `folders/<id>`; answers 201. */
    async function postShareLink(user: TestUser, of: string, body: Record<string, unknown>) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/locker/${of}/share-links`,
        headers: auth(user),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res;
    }

    async function shareLink(user: TestUser, fileId: string, body: Record<string, unknown> = {}) {
      const res = await postShareLink(user, `files/${fileId}`, body);
      asRead(createdShareLinkSchema, res.json());
      return res.json<{ id: string; token: string; url: string; expires_at: string }>();
    }

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'athcare-locker-'));
      ({ store, s3 } = await startTestBlobStore(storeKind, dir));
      config = loadConfig({
        DATA_DIR: dir,
        JWT_SECRET: 'locker-test-secret-0123456789-abcdefghijkl',
        UPLOAD_LIMIT_BYTES: String(limit),
        NODE_ENV: 'test',
      });
      app = await buildApp({ config, db: t.db, blobStore: store });
      alice = await createTestUser(t.db);
      bob = await createTestUser(t.db);
      carol = await createTestUser(t.db);
      admin = await createTestUser(t.db, { appRoles: ['admin'] });
      for (const u of [alice, bob, carol, admin]) {
        tokens.set(
          u.id,
          await signAccessToken(
            { secret: config.JWT_SECRET, audience: config.JWT_AUD },
            { sub: u.id, role: 'authenticated', app_roles: u.appRoles, sid: u.sessionId },
            900,
          ),
        );
      }
      await subscribe(alice);
      await subscribe(bob);
    });

    afterAll(async () => {
      await app?.close();
      await s3?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('uploads and downloads a file whole and by range, SHA-256 and ETag intact', async () => {
      const content = pdf('CBC report of a fictional member');
      const prescriptions = await folder(alice, 'Prescriptions');
      const res = await upload(alice, content, {
        filename: 'cbc report.pdf',
        folderId: prescriptions.id,
      });
      expect(res.statusCode, res.body).toBe(201);
      const file = res.json<{
        id: string;
        path: string;
        sha256: string;
        size: number;
        mime_type: string;
        version: number;
      }>();
      expect(file).toMatchObject({
        path: '/Prescriptions/cbc report.pdf',
        sha256: sha(content),
        size: content.length,
        mime_type: 'application/pdf',
        version: 1,
      });
      expect(await store.exists(await blobKeyOf(file.id))).toBe(true);

      const whole = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: auth(alice),
      });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload).toEqual(content);
      expect(sha(whole.rawPayload)).toBe(file.sha256);
      expect(whole.headers.etag).toBe(`"${file.sha256}"`);
      expect(whole.headers['content-disposition']).toBe(
        `attachment; filename="cbc report.pdf"; filename*=UTF-8''cbc%20report.pdf`,
      );
      expect(whole.headers['x-content-type-options']).toBe('nosniff');

      const part = await app.inject({
        url: `/api/locker/files/${file.id}/content?inline=1`,
        headers: { ...auth(alice), range: 'bytes=5-9' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 5-9/${content.length}`);
      expect(part.rawPayload).toEqual(content.subarray(5, 10));
      expect(part.headers['content-disposition']).toMatch(/^inline;/);

      const suffix = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: { ...auth(alice), range: 'bytes=-4' },
      });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.rawPayload).toEqual(content.subarray(content.length - 4));

      const beyond = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: { ...auth(alice), range: `bytes=${content.length}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${content.length}`);
    });

    it('gives a non-ASCII name a safe RFC 5987 Content-Disposition', async () => {
      const file = await uploadOk(alice, Buffer.from('रक्त परीक्षण: सामान्य\n'), 'रिपोर्ट "final".txt');
      const res = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: auth(alice),
      });
      expect(res.body).toBe('रक्त परीक्षण: सामान्य\n');
      const tiny = await uploadOk(alice, Buffer.from('ok'), 'tiny.txt');
      expect(tiny.size).toBe(2);
      expect(
        (await app.inject({ url: `/api/locker/files/${tiny.id}/content`, headers: auth(alice) }))
          .body,
      ).toBe('ok');
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/"final"/);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('रिपोर्ट "final".txt');
    });

    it('keeps no row and no blob when the client aborts mid-upload', async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const before = await blobKeys(store);
      const { payload, headers } = multipartBody([
        { name: 'name', value: 'aborted.txt' },
        { name: 'file', value: Buffer.alloc(60 * 1024, 0x61), filename: 'aborted.txt' },
      ]);
      const req = httpRequest({
        host: '127.0.0.1',
        port: address.port,
        method: 'POST',
        path: '/api/locker/files',
        headers: { ...headers, ...auth(alice), 'content-length': String(payload.length) },
      });
      req.on('error', () => {});
      req.write(payload.subarray(0, 40 * 1024));
      await new Promise((r) => setTimeout(r, 300));
      req.destroy();
      await waitFor(async () => {
        const pending = await t.db.query('select 1 from pgmedlock_private.uploads');
        const spool =
          storeKind === 'local' ? await readdir(join(dir, 'blobs', 'tmp')).catch(() => []) : [];
        return (
          pending.length === 0 &&
          spool.length === 0 &&
          (await blobKeys(store)).join() === before.join()
        );
      });
      const rows = await t.db.query(`select 1 from pgmedlock.files where name = 'aborted.txt'`);
      expect(rows).toEqual([]);
    });

    it('refuses an oversize file with 413 and keeps nothing', async () => {
      const before = await blobKeys(store);
      const res = await upload(alice, Buffer.alloc(limit + 10, 0x61), { name: 'big.txt' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'PT413',
        message: 'The file is too large: the limit is 64 KB.',
        details: 'too_large',
      });
      expect(await blobKeys(store)).toEqual(before);
    });

    it('refuses a disguised type (an .exe renamed .pdf) with 415', async () => {
      const before = await blobKeys(store);
      const exe = Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
        randomBytes(512),
      ]);
      const res = await upload(alice, exe, { filename: 'report.pdf' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ details: 'unsupported_type' });
      expect(await blobKeys(store)).toEqual(before);
    });

    it.each([
      ['a path', '../x'],
      ['a NUL', 'a\u0000b.txt'],
      ['1000 characters', 'a'.repeat(1000)],
      ['a right-to-left override', 'report\u202Etxt.exe'],
      ['dots', '..'],
    ])('refuses a name with %s (400)', async (_label, name) => {
      const res = await upload(alice, Buffer.from('fine text'), { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: 'invalid_input' });
    });

    it('refuses hostile names in the database too', async () => {
      for (const name of ['../x', 'a'.repeat(256), 'x\u202Eexe', '.', 'tab\there']) {
        await expect(folder(alice, name)).rejects.toMatchObject({ code: '23514' });
      }
    });

    it('refuses an upload without an active Medilocker subscription', async () => {
      const res = await upload(carol, Buffer.from('no plan'), { name: 'x.txt' });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ details: 'subscription_required' });
      await expect(folder(carol, 'Scans')).rejects.toMatchObject({ code: '42501' });
      // Even a forged pending upload cannot become a row without the plan.
      await t.db.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
       values ($1, $2, 3, $3, 'text/plain')`,
        ['f'.repeat(32), carol.id, sha('abc')],
      );
      await expect(
        asUser(t.db, carol, (q) =>
          q.query(
            `insert into pgmedlock.files (owner_id, name, blob_key) values (auth.uid(), 'x.txt', $1)`,
            ['f'.repeat(32)],
          ),
        ),
      ).rejects.toMatchObject({ code: 'PT402' });
      await t.db.query('delete from pgmedlock_private.uploads where owner_id = $1', [carol.id]);
      const [check] = await asUser(t.db, carol, (q) =>
        q.query<{ c: { medi_locker_activated: boolean } }>(
          'select to_json(pgsubs.check_subscription()) as c',
        ),
      );
      expect(check!.c.medi_locker_activated).toBe(false);
    });

    it('refuses a file row pointing at a blob the server did not store for that owner', async () => {
      const mine = await uploadOk(bob, Buffer.from('bob notes'), 'bob.txt');
      const key = await blobKeyOf(mine.id);
      await expect(
        asUser(t.db, alice, (q) =>
          q.query(
            `insert into pgmedlock.files (owner_id, name, blob_key) values (auth.uid(), 'stolen.txt', $1)`,
            [key],
          ),
        ),
      ).rejects.toMatchObject({ code: 'PT400' });
    });

    it('refuses an upload over the quota with a clear message', async () => {
      await t.db.query(
        `update pgsubs.subscriptions set storage_quota_bytes = 2048 where key = 'medilocker'`,
      );
      try {
        const before = await blobKeys(store);
        const res = await upload(bob, Buffer.alloc(3000, 0x62), { name: 'too much.txt' });
        expect(res.statusCode).toBe(413);
        const body = res.json<{ details: string; message: string; hint: string }>();
        expect(body.details).toBe('quota_exceeded');
        expect(body.message).toBe(
          'Your locker is full. Delete files from the trash or old versions to make room.',
        );
        expect(await blobKeys(store)).toEqual(before);
      } finally {
        await t.db.query(
          `update pgsubs.subscriptions set storage_quota_bytes = 1073741824 where key = 'medilocker'`,
        );
      }
      const [usage] = await asUser(t.db, bob, (q) =>
        q.query<{ u: { used_bytes: number; quota_bytes: number } }>(
          'select to_json(pgmedlock.locker_usage()) as u',
        ),
      );
      expect(Number(usage!.u.quota_bytes)).toBe(1073741824);
    });

    it("hides another member's files and folders: 404, and empty through the data API", async () => {
      const lab = await folder(alice, 'Lab Reports');
      const file = await uploadOk(alice, Buffer.from('lipid profile'), 'lipids.txt', lab.id);
      const res = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: auth(bob),
      });
      expect(res.statusCode).toBe(404);
      for (const who of [bob, admin]) {
        const files = await app.inject({
          url: `/api/files?id=eq.${file.id}`,
          headers: { ...auth(who), 'accept-profile': 'pgmedlock' },
        });
        expect(files.statusCode, files.body).toBe(200);
        expect(files.json()).toEqual([]);
        const folders = await app.inject({
          url: `/api/folders?id=eq.${lab.id}`,
          headers: { ...auth(who), 'accept-profile': 'pgmedlock' },
        });
        expect(folders.json()).toEqual([]);
      }
      const own = await app.inject({
        url: `/api/folders?owner_id=eq.${alice.id}&parent_id=is.null&select=name,path&order=name`,
        headers: { ...auth(alice), 'accept-profile': 'pgmedlock' },
      });
      expect(own.json()).toEqual(
        expect.arrayContaining([{ name: 'Lab Reports', path: '/Lab Reports' }]),
      );
      const byPath = await app.inject({
        url: `/api/folders?owner_id=eq.${alice.id}&path=eq.${encodeURIComponent('/Lab Reports')}&select=id`,
        headers: { ...auth(alice), 'accept-profile': 'pgmedlock' },
      });
      expect(byPath.json()).toEqual([{ id: lab.id }]);
      // Bob cannot trash, rename or delete it either.
      const del = await app.inject({
        method: 'DELETE',
        url: `/api/locker/files/${file.id}`,
        headers: auth(bob),
      });
      expect(del.statusCode).toBe(404);
      const patched = await asUser(t.db, bob, (q) =>
        q.query(`update pgmedlock.files set name = 'mine.txt' where id = $1 returning id`, [
          file.id,
        ]),
      );
      expect(patched).toEqual([]);
      // The owner learns of the attempt.
      const [denied] = await t.db.query<{ n: number }>(
        `select count(*)::int as n from pgmedlock.access_log where file_id = $1 and action = 'denied' and actor_user_id = $2`,
        [file.id, bob.id],
      );
      expect(denied!.n).toBe(1);
    });

    it('lets a user a file is shared with read it as far as the share allows, until it expires', async () => {
      const file = await uploadOk(alice, Buffer.from('x-ray report: clear'), 'x-ray.txt');
      const [grant] = await asUser(t.db, alice, (q) =>
        q.query<{ id: string }>(
          `insert into pgmedlock.asset_access (owner_id, file_id, grantee_user_id, permissions)
         values (auth.uid(), $1, $2, 'view') returning id`,
          [file.id, bob.id],
        ),
      );
      const seen = await asUser(t.db, bob, (q) =>
        q.query('select name from pgmedlock.shared_files where id = $1', [file.id]),
      );
      expect(seen).toEqual([{ name: 'x-ray.txt' }]);
      // The storage key stays with the owner (issue 12): the sharee reads no files row, and the
      // shared files carry no key, through SQL or the data API.
      const [{ blob_key: key } = { blob_key: '' }] = await t.db.query<{ blob_key: string }>(
        'select blob_key from pgmedlock.files where id = $1',
        [file.id],
      );
      expect(key).not.toBe('');
      expect(
        await asUser(t.db, bob, (q) =>
          q.query('select blob_key from pgmedlock.files where id = $1', [file.id]),
        ),
      ).toEqual([]);
      await expect(
        asUser(t.db, bob, (q) => q.query('select blob_key from pgmedlock.shared_files')),
      ).rejects.toMatchObject({ code: '42703' });
      for (const url of [
        `/api/shared_files?id=eq.${file.id}`,
        `/api/files?id=eq.${file.id}`,
        `/api/shared_files?select=blob_key`,
      ]) {
        const res = await app.inject({
          url,
          headers: { ...auth(bob), 'accept-profile': 'pgmedlock' },
        });
        expect(res.body).not.toContain(key);
      }
      const listed = await app.inject({
        url: `/api/shared_files?id=eq.${file.id}`,
        headers: { ...auth(bob), 'accept-profile': 'pgmedlock' },
      });
      expect(listed.json()).toEqual([expect.objectContaining({ id: file.id, name: 'x-ray.txt' })]);
      expect(Object.keys(listed.json<object[]>()[0]!)).not.toContain('blob_key');
      const download = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: auth(bob),
      });
      expect(download.statusCode).toBe(403);
      const view = await app.inject({
        url: `/api/locker/files/${file.id}/content?inline=1`,
        headers: auth(bob),
      });
      expect(view.statusCode).toBe(200);
      expect(view.body).toBe('x-ray report: clear');
      await asUser(t.db, alice, (q) =>
        q.query(`update pgmedlock.asset_access set permissions = 'download' where id = $1`, [
          grant!.id,
        ]),
      );
      expect(
        (await app.inject({ url: `/api/locker/files/${file.id}/content`, headers: auth(bob) }))
          .statusCode,
      ).toBe(200);
      const [counts] = await t.db.query<{ view_count: number; download_count: number }>(
        'select view_count, download_count from pgmedlock.asset_access where id = $1',
        [grant!.id],
      );
      expect(counts).toEqual({ view_count: 1, download_count: 1 });
      await asUser(t.db, alice, (q) =>
        q.query(
          `update pgmedlock.asset_access set expires_at = now() - interval '1 second' where id = $1`,
          [grant!.id],
        ),
      );
      expect(
        (await app.inject({ url: `/api/locker/files/${file.id}/content`, headers: auth(bob) }))
          .statusCode,
      ).toBe(404);
      // Bob still cannot change what he may read.
      const changed = await asUser(t.db, bob, (q) =>
        q.query(`update pgmedlock.asset_access set expires_at = null where id = $1 returning id`, [
          grant!.id,
        ]),
      );
      expect(changed).toEqual([]);
    });

    it('refuses a share with oneself and a second active share of the same item', async () => {
      const reports = await folder(alice, 'Shared reports');
      const share = (grantee: string) =>
        app.inject({
          method: 'POST',
          url: '/api/asset_access',
          headers: {
            ...auth(alice),
            'content-type': 'application/json',
            'content-profile': 'pgmedlock',
          },
          payload: { folder_id: reports.id, grantee_user_id: grantee, permissions: 'view' },
        });
      expect((await share(alice.id)).statusCode).toBe(400);
      expect((await share(bob.id)).statusCode).toBe(201);
      const again = await share(bob.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: '23505' });
      // Leave Bob's view of Alice's locker as the next tests expect it.
      await asUser(t.db, alice, (q) =>
        q.query('delete from pgmedlock.asset_access where folder_id = $1', [reports.id]),
      );
    });

    it('shares through a folder: the subtree is visible to the grantee', async () => {
      const scans = await folder(alice, 'Scans');
      const y2025 = await folder(alice, '2025', scans.id);
      const file = await uploadOk(alice, Buffer.from('MRI: no findings'), 'mri.txt', y2025.id);
      await asUser(t.db, alice, (q) =>
        q.query(
          `insert into pgmedlock.asset_access (owner_id, folder_id, grantee_user_id, permissions)
         values (auth.uid(), $1, $2, 'download')`,
          [scans.id, bob.id],
        ),
      );
      const folders = await asUser(t.db, bob, (q) =>
        q.query<{ path: string }>(
          'select path from pgmedlock.folders where owner_id = $1 order by path',
          [alice.id],
        ),
      );
      expect(folders.map((f) => f.path)).toEqual(['/Scans', '/Scans/2025']);
      const res = await app.inject({
        url: `/api/locker/files/${file.id}/content`,
        headers: auth(bob),
      });
      expect(res.statusCode).toBe(200);
    });

    it('moves and renames a folder with its whole subtree in one statement', async () => {
      const a = await folder(alice, 'A');
      const b = await folder(alice, 'B', a.id);
      const c = await folder(alice, 'C', b.id);
      const d = await folder(alice, 'D');
      const file = await uploadOk(alice, Buffer.from('deep file'), 'deep.txt', c.id);
      await asUser(t.db, alice, (q) =>
        q.query('select pgmedlock.move_folder($1, $2)', [a.id, d.id]),
      );
      await asUser(t.db, alice, (q) =>
        q.query('select pgmedlock.rename_folder($1, $2)', [b.id, 'Bee']),
      );
      const paths = await t.db.query<{ path: string }>(
        `select path from pgmedlock.folders where id = any($1::uuid[])
       union all select path from pgmedlock.files where id = $2 order by 1`,
        [[a.id, b.id, c.id], file.id],
      );
      expect(paths.map((p) => p.path)).toEqual([
        '/D/A',
        '/D/A/Bee',
        '/D/A/Bee/C',
        '/D/A/Bee/C/deep.txt',
      ]);
      await expect(
        asUser(t.db, alice, (q) => q.query('select pgmedlock.move_folder($1, $2)', [a.id, c.id])),
      ).rejects.toMatchObject({ code: 'PT400' });
      // Through the data API as well: PATCH a name.
      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/folders?id=eq.${d.id}`,
        headers: {
          ...auth(alice),
          'content-profile': 'pgmedlock',
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
        payload: { name: 'Dee' },
      });
      expect(patch.statusCode, patch.body).toBe(200);
      const [moved] = await t.db.query<{ path: string }>(
        'select path from pgmedlock.files where id = $1',
        [file.id],
      );
      expect(moved!.path).toBe('/Dee/A/Bee/C/deep.txt');
    });

    it('trashes and restores a file, and deleting a folder sends its files to the trash', async () => {
      const file = await uploadOk(alice, Buffer.from('ecg normal'), 'ecg.txt');
      const [trashed] = await asUser(t.db, alice, (q) =>
        q.query<{ status: string }>('select status from pgmedlock.trash_file($1)', [file.id]),
      );
      expect(trashed!.status).toBe('trashed');
      const [restored] = await asUser(t.db, alice, (q) =>
        q.query<{ status: string; path: string }>(
          'select status, path from pgmedlock.restore_file($1)',
          [file.id],
        ),
      );
      expect(restored).toEqual({ status: 'active', path: '/ecg.txt' });

      const old = await folder(alice, 'Old');
      const inside = await uploadOk(alice, Buffer.from('old bill'), 'bill.txt', old.id);
      await asUser(t.db, alice, (q) =>
        q.query('delete from pgmedlock.folders where id = $1', [old.id]),
      );
      const [after] = await t.db.query<{ status: string; folder_id: string | null; path: string }>(
        'select status, folder_id, path from pgmedlock.files where id = $1',
        [inside.id],
      );
      expect(after).toEqual({ status: 'trashed', folder_id: null, path: '/bill.txt' });
    });

    it('refuses every upload (file and version) with a token whose session ended, keeping nothing', async () => {
      const dave = await createTestUser(t.db);
      await subscribe(dave);
      tokens.set(
        dave.id,
        await signAccessToken(
          { secret: config.JWT_SECRET, audience: config.JWT_AUD },
          { sub: dave.id, role: 'authenticated', app_roles: [], sid: dave.sessionId },
          900,
        ),
      );
      const first = await uploadOk(dave, Buffer.from('ecg normal'), 'ecg.txt');
      await t.db.query(
        "update auth.sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1",
        [dave.sessionId],
      );
      const keys = await blobKeys(store);
      const ended = { code: 'PT401', message: 'JWT session ended' };
      const file = await upload(dave, Buffer.from('ecg again'), { name: 'ecg2.txt' });
      expect(file.statusCode).toBe(401);
      expect(file.json()).toMatchObject(ended);
      const { payload, headers } = multipartBody([
        { name: 'file', value: Buffer.from('ecg v2'), filename: 'ecg.txt' },
      ]);
      const version = await app.inject({
        method: 'POST',
        url: `/api/locker/files/${first.id}/versions`,
        payload,
        headers: { ...headers, ...auth(dave) },
      });
      expect(version.statusCode).toBe(401);
      expect(version.json()).toMatchObject(ended);
      expect(await blobKeys(store)).toEqual(keys);
      const [count] = await t.db.query<{ n: number }>(
        'select count(*)::int as n from pgmedlock.files where owner_id = $1',
        [dave.id],
      );
      expect(count?.n).toBe(1);
    });

    it('keeps old versions and serves them; permanent delete (only from the trash) removes every blob', async () => {
      const v1 = await uploadOk(alice, Buffer.from('bp 140/90'), 'bp.txt');
      const { payload, headers } = multipartBody([
        { name: 'file', value: pdf('bp 120/80'), filename: 'bp.pdf' },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/locker/files/${v1.id}/versions`,
        payload,
        headers: { ...headers, ...auth(alice) },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        version: 2,
        mime_type: 'application/pdf',
        name: 'bp.txt',
      });
      const old = await app.inject({
        url: `/api/locker/files/${v1.id}/versions/1/content`,
        headers: auth(alice),
      });
      expect(old.statusCode, old.body).toBe(200);
      expect(old.body).toBe('bp 140/90');
      const listed = await app.inject({
        url: `/api/file_versions?select=${lockerColumns.fileVersion}&file_id=eq.${v1.id}`,
        headers: { ...auth(alice), 'accept-profile': 'pgmedlock' },
      });
      expect(asRead(listOf(fileVersionSchema), listed.json())).toMatchObject([
        { fileId: v1.id, version: 1, name: 'bp.txt' },
      ]);
      const versions = await asUser(t.db, alice, (q) =>
        q.query<{ version: number }>(
          'select version from pgmedlock.file_versions where file_id = $1',
          [v1.id],
        ),
      );
      expect(versions).toEqual([{ version: 1 }]);
      const keys = [
        await blobKeyOf(v1.id),
        ...(
          await t.db.query<{ blob_key: string }>(
            'select blob_key from pgmedlock.file_versions where file_id = $1',
            [v1.id],
          )
        ).map((r) => r.blob_key),
      ];
      const tooSoon = await app.inject({
        method: 'DELETE',
        url: `/api/locker/files/${v1.id}?permanent=1`,
        headers: auth(alice),
      });
      expect(tooSoon.statusCode).toBe(409);
      const trash = await app.inject({
        method: 'DELETE',
        url: `/api/locker/files/${v1.id}`,
        headers: auth(alice),
      });
      expect(trash.json()).toMatchObject({ status: 'trashed' });
      const gone = await app.inject({
        method: 'DELETE',
        url: `/api/locker/files/${v1.id}?permanent=1`,
        headers: auth(alice),
      });
      expect(gone.statusCode).toBe(204);
      for (const key of keys) expect(await store.exists(key)).toBe(false);
      expect(await t.db.query('select 1 from pgmedlock.files where id = $1', [v1.id])).toEqual([]);
    });

    it('empties the trash: rows, versions and blobs, of the caller only', async () => {
      const mine = await uploadOk(bob, Buffer.from('old scan'), 'old-scan.txt');
      const theirs = await uploadOk(alice, Buffer.from('alice keeps'), 'alice-trash.txt');
      for (const [user, id] of [
        [bob, mine.id],
        [alice, theirs.id],
      ] as const) {
        await app.inject({ method: 'DELETE', url: `/api/locker/files/${id}`, headers: auth(user) });
      }
      const keys = [await blobKeyOf(mine.id), await blobKeyOf(theirs.id)];
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/locker/trash',
        headers: auth(bob),
      });
      expect(res.json()).toEqual({ deleted: 1 });
      expect(await store.exists(keys[0]!)).toBe(false);
      expect(await store.exists(keys[1]!)).toBe(true);
    });

    it('lets a group see what is shared with it; only the group admin manages members', async () => {
      const [group] = await asUser(t.db, alice, (q) =>
        q.query<{ id: string }>(
          `insert into pgmedlock.groups (name) values ('Family') returning id`,
        ),
      );
      await asUser(t.db, alice, (q) =>
        q.query(
          `insert into pgmedlock.group_members (group_id, user_id, role) values ($1, $2, 'member')`,
          [group!.id, bob.id],
        ),
      );
      await expect(
        asUser(t.db, bob, (q) =>
          q.query(`insert into pgmedlock.group_members (group_id, user_id) values ($1, $2)`, [
            group!.id,
            carol.id,
          ]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      const file = await uploadOk(alice, Buffer.from('vaccination card'), 'vaccination.txt');
      await asUser(t.db, alice, (q) =>
        q.query(
          `insert into pgmedlock.asset_access (owner_id, file_id, grantee_group_id, permissions)
         values (auth.uid(), $1, $2, 'download')`,
          [file.id, group!.id],
        ),
      );
      expect(
        (await app.inject({ url: `/api/locker/files/${file.id}/content`, headers: auth(bob) }))
          .body,
      ).toBe('vaccination card');
      expect(
        (await app.inject({ url: `/api/locker/files/${file.id}/content`, headers: auth(carol) }))
          .statusCode,
      ).toBe(404);
      const members = await asUser(t.db, carol, (q) =>
        q.query('select 1 from pgmedlock.group_members where group_id = $1', [group!.id]),
      );
      expect(members).toEqual([]);
    });

    describe('share links', () => {
      let fileId: string;
      const content = pdf('discharge summary of a fictional patient');

      beforeAll(async () => {
        fileId = (await uploadOk(alice, content, 'discharge.pdf')).id;
      });

      const meta = (token: string, headers: Record<string, string> = {}) =>
        app.inject({ url: `/api/share/${token}`, headers });
      const get = (token: string, query = '', headers: Record<string, string> = {}) =>
        app.inject({ url: `/api/share/${token}/content${query}`, headers });
      const unlock = (token: string, password: string, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: `/api/share/${token}/unlock`,
          payload: { password },
          remoteAddress,
        });

      it('stores only a hash of a 256-bit token and serves the file by it, logging every use', async () => {
        const link = await shareLink(alice, fileId);
        expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const stored = await t.db.query<{ token_hash: string }>(
          'select token_hash from pgmedlock.share_links where id = $1',
          [link.id],
        );
        expect(stored[0]!.token_hash).toBe(sha(link.token));
        const m = await meta(link.token);
        expect(m.json()).toMatchObject({
          name: 'discharge.pdf',
          size: content.length,
          needs_password: false,
          allows_download: true,
        });
        const res = await get(link.token);
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload).toEqual(content);
        // A link visitor never learns the storage key (issue 12).
        const [stored_] = await t.db.query<{ blob_key: string }>(
          'select blob_key from pgmedlock.files where id = $1',
          [fileId],
        );
        expect(stored_?.blob_key).toBeTruthy();
        expect(m.body + JSON.stringify(res.headers)).not.toContain(stored_!.blob_key);
        expect(res.headers['content-disposition']).toMatch(/^attachment;/);
        const log = await asUser(t.db, alice, (q) =>
          q.query<{ action: string; result: string; ip: string }>(
            'select action, result, ip from pgmedlock.access_log where share_link_id = $1 order by id',
            [link.id],
          ),
        );
        expect(log).toEqual([
          { action: 'open', result: 'ok', ip: '127.0.0.1' },
          { action: 'download', result: 'ok', ip: '127.0.0.1' },
        ]);
        expect(
          await asUser(t.db, bob, (q) =>
            q.query('select 1 from pgmedlock.access_log where share_link_id = $1', [link.id]),
          ),
        ).toEqual([]);
        expect((await meta('A'.repeat(43))).statusCode).toBe(404);
      });

      it('refuses an expired link', async () => {
        const link = await shareLink(alice, fileId, { expires_in_hours: 1 });
        await t.db.query(
          `update pgmedlock.share_links set created_at = now() - interval '2 hours', expires_at = now() - interval '1 minute' where id = $1`,
          [link.id],
        );
        expect((await meta(link.token)).json()).toMatchObject({ details: 'expired' });
        const res = await get(link.token);
        expect(res.statusCode).toBe(410);
        expect(res.json()).toMatchObject({ details: 'expired' });
      });

      it('counts wrong passwords per client and locks out only that client after five', async () => {
        const link = await shareLink(alice, fileId, { password: 'sesame-42' });
        const m = await meta(link.token);
        expect(m.json()).toMatchObject({ name: null, needs_password: true, unlocked: false });
        expect((await get(link.token)).statusCode).toBe(401);
        for (let i = 1; i <= 4; i += 1) {
          const res = await unlock(link.token, 'guess');
          expect(res.statusCode).toBe(401);
          expect(res.json()).toMatchObject({
            details: 'wrong_password',
            hint: `${5 - i} attempts left.`,
          });
        }
        const fifth = await unlock(link.token, 'guess');
        expect(fifth.statusCode).toBe(429);
        expect(fifth.json()).toMatchObject({
          message: 'Too many wrong passwords from this device. Try again later.',
          hint: 'Try again in 15 minutes.',
        });
        expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(800);
        const right = await unlock(link.token, 'sesame-42');
        expect(right.statusCode).toBe(429); // even the right password waits out the lock
        // Another client (the real recipient) is not locked out by the guesser, and its own
        // count starts at zero.
        const elsewhere = await unlock(link.token, 'guess', '203.0.113.7');
        expect(elsewhere.json()).toMatchObject({ hint: '4 attempts left.' });
        const recipient = await unlock(link.token, 'sesame-42', '203.0.113.7');
        expect(recipient.statusCode).toBe(200);
        // The guesser's wait ends; five more wrong tries lock it out twice as long.
        const endWait = () =>
          t.db.query(
            `update pgmedlock_private.share_link_attempts set locked_until = now() - interval '1 second'
              where link_id = $1 and client_key = 'ip:127.0.0.1'`,
            [link.id],
          );
        await endWait();
        for (let i = 1; i <= 4; i += 1) await unlock(link.token, 'guess');
        const again = await unlock(link.token, 'guess');
        expect(again.statusCode).toBe(429);
        expect(again.json()).toMatchObject({ hint: 'Try again in 30 minutes.' });
        await endWait();
        const ok = await unlock(link.token, 'sesame-42');
        expect(ok.statusCode).toBe(200);
        const { grant } = ok.json<{ grant: string }>();
        expect((await meta(link.token, { 'x-share-grant': grant })).json()).toMatchObject({
          name: 'discharge.pdf',
          unlocked: true,
        });
        expect((await get(link.token, `?grant=${grant}`)).statusCode).toBe(200);
        // A grant for one link opens no other, and is no access token.
        const other = await shareLink(alice, fileId, { password: 'another-1' });
        expect((await get(other.token, `?grant=${grant}`)).statusCode).toBe(401);
        expect(
          (
            await app.inject({
              url: `/api/locker/files/${fileId}/content`,
              headers: { authorization: `Bearer ${grant}` },
            })
          ).statusCode,
        ).toBe(401);
        const results = await t.db.query<{ result: string }>(
          `select result from pgmedlock.access_log where share_link_id = $1 and action = 'denied' order by id`,
          [link.id],
        );
        const wrong4 = ['wrong_password', 'wrong_password', 'wrong_password', 'wrong_password'];
        // The owner's access log shows every guess and lockout.
        expect(results.map((r) => r.result)).toEqual([
          'password_required',
          ...wrong4,
          'locked',
          'locked',
          'wrong_password',
          ...wrong4,
          'locked',
        ]);
      });

      it('stops at the download cap, even under concurrent requests to the content URL', async () => {
        const link = await shareLink(alice, fileId, { max_downloads: 2 });
        const answers = await Promise.all([1, 2, 3, 4, 5].map(() => get(link.token)));
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 410, 410, 410]);
        const refused = await get(link.token, '?inline=1');
        expect(refused.statusCode).toBe(410);
        expect(refused.json()).toMatchObject({ details: 'download_limit_reached' });
        expect((await meta(link.token)).json()).toMatchObject({
          allows_download: false,
          downloads_remaining: 0,
        });
        const [row] = await t.db.query<{ download_count: number }>(
          'select download_count from pgmedlock.share_links where id = $1',
          [link.id],
        );
        expect(row!.download_count).toBe(2);
      });

      it('serves a view-only link inline and refuses the download', async () => {
        const link = await shareLink(alice, fileId, { view_only: true });
        expect((await meta(link.token)).json()).toMatchObject({
          view_only: true,
          allows_download: false,
        });
        const download = await get(link.token);
        expect(download.statusCode).toBe(403);
        expect(download.json()).toMatchObject({ details: 'view_only' });
        const view = await get(link.token, '?inline=1');
        expect(view.statusCode).toBe(200);
        expect(view.headers['content-disposition']).toMatch(/^inline;/);
        const range = await get(link.token, '?inline=1', { range: 'bytes=0-3' });
        expect(range.statusCode).toBe(206);
        expect(range.body).toBe('%PDF');
      });

      it('refuses a revoked link at once', async () => {
        const link = await shareLink(alice, fileId);
        expect((await get(link.token)).statusCode).toBe(200);
        expect(
          (
            await app.inject({
              method: 'DELETE',
              url: `/api/locker/share-links/${link.id}`,
              headers: auth(bob),
            })
          ).statusCode,
        ).toBe(404);
        const revoke = await app.inject({
          method: 'DELETE',
          url: `/api/locker/share-links/${link.id}`,
          headers: auth(alice),
        });
        expect(revoke.statusCode).toBe(200);
        const res = await get(link.token);
        expect(res.statusCode).toBe(410);
        expect(res.json()).toMatchObject({ details: 'revoked' });
        expect((await meta(link.token)).statusCode).toBe(410);
      });

      it("refuses a link to another member's file", async () => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/locker/files/${fileId}/share-links`,
          headers: auth(bob),
          payload: {},
        });
        expect(res.statusCode).toBe(404);
      });
    });

    describe('share links for a folder', () => {
      let cardiology: { id: string; path: string };
      let scans: { id: string; path: string };
      let ecg: { id: string };
      let echo: { id: string };
      let elsewhere: { id: string };
      let trashed: { id: string };
      const ecgBytes = pdf('ecg of a fictional patient');
      const echoBytes = pdf('echocardiogram of a fictional patient');

      beforeAll(async () => {
        cardiology = await folder(alice, 'Cardiology');
        scans = await folder(alice, 'Scans', cardiology.id);
        // Same prefix, not inside: '/Cardiology-old' must not pass for '/Cardiology/…'.
        const lookalike = await folder(alice, 'Cardiology-old');
        ecg = await uploadOk(alice, ecgBytes, 'ecg.pdf', cardiology.id);
        echo = await uploadOk(alice, echoBytes, 'echo.pdf', scans.id);
        elsewhere = await uploadOk(alice, pdf('not shared'), 'private.pdf', lookalike.id);
        trashed = await uploadOk(alice, pdf('thrown away'), 'old.pdf', cardiology.id);
        await asUser(t.db, alice, (q) => q.query('select pgmedlock.trash_file($1)', [trashed.id]));
      });

      async function folderLink(folderId: string, body: Record<string, unknown> = {}) {
        const res = await postShareLink(alice, `folders/${folderId}`, body);
        return res.json<{ id: string; token: string; file_id: string | null; folder_id: string }>();
      }
      const listing = (token: string, headers: Record<string, string> = {}) =>
        app.inject({ url: `/api/share/${token}/files`, headers });
      const fileContent = (
        token: string,
        fileId: string,
        query = '',
        headers: Record<string, string> = {},
      ) => app.inject({ url: `/api/share/${token}/files/${fileId}/content${query}`, headers });

      it('lists every active file under the folder, later ones included, and serves them', async () => {
        const link = await folderLink(cardiology.id);
        expect(link).toMatchObject({ folder_id: cardiology.id, file_id: null });
        expect((await app.inject({ url: `/api/share/${link.token}` })).json()).toMatchObject({
          kind: 'folder',
          name: 'Cardiology',
          size: null,
          unlocked: true,
          allows_download: true,
        });
        const first = await listing(link.token);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json()).toEqual({
          files: [
            expect.objectContaining({ id: ecg.id, path: 'ecg.pdf', size: ecgBytes.length }),
            expect.objectContaining({ id: echo.id, path: 'Scans/echo.pdf', name: 'echo.pdf' }),
          ],
          truncated: false,
        });
        const nested = await fileContent(link.token, echo.id);
        expect(nested.statusCode).toBe(200);
        expect(nested.rawPayload).toEqual(echoBytes);
        expect(nested.headers['content-disposition']).toMatch(/^attachment;/);

        const later = await uploadOk(alice, pdf('added later'), 'later.pdf', scans.id);
        const second = await listing(link.token);
        expect(second.json<{ files: { id: string }[] }>().files.map((f) => f.id)).toEqual([
          ecg.id,
          echo.id,
          later.id,
        ]);
        const log = await asUser(t.db, alice, (q) =>
          q.query<{ action: string; file_id: string | null }>(
            'select action, file_id from pgmedlock.access_log where share_link_id = $1 order by id',
            [link.id],
          ),
        );
        expect(log).toEqual([
          { action: 'open', file_id: null },
          { action: 'download', file_id: echo.id },
        ]);
      });

      it('answers 404 for a file outside the folder, a trashed one or another member’s', async () => {
        const link = await folderLink(cardiology.id);
        const bobs = await uploadOk(bob, pdf('bob'), 'bob.pdf');
        for (const id of [elsewhere.id, trashed.id, bobs.id, 'not-a-uuid']) {
          const res = await fileContent(link.token, id);
          expect(res.statusCode, id).toBe(404);
          expect(res.json()).toMatchObject({ message: lockerMessages.notFound });
        }
        // A folder link has no /content of its own; a file link has no listing.
        expect((await app.inject({ url: `/api/share/${link.token}/content` })).statusCode).toBe(
          404,
        );
        const fileLink = await shareLink(alice, ecg.id);
        expect((await listing(fileLink.token)).statusCode).toBe(404);
        expect((await fileContent(fileLink.token, ecg.id)).statusCode).toBe(404);
        const [denied] = await t.db.query<{ n: number }>(
          `select count(*)::int as n from pgmedlock.access_log
            where share_link_id = $1 and result = 'not_in_folder'`,
          [link.id],
        );
        expect(denied!.n).toBe(3); // the malformed id is refused before the link is read
      });

      it('needs the password for the listing and the files, and caps downloads across files', async () => {
        const link = await folderLink(cardiology.id, { password: 'heart-beat', max_downloads: 2 });
        expect((await app.inject({ url: `/api/share/${link.token}` })).json()).toMatchObject({
          kind: 'folder',
          name: null,
          needs_password: true,
        });
        expect((await listing(link.token)).statusCode).toBe(401);
        expect((await fileContent(link.token, ecg.id)).statusCode).toBe(401);
        const unlocked = await app.inject({
          method: 'POST',
          url: `/api/share/${link.token}/unlock`,
          payload: { password: 'heart-beat' },
        });
        const headers = { 'x-share-grant': unlocked.json<{ grant: string }>().grant };
        expect((await listing(link.token, headers)).statusCode).toBe(200);
        expect((await fileContent(link.token, ecg.id, '', headers)).statusCode).toBe(200);
        expect((await fileContent(link.token, echo.id, '', headers)).statusCode).toBe(200);
        const third = await fileContent(link.token, ecg.id, '', headers);
        expect(third.statusCode).toBe(410);
        expect(third.json()).toMatchObject({ details: 'download_limit_reached' });
      });

      it('serves a view-only folder link inline and refuses downloads', async () => {
        const link = await folderLink(cardiology.id, { view_only: true });
        expect((await fileContent(link.token, ecg.id)).statusCode).toBe(403);
        const view = await fileContent(link.token, ecg.id, '?inline=1');
        expect(view.statusCode).toBe(200);
        expect(view.headers['content-disposition']).toMatch(/^inline;/);
      });

      it('stops at once when revoked, and goes with its folder', async () => {
        const link = await folderLink(cardiology.id);
        await app.inject({
          method: 'DELETE',
          url: `/api/locker/share-links/${link.id}`,
          headers: auth(alice),
        });
        expect((await listing(link.token)).json()).toMatchObject({ details: 'revoked' });
        expect((await fileContent(link.token, ecg.id)).statusCode).toBe(410);

        const shortLived = await folder(alice, 'Short-lived');
        await uploadOk(alice, pdf('temporary'), 'temp.pdf', shortLived.id);
        const gone = await folderLink(shortLived.id);
        expect((await listing(gone.token)).statusCode).toBe(200);
        await asUser(t.db, alice, (q) =>
          q.query('delete from pgmedlock.folders where id = $1', [shortLived.id]),
        );
        expect((await app.inject({ url: `/api/share/${gone.token}` })).statusCode).toBe(404);
        expect((await listing(gone.token)).statusCode).toBe(404);
      });

      it("refuses a link to another member's folder, through the API and the database", async () => {
        const res = await app.inject({
          method: 'POST',
          url: `/api/locker/folders/${cardiology.id}/share-links`,
          headers: auth(bob),
          payload: {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Folder not found.' });
        await expect(
          asUser(t.db, bob, (q) =>
            q.query(
              `insert into pgmedlock.share_links (owner_id, folder_id, token_hash, expires_at)
               values (auth.uid(), $1, repeat('a', 64), now() + interval '1 day')`,
              [cardiology.id],
            ),
          ),
        ).rejects.toMatchObject({ code: '42501' });
        // Neither a file nor a folder, or both: the database refuses the row.
        await expect(
          asUser(t.db, alice, (q) =>
            q.query(
              `insert into pgmedlock.share_links (owner_id, file_id, folder_id, token_hash, expires_at)
               values (auth.uid(), $1, $2, repeat('b', 64), now() + interval '1 day')`,
              [ecg.id, cardiology.id],
            ),
          ),
        ).rejects.toMatchObject({ code: '23514' });
        const seen = await asUser(t.db, bob, (q) =>
          q.query('select id from pgmedlock.share_links where folder_id = $1', [cardiology.id]),
        );
        expect(seen).toEqual([]);
      });
    });

    it('answers the spec §7 locker and subscription calls through the data API', async () => {
      const json = { 'content-type': 'application/json', prefer: 'return=representation' };
      const created = await app.inject({
        method: 'POST',
        url: '/api/folders',
        headers: {
          ...auth(bob),
          ...json,
          'content-profile': 'pgmedlock',
          accept: 'application/vnd.pgrst.object+json',
        },
        payload: { name: 'Insurance', parent_id: null },
      });
      expect(created.statusCode, created.body).toBe(201);
      const insurance = created.json<{ id: string; owner_id: string; path: string }>();
      expect(insurance).toMatchObject({ owner_id: bob.id, path: '/Insurance' });
      expect(asRead(lockerFolderSchema, insurance)).toMatchObject({ ownerId: bob.id });
      const child = await app.inject({
        method: 'POST',
        url: '/api/folders',
        headers: { ...auth(bob), ...json, 'content-profile': 'pgmedlock' },
        payload: { name: '2026', parent_id: insurance.id, path: '/forged' },
      });
      expect(child.json()).toMatchObject([{ path: '/Insurance/2026' }]);
      const children = await app.inject({
        url: `/api/folders?owner_id=eq.${bob.id}&parent_id=eq.${insurance.id}&select=name`,
        headers: { ...auth(bob), 'accept-profile': 'pgmedlock' },
      });
      expect(children.json()).toEqual([{ name: '2026' }]);
      const file = await uploadOk(
        bob,
        Buffer.from('policy number DEMO-1'),
        'policy.txt',
        insurance.id,
      );
      const inFolder = await app.inject({
        url: `/api/files?owner_id=eq.${bob.id}&folder_id=eq.${insurance.id}&select=id,name,path,version,size`,
        headers: { ...auth(bob), 'accept-profile': 'pgmedlock' },
      });
      expect(inFolder.json()).toEqual([
        { id: file.id, name: 'policy.txt', path: '/Insurance/policy.txt', version: 1, size: 20 },
      ]);
      // A row cannot be forged around the upload endpoint, nor deleted before the trash.
      const forged = await app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...auth(bob), ...json, 'content-profile': 'pgmedlock' },
        payload: { name: 'forged.txt', blob_key: randomBytes(16).toString('hex'), size: 1 },
      });
      expect(forged.statusCode).toBe(400);
      const early = await app.inject({
        method: 'DELETE',
        url: `/api/files?id=eq.${file.id}`,
        headers: { ...auth(bob), ...json, 'content-profile': 'pgmedlock' },
      });
      expect(early.json()).toEqual([]);
      const check = await app.inject({
        method: 'POST',
        url: '/api/rpc/check_subscription',
        headers: { ...auth(bob), 'content-type': 'application/json', 'content-profile': 'pgsubs' },
        payload: {},
      });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toEqual({
        medi_locker_activated: true,
        other_activated_subscription: null,
        other_activated_subscription_name: null,
      });
      expect(asRead(subscriptionCheckSchema, check.json())).toEqual({
        mediLockerActivated: true,
        otherActivatedSubscription: null,
        otherActivatedSubscriptionName: null,
      });
      // The lists the web's query hooks read, with their columns, parse with the shared rows.
      const read = (table: string, query: string) =>
        app.inject({
          url: `/api/${table}?${query}`,
          headers: { ...auth(bob), 'accept-profile': 'pgmedlock' },
        });
      const folders = await read('folders', `select=${lockerColumns.folder}&owner_id=eq.${bob.id}`);
      expect(asRead(listOf(lockerFolderSchema), folders.json()).map((f) => f.path)).toEqual(
        expect.arrayContaining(['/Insurance', '/Insurance/2026']),
      );
      const files = await read('files', `select=${lockerColumns.file}&id=eq.${file.id}`);
      expect(asRead(listOf(lockerFileRowSchema), files.json())).toMatchObject([
        { id: file.id, name: 'policy.txt', status: 'active', trashedAt: null },
      ]);
      await shareLink(bob, file.id, { label: 'For Dr. Rao' });
      const links = await read(
        'share_links',
        `select=${lockerColumns.shareLink}&file_id=eq.${file.id}`,
      );
      expect(asRead(listOf(shareLinkRowSchema), links.json())).toMatchObject([
        { fileId: file.id, label: 'For Dr. Rao', revokedAt: null },
      ]);
      const subs = await app.inject({
        url: `/api/user_subscription?user_id=eq.${alice.id}`,
        headers: { ...auth(bob), 'accept-profile': 'pgsubs' },
      });
      expect(subs.json()).toEqual([]);
      const selfGrant = await app.inject({
        method: 'POST',
        url: '/api/user_subscription',
        headers: { ...auth(carol), ...json, 'content-profile': 'pgsubs' },
        payload: { user_id: carol.id, subscription_id: 1 },
      });
      expect(selfGrant.statusCode).toBe(403);
      // The locker's functions, as Bob.
      const rpc = (name: string, payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: `/api/rpc/${name}`,
          headers: {
            ...auth(bob),
            'content-type': 'application/json',
            'content-profile': 'pgmedlock',
          },
          payload,
        });
      const trash = await rpc('trash_file', { file_id: file.id });
      expect(trash.json()).toMatchObject({ status: 'trashed' });
      const found = await rpc('search_files', { q: 'POLICY' });
      expect(found.json()).toEqual([]);
    });

    it('sweeps orphan blobs older than the grace period and keeps referenced ones', async () => {
      const one = (text: string) => Readable.from([Buffer.from(text)]);
      const orphan = await store.put(one('left behind by a crash'));
      const pending = await store.put(one('pending upload'));
      await t.db.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type) values ($1, $2, 14, $3, 'text/plain')`,
        [pending.key, alice.id, pending.sha256],
      );
      const kept = await uploadOk(alice, Buffer.from('kept'), 'kept.txt');
      const fresh = await sweepOrphanBlobs(t.db, store, { olderThanMinutes: 60 });
      expect(fresh.deleted).toEqual([]);
      const later = await sweepOrphanBlobs(t.db, store, {
        olderThanMinutes: 60,
        now: new Date(Date.now() + 2 * 3600_000),
      });
      expect(later.deleted.sort()).toEqual([orphan.key, pending.key].sort());
      expect(await store.exists(await blobKeyOf(kept.id))).toBe(true);
      for (const key of await blobKeys(store)) {
        const [ref] = await t.db.query(
          `select 1 from pgmedlock.files where blob_key = $1 union all select 1 from pgmedlock.file_versions where blob_key = $1`,
          [key],
        );
        expect(ref, `blob ${key} should be referenced`).toBeDefined();
      }
    });
  },
);
