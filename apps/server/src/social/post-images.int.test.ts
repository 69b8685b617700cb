import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBlobStore } from '../storage/local-blob-store.ts';
import { sweepOrphanBlobs } from '../storage/orphan-sweep.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { accessTokenFor, createTestUser, type TestUser } from '../test/test-users.ts';
import { createUploadTestApp, multipartBody } from '../test/upload-test-app.ts';

const secret = 'test-secret-for-post-images-0123456789abcd';
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const png = (seed: string) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(seed)]);

/** Issue #17: up to 4 images a post, through the locker's upload guard, read as the post is. */
describe.each(testEngines)('social post images on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let store: LocalBlobStore;
  let closeApp: () => Promise<void>;
  let a: TestUser, follower: TestUser, stranger: TestUser;

  const call = dataApiCaller(() => app, secret, 'pgsocial');
  const token = (as: TestUser) => accessTokenFor(secret, as);
  const upload = async (as: TestUser, postId: number, file: Buffer) => {
    const body = multipartBody([
      { name: 'file', value: file, filename: 'a.png', contentType: 'image/png' },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/social/posts/${postId}/images`,
      headers: { ...body.headers, authorization: `Bearer ${await token(as)}` },
      payload: body.payload,
    });
  };
  const image = async (as: TestUser | null, postId: number, position: number) =>
    app.inject({
      method: 'GET',
      url: `/api/social/posts/${postId}/images/${position}`,
      headers: as ? { authorization: `Bearer ${await token(as)}` } : {},
    });
  const post = async (u: TestUser, row: Record<string, unknown>) =>
    Number((await call('POST', '/api/posts', u, row)).json[0]!.id);

  beforeAll(async () => {
    a = await createTestUser(t.db);
    follower = await createTestUser(t.db);
    stranger = await createTestUser(t.db);
    ({ app, store, close: closeApp } = await createUploadTestApp(t.db, secret));
    await call('POST', '/api/follows', follower, { followee_id: a.id });
  });
  afterAll(async () => {
    await closeApp?.();
  });

  it('keeps up to 4 images on the author’s own post and shows them to its readers only', async () => {
    const id = await post(a, { body: 'With photos', visibility: 'followers' });
    const files = [0, 1, 2, 3].map((i) => png(`photo ${i}`));
    for (const [i, file] of files.entries()) {
      const res = await upload(a, id, file);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ position: i, sha256: sha(file) });
    }
    const fifth = await upload(a, id, png('one too many'));
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json<{ message: string }>().message).toBe('A post holds at most 4 images.');
    // Another member adds nothing to A’s post; a file that is not an image is refused.
    expect((await upload(follower, id, png('not yours'))).statusCode).toBe(404);
    const text = await upload(a, id, Buffer.from('just some text, not an image'));
    expect(text.statusCode).toBe(415);

    const [row] = (await call('POST', '/api/rpc/social_posts', follower, { p_post_id: id }))
      .json as unknown as { images: unknown }[];
    expect(row!.images).toEqual(files.map((f, i) => ({ position: i, sha256: sha(f) })));
    const seen = await image(follower, id, 2);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(files[2]!)).toBe(true);
    expect((await image(stranger, id, 2)).statusCode).toBe(404);
    expect((await image(null, id, 2)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/post_images?select=post_id,position&post_id=eq.${id}`, stranger))
        .json,
    ).toEqual([]);
    // The blob key stays the server’s.
    expect((await call('GET', `/api/post_images?select=blob_key`, a)).status).not.toBe(200);
  });

  it('lets the images go with their post (the sweep removes the blobs)', async () => {
    const id = await post(a, { body: 'Short-lived', visibility: 'public' });
    const file = png('short-lived photo');
    expect((await upload(a, id, file)).statusCode).toBe(201);
    const before: string[] = [];
    for await (const b of store.list()) before.push(b.key);
    expect((await call('DELETE', `/api/posts?id=eq.${id}`, a)).json).toHaveLength(1);
    expect((await image(a, id, 0)).statusCode).toBe(404);
    const swept = await sweepOrphanBlobs(t.db, store, {
      olderThanMinutes: 0,
      now: new Date(Date.now() + 60_000),
    });
    expect(swept.deleted).toHaveLength(1);
    // The other post's four images stay.
    const after: string[] = [];
    for await (const b of store.list()) after.push(b.key);
    expect(after).toHaveLength(before.length - 1);
  });
});
