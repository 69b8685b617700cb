import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-challenges-0123456789ab';
type Json = Record<string, unknown>;

interface MyChallenge {
  id: number;
  title: string;
  challenge_type: string;
  joined: boolean;
  status: string | null;
  show_on_leaderboard: boolean;
  progress: number;
}
interface BoardRow {
  rank: number;
  username: string;
  progress: number;
  status: string;
  is_me: boolean;
}
interface Achievement {
  kind: string;
  title: string;
  detail: string;
  award_key: string;
}

describe.each(testEngines)('challenges and achievements (issue #15) on %s', (engine) => {
  let suite: MembersTestApp;
  let memberC: TestUser;

  const call = dataApiCaller(() => suite.app, secret, 'pgathcare');
  const mine = async (u: TestUser) =>
    ((await call('POST', '/api/rpc/my_challenges', u, {})).json as unknown as MyChallenge[]).map(
      (c) => ({ ...c, progress: Number(c.progress) }),
    );
  const myIn = async (u: TestUser, id: number) => (await mine(u)).find((c) => c.id === id)!;
  const board = async (u: TestUser, id: number) =>
    (
      (await call('POST', '/api/rpc/challenge_leaderboard', u, { p_challenge_id: id }))
        .json as unknown as BoardRow[]
    ).map((r) => ({ ...r, rank: Number(r.rank), progress: Number(r.progress) }));
  const achievements = async (u: TestUser) =>
    (await call('GET', '/api/achievements?select=kind,title,detail,award_key&order=id', u))
      .json as unknown as Achievement[];
  const log = (u: TestUser, row: Json) =>
    call('POST', '/api/activity_logs', u, {
      activity_type: 'Running',
      duration_minutes: 30,
      intensity: 'moderate',
      ...row,
    });
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const createChallenge = async (row: Json) => {
    const res = await call('POST', '/api/challenges', suite.admin, {
      description: '',
      starts_at: hoursAgo(24 * 3),
      ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      ...row,
    });
    expect(res.status).toBe(201);
    return res.json[0]!.id as number;
  };

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
    memberC = await createTestUser(suite.t.db);
  });
  afterAll(() => suite?.close());

  it('lets only admins set challenges, with the spec kinds and a sane window', async () => {
    const row = {
      title: 'Ten km',
      challenge_type: 'Distance',
      target: 10000,
      starts_at: hoursAgo(1),
      ends_at: hoursAgo(-24),
    };
    expect((await call('POST', '/api/challenges', suite.memberA, row)).status).toBe(403);
    expect(
      (await call('POST', '/api/challenges', suite.admin, { ...row, challenge_type: 'Swimming' }))
        .status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/challenges', suite.admin, { ...row, ends_at: hoursAgo(2) })).status,
    ).toBe(400);
    expect((await call('POST', '/api/challenges', suite.admin, { ...row, target: 0 })).status).toBe(
      400,
    );
    const made = await call('POST', '/api/challenges', suite.admin, row);
    expect(made.status).toBe(201);
    const id = made.json[0]!.id as number;
    // Members read challenges but neither change nor delete them.
    expect((await call('GET', `/api/challenges?id=eq.${id}`, suite.memberB)).json).toHaveLength(1);
    expect(
      (await call('PATCH', `/api/challenges?id=eq.${id}`, suite.memberB, { target: 1 })).json,
    ).toEqual([]);
    expect((await call('DELETE', `/api/challenges?id=eq.${id}`, suite.memberB)).json).toEqual([]);
    expect((await call('GET', `/api/challenges?id=eq.${id}`, null)).status).toBe(401);
    // The admin page edits it (PATCH as an admin), within the same rules.
    const edited = await call('PATCH', `/api/challenges?id=eq.${id}`, suite.admin, {
      title: 'Twelve km',
      target: 12000,
    });
    expect(edited.json).toMatchObject([{ id, title: 'Twelve km', target: 12000 }]);
    expect(
      (await call('PATCH', `/api/challenges?id=eq.${id}`, suite.admin, { ends_at: hoursAgo(2) }))
        .status,
    ).toBe(400);
  });

  it('computes each member’s progress from their own logs inside the window', async () => {
    const distance = await createChallenge({
      title: 'Run 20 km',
      challenge_type: 'Distance',
      target: 20000,
    });
    const count = await createChallenge({
      title: 'Five sessions',
      challenge_type: 'Activity Count',
      target: 5,
    });
    const climb = await createChallenge({
      title: 'Climb 500 m',
      challenge_type: 'Elevation Gain',
      target: 500,
    });
    for (const id of [distance, count, climb]) {
      expect(
        (
          await call('POST', '/api/challenge_participants', suite.memberA, {
            challenge_id: id,
            show_on_leaderboard: true,
          })
        ).status,
      ).toBe(201);
    }
    expect((await log(suite.memberA, { started_at: hoursAgo(5), distance_m: 3000 })).status).toBe(
      201,
    );
    expect(
      (
        await log(suite.memberA, {
          started_at: hoursAgo(4),
          distance_m: 2500,
          elevation_gain_m: 120,
        })
      ).status,
    ).toBe(201);
    // Before the window: counts for none.
    expect(
      (await log(suite.memberA, { started_at: hoursAgo(24 * 5), distance_m: 9000 })).status,
    ).toBe(201);
    // Another member's logs never count for A.
    expect((await log(suite.memberB, { started_at: hoursAgo(3), distance_m: 7000 })).status).toBe(
      201,
    );

    expect(await myIn(suite.memberA, distance)).toMatchObject({
      joined: true,
      status: 'Participating',
      progress: 5500,
    });
    expect((await myIn(suite.memberA, count)).progress).toBe(2);
    expect((await myIn(suite.memberA, climb)).progress).toBe(120);
    // B has not joined: the challenge is listed with B's own progress only.
    expect(await myIn(suite.memberB, distance)).toMatchObject({
      joined: false,
      status: null,
      progress: 7000,
    });
  });

  it('keeps participation private and the leaderboard to those who opted in', async () => {
    const id = await createChallenge({ title: 'Board', challenge_type: 'Distance', target: 99000 });
    await call('POST', '/api/challenge_participants', suite.memberA, {
      challenge_id: id,
      show_on_leaderboard: true,
    });
    await call('POST', '/api/challenge_participants', suite.memberB, { challenge_id: id });
    await call('POST', '/api/challenge_participants', memberC, {
      challenge_id: id,
      show_on_leaderboard: true,
    });
    await log(memberC, { started_at: hoursAgo(1), distance_m: 8000 });

    const seenByB = await board(suite.memberB, id);
    expect(seenByB.map((r) => r.username)).toEqual([memberC.username, suite.memberA.username]);
    expect(seenByB[0]).toMatchObject({ rank: 1, progress: 8000, is_me: false });
    expect(seenByB[1]).toMatchObject({ rank: 2, progress: 5500, is_me: false });
    expect(
      (await board(suite.memberA, id)).find((r) => r.username === suite.memberA.username)?.is_me,
    ).toBe(true);
    expect(
      (await call('POST', '/api/rpc/challenge_leaderboard', null, { p_challenge_id: id })).status,
    ).toBe(401);

    // B sees only B's own participation, and cannot change, take over or join in A's name.
    const rows = (
      await call('GET', `/api/challenge_participants?challenge_id=eq.${id}`, suite.memberB)
    ).json;
    expect(rows.map((r) => r.user_id)).toEqual([suite.memberB.id]);
    expect(
      (
        await call(
          'PATCH',
          `/api/challenge_participants?challenge_id=eq.${id}&user_id=eq.${suite.memberA.id}`,
          suite.memberB,
          { status: 'Left', show_on_leaderboard: false },
        )
      ).json,
    ).toEqual([]);
    expect(
      (
        await call('POST', '/api/challenge_participants', suite.memberB, {
          challenge_id: await createChallenge({
            title: 'Other',
            challenge_type: 'Activity Count',
            target: 3,
          }),
          user_id: suite.memberA.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'PATCH',
          `/api/challenge_participants?user_id=eq.${suite.memberB.id}`,
          suite.memberB,
          {
            user_id: suite.memberA.id,
          },
        )
      ).status,
    ).toBeGreaterThanOrEqual(400);

    // Leaving takes A off the board; joining again puts A back.
    const leave = await call(
      'PATCH',
      `/api/challenge_participants?challenge_id=eq.${id}`,
      suite.memberA,
      { status: 'Left' },
    );
    expect(leave.json[0]).toMatchObject({ status: 'Left' });
    expect(leave.json[0]!.left_at).not.toBeNull();
    expect((await board(suite.memberB, id)).map((r) => r.username)).toEqual([memberC.username]);
    await call('PATCH', `/api/challenge_participants?challenge_id=eq.${id}`, suite.memberA, {
      status: 'Participating',
    });
    expect((await board(suite.memberB, id)).map((r) => r.username)).toContain(
      suite.memberA.username,
    );
    // Choosing not to be listed hides A again.
    await call('PATCH', `/api/challenge_participants?challenge_id=eq.${id}`, suite.memberA, {
      show_on_leaderboard: false,
    });
    expect((await board(memberC, id)).map((r) => r.username)).toEqual([memberC.username]);
    // A member cannot declare themself Completed.
    expect(
      (
        await call('PATCH', `/api/challenge_participants?challenge_id=eq.${id}`, suite.memberA, {
          status: 'Completed',
        })
      ).status,
    ).toBe(400);
  });

  it('completes a participant at the target, once, and settles the rest when it ends', async () => {
    const id = await createChallenge({
      title: 'Three runs',
      challenge_type: 'Activity Count',
      target: 3,
    });
    const before = await achievements(suite.memberB);
    await call('POST', '/api/challenge_participants', suite.memberB, { challenge_id: id });
    await call('POST', '/api/challenge_participants', memberC, { challenge_id: id });
    // B has 1 log in the window; two more reach 3.
    await log(suite.memberB, { started_at: hoursAgo(2) });
    expect((await myIn(suite.memberB, id)).status).toBe('Participating');
    await log(suite.memberB, { started_at: hoursAgo(1) });
    expect(await myIn(suite.memberB, id)).toMatchObject({ status: 'Completed', progress: 3 });
    await log(suite.memberB, { started_at: hoursAgo(0.5) });
    const won = (await achievements(suite.memberB)).filter((a) => a.kind === 'Challenge Won');
    expect(won.filter((a) => a.award_key === `challenge:${id}`)).toEqual([
      expect.objectContaining({ title: 'Three runs' }),
    ]);
    expect((await achievements(suite.memberB)).length).toBeGreaterThan(before.length);
    // Completed is final.
    expect(
      (
        await call('PATCH', `/api/challenge_participants?challenge_id=eq.${id}`, suite.memberB, {
          status: 'Left',
        })
      ).status,
    ).toBe(409);

    // The challenge ends: C, still short, reads as Incompleted; nobody may join any more.
    expect(
      (
        await call('PATCH', `/api/challenges?id=eq.${id}`, suite.admin, {
          starts_at: hoursAgo(24 * 3),
          ends_at: hoursAgo(0.1),
        })
      ).status,
    ).toBe(200);
    expect((await myIn(memberC, id)).status).toBe('Incompleted');
    expect((await myIn(suite.memberB, id)).status).toBe('Completed');
    const late = await call('POST', '/api/challenge_participants', suite.memberA, {
      challenge_id: id,
    });
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.json)).toContain('This challenge has ended.');
    // Nor leave or rejoin after the end.
    expect(
      (
        await call('PATCH', `/api/challenge_participants?challenge_id=eq.${id}`, memberC, {
          status: 'Left',
        })
      ).status,
    ).toBe(409);
  });

  it('completes at once a member who joins with the target already reached', async () => {
    const id = await createChallenge({ title: 'Two km', challenge_type: 'Distance', target: 2000 });
    await call('POST', '/api/challenge_participants', suite.memberA, { challenge_id: id });
    expect((await myIn(suite.memberA, id)).status).toBe('Completed');
    expect((await achievements(suite.memberA)).map((a) => a.award_key)).toContain(
      `challenge:${id}`,
    );
  });

  it('awards achievements from the database only, once each, and only to their owner', async () => {
    const u = await createTestUser(suite.t.db);
    await call('POST', '/api/goals', u, { metric: 'steps', period: 'daily', target: 10000 });
    await log(u, { started_at: new Date().toISOString(), steps: 4000 });
    expect((await achievements(u)).map((a) => a.award_key)).toEqual(['general:first-activity']);
    await log(u, { started_at: new Date().toISOString(), steps: 7000 });
    await log(u, { started_at: new Date().toISOString(), steps: 500 });
    const goal = (await achievements(u)).filter((a) => a.kind === 'Goal achieved');
    expect(goal).toHaveLength(1);
    expect(goal[0]!.detail).toMatch(/^11000 of 10000(\.0)? steps/);

    // Nobody writes or reads another member's trophies.
    expect(
      (
        await call('POST', '/api/achievements', u, {
          kind: 'General Achievement',
          title: 'x',
          detail: 'x',
          award_key: 'general:x',
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', `/api/achievements?user_id=eq.${u.id}`, suite.memberB)).json).toEqual(
      [],
    );
    expect((await call('DELETE', `/api/achievements?user_id=eq.${u.id}`, u)).status).toBe(403);
  });

  it('awards a goal once when two logs arrive together and only both reach it', async () => {
    const u = await createTestUser(suite.t.db);
    await call('POST', '/api/goals', u, { metric: 'steps', period: 'daily', target: 10000 });
    // A first log earns its award now, so the two below contend on nothing but the goal.
    await log(u, { started_at: new Date().toISOString(), steps: 0 });
    // Two transactions: the first logs 6000 steps and stays open while the second logs 6000
    // more; neither alone reaches the goal. The second must wait for the first and count both.
    const insert = (tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }) =>
      tx.query(
        `insert into pgathcare.activity_logs
           (user_id, activity_type, started_at, duration_minutes, steps, intensity)
         values ($1, 'Walking', now(), 30, 6000, 'light')`,
        [u.id],
      );
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const first = suite.t.db.transaction(async (tx) => {
      await insert(tx);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await firstInserted;
    const second = suite.t.db.transaction(async (tx) => {
      await insert(tx);
    });
    await Promise.all([first, second]);
    const all = await achievements(u);
    expect(all.filter((a) => a.kind === 'Goal achieved')).toHaveLength(1);
    expect(all.filter((a) => a.award_key === 'general:first-activity')).toHaveLength(1);
  });
});
