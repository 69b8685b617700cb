import { createHash, randomBytes } from 'node:crypto';
import { avatarMessages } from '@athcare/shared/avatar.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBlobStore } from '../storage/local-blob-store.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { blobKeys, createUploadTestApp, multipartBody } from '../test/upload-test-app.ts';
import {
  accessTokenFor,
  createTestUser,
  requestContext,
  type TestUser,
} from '../test/test-users.ts';

const secret = 'test-secret-for-avatars-0123456789abcdefgh';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A real picture, made here: width × height of one colour (a seed picks it), in a format. */
const picture = (
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  seed = 0,
): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 120 },
    },
  })
    .toFormat(format)
    .toBuffer();
const png = (seed: number, width = 40, height = 30) => picture('png', width, height, seed);
const webp = (seed: number) => picture('webp', 300, 200, seed);
/** A JPEG carrying EXIF (camera, place) and an orientation of 6 (shown turned 90°). */
const jpegWithExif = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'AthcareCam', Model: 'Secret 9', Copyright: 'Home address 12' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Issue #17: the member's photo — upload through the locker's guard, serve, replace, remove. */
describe.each(testEngines)('avatars on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let store: LocalBlobStore;
  let closeApp: () => Promise<void>;
  let memberA: TestUser;
  let memberB: TestUser;

  const token = (as: TestUser) => accessTokenFor(secret, as);
  const upload = async (as: TestUser, file: Buffer, filename = 'me.png') => {
    const body = multipartBody([{ name: 'file', value: file, filename, contentType: 'image/png' }]);
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

  const expectRefused = (res: LightMyRequestResponse, status: number, message: string) => {
    expect(res.statusCode).toBe(status);
    expect(res.json<{ message: string }>().message).toBe(message);
  };
  /** After member A's refused upload: no blob added to `before`, no photo, no pending upload. */
  const expectNothingKept = async (before: string[]) => {
    expect(await blobKeys(store)).toEqual(before);
    expect(await avatarUrl(memberA)).toBeNull();
    const pending = await t.db.query(
      'select 1 from pgmedlock_private.uploads where owner_id = $1',
      [memberA.id],
    );
    expect(pending).toEqual([]);
  };

  beforeAll(async () => {
    memberA = await createTestUser(t.db);
    memberB = await createTestUser(t.db);
    ({ app, store, close: closeApp } = await createUploadTestApp(t.db, secret));
  });
  afterAll(async () => {
    await closeApp?.();
  });

  it('keeps the photo at 256 and 64 px (upright, aspect kept, no metadata), serves, replaces and removes it', async () => {
    const first = await jpegWithExif();
    expect(first.includes('AthcareCam')).toBe(true);
    const res = await upload(memberA, first, 'not-really.pdf');
    expect(res.statusCode).toBe(200);
    const { avatarUrl: url } = res.json<{ avatarUrl: string }>();
    expect(url).toMatch(new RegExp(`^/api/avatars/${memberA.id}/[0-9a-f]{64}$`));
    expect(await avatarUrl(memberA)).toBe(url);
    // Only the two sizes are kept, never the original.
    expect(await blobKeys(store)).toHaveLength(2);

    // Served without a token (an <img> sends none), as WebP, cached for good.
    const got = await app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(url.endsWith(sha(got.rawPayload))).toBe(true);
    const large = await sharp(got.rawPayload).metadata();
    // 600 × 400 shown turned (orientation 6): upright 400 × 600, so 171 × 256.
    expect([large.format, large.width, large.height]).toEqual(['webp', 171, 256]);
    expect(large.exif).toBeUndefined();
    expect(large.orientation).toBeUndefined();
    expect(got.rawPayload.includes('AthcareCam')).toBe(false);
    expect(got.rawPayload.includes('Home address')).toBe(false);

    const small = await app.inject({ method: 'GET', url: `${url}?size=64` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height, smallMeta.exif]).toEqual([43, 64, undefined]);
    expect(small.headers.etag).toBe(`"${sha(small.rawPayload)}"`);
    expect((await app.inject({ method: 'GET', url: `${url}?size=128` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/avatars/${memberA.id}/${'0'.repeat(64)}` }))
        .statusCode,
    ).toBe(404);

    // A small picture is never enlarged.
    const tiny = await upload(memberA, await png(1, 40, 30));
    expect(tiny.statusCode).toBe(200);
    const tinyUrl = tiny.json<{ avatarUrl: string }>().avatarUrl;
    const tinyMeta = await sharp(
      (await app.inject({ method: 'GET', url: tinyUrl })).rawPayload,
    ).metadata();
    expect([tinyMeta.width, tinyMeta.height]).toEqual([40, 30]);

    // A new photo: a new address, the old bytes (both sizes) gone.
    const replaced = await upload(memberA, await webp(2), 'me.webp');
    expect(replaced.statusCode).toBe(200);
    const secondUrl = replaced.json<{ avatarUrl: string }>().avatarUrl;
    expect(secondUrl).not.toBe(url);
    expect(await avatarUrl(memberA)).toBe(secondUrl);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${url}?size=64` })).statusCode).toBe(404);
    const second = await sharp(
      (await app.inject({ method: 'GET', url: secondUrl })).rawPayload,
    ).metadata();
    expect([second.width, second.height]).toEqual([256, 171]);
    expect(await blobKeys(store)).toHaveLength(2);

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

  it('refuses a damaged or oversized picture with a clear message and keeps nothing of it', async () => {
    const good = await png(3, 200, 200);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const damaged = Buffer.from(good);
    damaged.fill(0x41, 40, damaged.length - 20);
    // 8000 × 6000 = 48 megapixels, small as a file (one colour compresses well).
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = await blobKeys(store);
    for (const [bytes, status, message] of [
      [truncated, 422, avatarMessages.unreadable],
      [damaged, 422, avatarMessages.unreadable],
      [huge, 413, avatarMessages.tooManyPixels],
    ] as const) {
      expectRefused(await upload(memberA, bytes), status, message);
    }
    await expectNothingKept(before);
  });

  it('refuses what is not a JPEG, PNG or WebP image, or too large, and keeps nothing of it', async () => {
    const before = await blobKeys(store);
    for (const bytes of [
      Buffer.from('%PDF-1.4\n% fictional\n%%EOF\n'),
      Buffer.from('plain text, named like a photo'),
      Buffer.from('GIF89a-------------------'),
    ]) {
      expectRefused(await upload(memberA, bytes, 'photo.png'), 415, avatarMessages.unsupportedType);
    }
    const big = Buffer.concat([await png(4), Buffer.alloc(5 * 1024 * 1024)]);
    expectRefused(await upload(memberA, big), 413, avatarMessages.tooLarge);
    await expectNothingKept(before);
    expect((await app.inject({ method: 'POST', url: '/api/profile/avatar' })).statusCode).toBe(401);
  });

  it('nobody else can read, change, claim or remove my photo', async () => {
    const mine = await upload(memberA, await png(5));
    expect(mine.statusCode).toBe(200);
    const url = mine.json<{ avatarUrl: string }>().avatarUrl;

    // B's own remove and upload touch only B.
    const bRemoves = await app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: { authorization: `Bearer ${await token(memberB)}` },
    });
    expect(bRemoves.statusCode).toBe(204);
    expect((await upload(memberB, await png(6))).statusCode).toBe(200);
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
      await expect(
        t.db.asRequest(requestContext(memberB), (tx) => tx.query(sql)),
      ).rejects.toMatchObject({
        code: '42501',
      });
    }

    // Uploads the server recorded for A cannot be claimed by B.
    const key = `pending-${randomBytes(4).toString('hex')}`;
    const key2 = `pending-${randomBytes(4).toString('hex')}`;
    for (const k of [key, key2]) {
      await t.db.query(
        `insert into pgmedlock_private.uploads (blob_key, owner_id, size, sha256, mime_type)
         values ($1, $2, 10, $3, 'image/webp')`,
        [k, memberA.id, '3'.repeat(64)],
      );
    }
    await expect(
      t.db.asRequest(requestContext(memberB), (tx) =>
        tx.query('select * from pgusers_private.set_avatar($1, $2)', [key, key2]),
      ),
    ).rejects.toMatchObject({ code: 'PT400' });
    // Nor can B name A's blob (A's upload is claimed already).
    const [aBlob] = await t.db.query<{ blob_key: string }>(
      'select blob_key from pgusers.avatars where user_id = $1',
      [memberA.id],
    );
    await expect(
      t.db.asRequest(requestContext(memberB), (tx) =>
        tx.query('select * from pgusers_private.set_avatar($1, $2)', [aBlob?.blob_key, key]),
      ),
    ).rejects.toMatchObject({ code: 'PT400' });
    expect(await avatarUrl(memberA)).toBe(url);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
