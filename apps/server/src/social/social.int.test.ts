import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-social-part-0123456789ab';
type Json = Record<string, unknown>;

describe.each(testEngines)('social (issue #17) on %s', (engine) => {
  let suite: TestApp;
  /** A posts; F follows A; S is a stranger; X is blocked by A; Y blocked A; admin moderates. */
  let a: TestUser, f: TestUser, s: TestUser, x: TestUser, y: TestUser, admin: TestUser;
  const posts: Record<'public' | 'followers' | 'only_me', number> = {
    public: 0,
    followers: 0,
    only_me: 0,
  };

  const call = dataApiCaller(() => suite.app, secret, 'pgsocial');
  const rpc = async (u: TestUser, fn: string, args: Json = {}) =>
    call('POST', `/api/rpc/${fn}`, u, args);
  const post = async (u: TestUser, row: Json) => {
    const res = await call('POST', '/api/posts', u, row);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return Number(res.json[0]!.id);
  };
  const seenPostsOf = async (viewer: TestUser, author: TestUser) =>
    ((await rpc(viewer, 'social_posts', { p_author_id: author.id })).json as unknown as Json[])
      .map((p) => p.body)
      .sort();

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
    a = await createTestUser(suite.t.db);
    f = await createTestUser(suite.t.db);
    s = await createTestUser(suite.t.db);
    x = await createTestUser(suite.t.db);
    y = await createTestUser(suite.t.db);
    admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    for (const visibility of ['public', 'followers', 'only_me'] as const) {
      posts[visibility] = await post(a, { body: `A ${visibility}`, visibility });
    }
    expect((await call('POST', '/api/follows', f, { followee_id: a.id })).status).toBe(201);
    expect((await call('POST', '/api/follows', x, { followee_id: a.id })).status).toBe(201);
    await post(x, { body: 'X public', visibility: 'public' });
    await post(y, { body: 'Y public', visibility: 'public' });
    expect((await call('POST', '/api/blocks', a, { blocked_id: x.id })).status).toBe(201);
    expect((await call('POST', '/api/blocks', y, { blocked_id: a.id })).status).toBe(201);
  });
  afterAll(() => suite?.close());

  it('shows A’s posts to A, a follower, a stranger and a blocked member as their visibility says', async () => {
    expect(await seenPostsOf(a, a)).toEqual(['A followers', 'A only_me', 'A public']);
    expect(await seenPostsOf(f, a)).toEqual(['A followers', 'A public']);
    expect(await seenPostsOf(s, a)).toEqual(['A public']);
    expect(await seenPostsOf(x, a)).toEqual([]);
    expect(await seenPostsOf(y, a)).toEqual([]);
    // Straight through the table too, not only the function.
    const direct = await call('GET', `/api/posts?author_id=eq.${a.id}&select=body`, s);
    expect(direct.json.map((p: Json) => p.body)).toEqual(['A public']);
    expect((await call('GET', `/api/posts?author_id=eq.${a.id}`, x)).json).toEqual([]);
    const one = await rpc(s, 'social_posts', { p_post_id: posts.only_me });
    expect(one.json).toEqual([]);
  });

  it('blocks both ways: neither sees the other’s posts or profile, and follows end', async () => {
    // A blocked X, and Y blocked A: A sees neither X’s nor Y’s posts.
    expect(await seenPostsOf(a, x)).toEqual([]);
    expect(await seenPostsOf(a, y)).toEqual([]);
    expect(await seenPostsOf(s, x)).toEqual(['X public']);
    // The blocked member does not find the blocker’s profile; the blocker finds theirs marked.
    expect((await rpc(x, 'social_profile', { p_username: a.username })).json).toEqual([]);
    const blocked = await rpc(a, 'social_profile', { p_username: x.username });
    expect(blocked.json[0]).toMatchObject({ blocked_by_me: true, followed_by_me: false });
    // X’s follow of A ended with the block; F’s did not.
    const profile = await rpc(s, 'social_profile', { p_username: a.username });
    expect(profile.json[0]).toMatchObject({ follower_count: 1, is_me: false });
    const list = await rpc(a, 'my_blocked_members');
    expect(list.json.map((r: Json) => r.username)).toEqual([x.username]);
  });

  it('keeps a blocked member from reaching the blocker: no like, comment, follow or report', async () => {
    expect((await call('POST', '/api/post_likes', x, { post_id: posts.public })).status).toBe(403);
    expect(
      (await call('POST', '/api/post_comments', x, { post_id: posts.public, body: 'hi' })).status,
    ).toBe(403);
    expect((await call('POST', '/api/follows', x, { followee_id: a.id })).status).toBe(403);
    expect((await call('POST', '/api/follows', a, { followee_id: y.id })).status).toBe(403);
    expect(
      (await call('POST', '/api/post_reports', x, { post_id: posts.public, reason: 'x' })).status,
    ).toBe(403);
    // A stranger can like and comment on the public post, not on the followers’ one.
    expect((await call('POST', '/api/post_likes', s, { post_id: posts.public })).status).toBe(201);
    expect((await call('POST', '/api/post_likes', s, { post_id: posts.followers })).status).toBe(
      403,
    );
    expect((await call('POST', '/api/post_likes', f, { post_id: posts.followers })).status).toBe(
      201,
    );
  });

  it('hides likes and comments of blocked members from the blocker', async () => {
    const target = await post(s, { body: 'S public', visibility: 'public' });
    expect((await call('POST', '/api/post_likes', x, { post_id: target })).status).toBe(201);
    expect(
      (await call('POST', '/api/post_comments', x, { post_id: target, body: 'from X' })).status,
    ).toBe(201);
    const [asA] = (await rpc(a, 'social_posts', { p_post_id: target })).json as unknown as Json[];
    const [asS] = (await rpc(s, 'social_posts', { p_post_id: target })).json as unknown as Json[];
    expect(asS).toMatchObject({ like_count: 1, comment_count: 1 });
    expect(asA).toMatchObject({ like_count: 0, comment_count: 0 });
    expect((await rpc(a, 'post_comment_list', { p_post_id: target })).json).toEqual([]);
  });

  it('lets nobody else change or delete A’s posts, likes, comments or follows', async () => {
    const liked = await call('POST', '/api/post_likes', a, { post_id: posts.public });
    expect(liked.status).toBe(201);
    const comment = await call('POST', '/api/post_comments', a, {
      post_id: posts.public,
      body: 'mine',
    });
    const commentId = Number(comment.json[0]!.id);
    await call('POST', '/api/follows', a, { followee_id: s.id });
    for (const other of [f, s, admin]) {
      const edit = await call('PATCH', `/api/posts?id=eq.${posts.public}`, other, {
        body: 'pwned',
      });
      expect(edit.json).toEqual([]);
      expect((await call('DELETE', `/api/posts?id=eq.${posts.public}`, other)).json).toEqual([]);
      expect((await call('DELETE', `/api/post_likes?user_id=eq.${a.id}`, other)).json).toEqual([]);
      expect((await call('DELETE', `/api/post_comments?id=eq.${commentId}`, other)).json).toEqual(
        [],
      );
      expect(
        (await call('DELETE', `/api/follows?follower_id=eq.${a.id}&followee_id=eq.${f.id}`, other))
          .json,
      ).toEqual([]);
      // Nobody posts or likes in A’s name.
      expect(
        (await call('POST', '/api/posts', other, { author_id: a.id, body: 'as A' })).status,
      ).toBe(403);
      expect(
        (await call('POST', '/api/post_likes', other, { user_id: a.id, post_id: posts.public }))
          .status,
      ).toBe(403);
    }
    // S, followed by A, may remove that follower; F may not touch it.
    expect((await call('DELETE', `/api/follows?follower_id=eq.${a.id}`, f)).json).toEqual([]);
    expect((await call('DELETE', `/api/follows?follower_id=eq.${a.id}`, s)).json).toHaveLength(1);
    // A’s comment on F’s post: F (the post’s author) may remove it.
    const fPost = await post(f, { body: 'F public', visibility: 'public' });
    const onF = await call('POST', '/api/post_comments', a, { post_id: fPost, body: 'on F' });
    const removed = await call('DELETE', `/api/post_comments?id=eq.${Number(onF.json[0]!.id)}`, f);
    expect(removed.json).toHaveLength(1);
    const [still] = (await rpc(a, 'social_posts', { p_post_id: posts.public }))
      .json as unknown as Json[];
    expect(still).toMatchObject({ body: 'A public', liked_by_me: true });
  });

  it('pages the feed by keyset with the author and counts embedded, and keeps text as text', async () => {
    const reader = await createTestUser(suite.t.db);
    const payload = '<script>window.pwned = true</script><img src=x onerror=alert(1)>';
    await post(reader, { body: payload, visibility: 'only_me' });
    const seen: Json[] = [];
    let cursor: Json = {};
    for (let page = 0; page < 20; page++) {
      const res = await rpc(reader, 'social_posts', { ...cursor, p_limit: 2 });
      expect(res.status).toBe(200);
      const rows = res.json as unknown as Json[];
      expect(rows.length).toBeLessThanOrEqual(2);
      seen.push(...rows);
      if (rows.length < 2) break;
      const last = rows.at(-1)!;
      cursor = { p_before_created_at: last.created_at, p_before_id: last.id };
    }
    const ids = seen.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Public posts of members the reader has not blocked, and the reader’s own.
    expect(seen.map((r) => r.body)).toContain('A public');
    expect(seen.map((r) => r.body)).not.toContain('A followers');
    expect(seen.find((r) => r.body === payload)).toMatchObject({
      author_username: reader.username,
      like_count: 0,
      comment_count: 0,
      liked_by_me: false,
    });
    const big = await rpc(reader, 'social_posts', { p_limit: 10_000 });
    expect((big.json as unknown as Json[]).length).toBeLessThanOrEqual(50);
  });

  it('limits posting: the eleventh post in ten minutes is refused with a clear message', async () => {
    const busy = await createTestUser(suite.t.db);
    for (let i = 0; i < 10; i++) await post(busy, { body: `post ${i}` });
    const refused = await call('POST', '/api/posts', busy, { body: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      'You are posting too often. Wait a few minutes and try again.',
    );
  });

  it('links only one’s own achievement, and shows a challenge’s title', async () => {
    const [ach] = await suite.t.db.query<{ id: number }>(
      `insert into pgathcare.achievements (user_id, kind, title, detail, award_key)
       values ($1, 'General Achievement', 'First 5 km', 'Ran 5 km', 'general:first5k') returning id`,
      [a.id],
    );
    expect(
      (await call('POST', '/api/posts', s, { body: 'stolen', achievement_id: ach!.id })).status,
    ).toBe(403);
    const linked = await post(a, { body: 'Look', achievement_id: ach!.id });
    const [seen] = (await rpc(s, 'social_posts', { p_post_id: linked })).json as unknown as Json[];
    expect(seen).toMatchObject({ link_title: 'First 5 km' });
    const [ch] = await suite.t.db.query<{ id: number }>(
      `insert into pgathcare.challenges (title, challenge_type, target, starts_at, ends_at)
       values ('Run 50 km', 'Distance', 50000, now(), now() + interval '30 days') returning id`,
    );
    const onChallenge = await post(f, { body: 'Joined', challenge_id: ch!.id });
    const [c] = (await rpc(s, 'social_posts', { p_post_id: onChallenge }))
      .json as unknown as Json[];
    expect(c).toMatchObject({ link_title: 'Run 50 km' });
  });

  it('queues reported posts for admins, who hide them from everyone but the author', async () => {
    const reported = await call('POST', '/api/post_reports', s, {
      post_id: posts.public,
      reason: 'Spam',
    });
    expect(reported.status, JSON.stringify(reported.json)).toBe(201);
    // The author cannot report their own post; nobody but admins moderates.
    expect(
      (await call('POST', '/api/post_reports', a, { post_id: posts.public, reason: 'me' })).status,
    ).toBe(403);
    expect((await rpc(s, 'moderation_queue')).status).toBe(403);
    expect((await rpc(s, 'moderate_post', { p_post_id: posts.public, p_hide: true })).status).toBe(
      403,
    );
    // Another member does not read S’s report.
    expect((await call('GET', '/api/post_reports', f)).json).toEqual([]);
    const queue = await rpc(admin, 'moderation_queue');
    expect(queue.json).toEqual([
      expect.objectContaining({ id: posts.public, open_report_count: 1, reasons: ['Spam'] }),
    ]);
    expect(
      (await rpc(admin, 'moderate_post', { p_post_id: posts.public, p_hide: true })).status,
    ).toBe(204);
    expect(await seenPostsOf(s, a)).not.toContain('A public');
    expect(await seenPostsOf(f, a)).toEqual(['A followers', 'Look']);
    const [own] = (await rpc(a, 'social_posts', { p_post_id: posts.public }))
      .json as unknown as Json[];
    expect(own!.hidden_at).not.toBeNull();
    // Hidden posts take no likes or comments.
    expect((await call('POST', '/api/post_likes', f, { post_id: posts.public })).status).toBe(403);
    // A post never reported cannot be hidden through the queue.
    expect(
      (await rpc(admin, 'moderate_post', { p_post_id: posts.followers, p_hide: true })).status,
    ).toBe(404);
    await rpc(admin, 'moderate_post', { p_post_id: posts.public, p_hide: false });
    expect(await seenPostsOf(s, a)).toContain('A public');
    const after = await rpc(admin, 'moderation_queue');
    expect(after.json[0]).toMatchObject({ open_report_count: 0, hidden_at: null });
  });
});
