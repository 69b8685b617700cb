import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { avatarMessages } from '@athcare/shared/avatar.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { signAccessToken } from '../auth/jwt.ts';
import { loadConfig } from '../config/config.ts';
import type { RequestContext } from '../db/database.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-avatars-0123456789abcdefgh';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const png = (seed: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(seed)]);
const webp = () =>
  Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), randomBytes(32)]);

function multipart(
  file: Buffer,
  filename: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----athcare${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function blobKeys(store: LocalBlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const b of store.list()) keys.push(b.key);
  return keys.sort();
}

/** Issue #17: the member's photo — upload through the locker's guard, serve, replace, remove. */
describe.each(testEngines)('avatars on %s', (engine) => {
  let t: TestDatabase;
  let app: FastifyInstance;
  let store: LocalBlobStore;
  let dir: string;
  let memberA: TestUser;
  let memberB: TestUser;

  const token = (as: TestUser) =>
    signAccessToken(
      { secret, audience: 'athcare' },
      { sub: as.id, role: 'authenticated', app_roles: [], sid: as.sessionId },
      600,
    );
  const upload = async (as: TestUser, file: Buffer, filename = 'me.png') => {
    const body = multipart(file, filename);
    return app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...body.headers, authorization: `Bearer ${await token(as)}` },
      payload: body.payload,
    });
  };
  const avatarUrl = async (user: TestUser) =>
    (
      await t.db.query<{ avatar_url: string | null }>(
        'select avatar_url from pgusers.profile where id = $1',
        [user.id],
      )
    )[0]?.avatar_url ?? null;
  const asMember = (user: TestUser): RequestContext => ({
    role: 'authenticated',
    claims: JSON.stringify({ sub: user.id, role: 'authenticated', sid: user.sessionId }),
    readOnly: false,
    statementTimeoutMs: 5000,
  });

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    dir = await mkdtemp(join(tmpdir(), 'athcare-avatars-'));
    store = new LocalBlobStore(join(dir, 'blobs'));
    memberA = await createTestUser(t.db);
    memberB = await createTestUser(t.db);
    app = await buildApp({
      config: loadConfig({
        JWT_SECRET: secret,
        DATA_DIR: dir,
        WEB_DIST_DIR: '/nonexistent-web-dist',
      }),
      db: t.db,
      blobStore: store,
    });
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores an image sniffed from its bytes, serves it at its address, replaces and removes it', async () => {
    const first = png('first photo');
    const res = await upload(memberA, first, 'not-really.pdf');
    expect(res.statusCode).toBe(200);
    const url = `/api/avatars/${memberA.id}/${sha(first)}`;
    expect(res.json()).toEqual({ avatarUrl: url });
    expect(await avatarUrl(memberA)).toBe(url);

    // Served without a token (an <img> sends none), typed from the bytes, cached for good.
    const got = await app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(first)).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: `/api/avatars/${memberA.id}/${'0'.repeat(64)}` }))
        .statusCode,
    ).toBe(404);

    // A new photo: a new address, the old bytes gone.
    const second = webp();
    const replaced = await upload(memberA, second, 'me.webp');
    expect(replaced.statusCode).toBe(200);
    const secondUrl = `/api/avatars/${memberA.id}/${sha(second)}`;
    expect(await avatarUrl(memberA)).toBe(secondUrl);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: secondUrl })).headers['content-type']).toBe(
      'image/webp',
    );
    expect(await blobKeys(store)).toHaveLength(1);

    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { authorization: `Bearer ${await token(memberA)}` },
    });
    expect(removed.statusCode).toBe(204);
    expect(await avatarUrl(memberA)).toBeNull();
    expect((await app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
    expect(await blobKeys(store)).toEqual([]);
  });

  it('refuses what is not a JPEG, PNG or WebP image, or too large, and keeps nothing of it', async () => {
    const before = await blobKeys(store);
    for (const bytes of [
      Buffer.from('%PDF-1.4\n% fictional\n%%EOF\n'),
      Buffer.from('plain text, named like a photo'),
      Buffer.from('GIF89a-------------------'),
    ]) {
      const res = await upload(memberA, bytes, 'photo.png');
      expect(res.statusCode).toBe(415);
      expect(res.json<{ message: string }>().message).toBe(avatarMessages.unsupportedType);
    }
    const big = Buffer.concat([png('big'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(memberA, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toBe(avatarMessages.tooLarge);
    expect(await blobKeys(store)).toEqual(before);
    expect(await avatarUrl(memberA)).toBeNull();
    const pending = await t.db.query(
      'select 1 from pgmedlock_private.uploads where owner_id = $1',
      [memberA.id],
    );
    expect(pending).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/profile/avatar' })).statusCode).toBe(401);
  });

  it('nobody else can read, change, claim or remove my photo', async () => {
    const mine = png('mine');
    expect((await upload(memberA, mine)).statusCode).toBe(200);
    const url = `/api/avatars/${memberA.id}/${sha(mine)}`;

    // B's own remove and upload touch only B.
    const bRemoves = await app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { authorization: `Bearer ${await token(memberB)}` },
    });
    expect(bRemoves.statusCode).toBe(204);
    expect((await upload(memberB, png('theirs'))).statusCode).toBe(200);
    expect(await avatarUrl(memberA)).toBe(url);

    // The data API: B sees no row of A's, and neither writes the table nor A's avatar_url.
    const bToken = await token(memberB);
    const read = await app.inject({
      method: 'GET',
      url: `/api/avatars?select=user_id,sha256&user_id=eq.${memberA.id}`,
      headers: { authorization: `Bearer ${bToken}`, 'accept-profile': 'pgusers' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([]);
    // The blob key is the server's own: no member reads it, even of their own row.
    const key0 = await app.inject({
      method: 'GET',
      url: '/api/avatars?select=blob_key',
      headers: { authorization: `Bearer ${bToken}`, 'accept-profile': 'pgusers' },
    });
    expect(key0.statusCode).toBe(403);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/profile?id=eq.${memberA.id}`,
      headers: {
        authorization: `Bearer ${bToken}`,
        'content-profile': 'pgusers',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ avatar_url: '/evil.png' }),
    });
    expect([200, 204, 404]).toContain(patch.statusCode);
    expect(await avatarUrl(memberA)).toBe(url);
    for (const sql of [
      `update pgusers.avatars set sha256 = '${'1'.repeat(64)}' where user_id = '${memberA.id}'`,
      `delete from pgusers.avatars where user_id = '${memberA.id}'`,
      `insert into pgusers.avatars (user_id, blob_key, mime_type, size, sha256) values ('${memberB.id}', 'x', 'image/png', 1, '${'2'.repeat(64)}')`,
    ]) {
      await expect(t.db.asRequest(asMember(memberB), (tx) => tx.query(sql))).rejects.toMatchObject({
        code: '42501',
      });
    }

    // An upload the server recorded for A cannot be claimed by B.
    const key = `pending-${randomBytes(4).toString('hex')}`;
    await t.db.query(
      `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
       values ($1, $2, 10, $3, 'image/png')`,
      [key, memberA.id, '3'.repeat(64)],
    );
    await expect(
      t.db.asRequest(asMember(memberB), (tx) =>
        tx.query('select * from pgusers_private.set_avatar($1)', [key]),
      ),
    ).rejects.toMatchObject({ code: 'PT400' });
    // Nor can B name A's blob (A's upload is claimed already).
    const [aBlob] = await t.db.query<{ blob_key: string }>(
      'select blob_key from pgusers.avatars where user_id = $1',
      [memberA.id],
    );
    await expect(
      t.db.asRequest(asMember(memberB), (tx) =>
        tx.query('select * from pgusers_private.set_avatar($1)', [aBlob?.blob_key]),
      ),
    ).rejects.toMatchObject({ code: 'PT400' });
    expect(await avatarUrl(memberA)).toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
