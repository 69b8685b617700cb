import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-workouts-0123456789abcd';
type Json = Record<string, unknown>;

const strength = {
  name: 'Leg day',
  activity_type: 'Strength training',
  intensity: 'vigorous',
  planned_minutes: 40,
  exercises: [
    { name: 'Squats', sets: 4, reps: 10 },
    { name: 'Wall sit', sets: 3, duration_seconds: 60 },
  ],
};

describe.each(testEngines)('workout templates (issue #15) on %s', (engine) => {
  let suite: MembersTestApp;

  const call = dataApiCaller(() => suite.app, secret, 'pgathcare');
  const create = async (u: TestUser, row: Json) => call('POST', '/api/workout_templates', u, row);
  const progressIn = async (u: TestUser, id: number) => {
    const all = (await call('POST', '/api/rpc/my_challenges', u, {})).json as unknown as Json[];
    const c = all.find((x) => x.id === id)!;
    return { status: c.status, progress: Number(c.progress) };
  };

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('keeps a template of exercises with sets and reps or a duration, and refuses bad ones', async () => {
    const made = await create(suite.memberA, strength);
    expect(made.status).toBe(201);
    expect(made.json[0]).toMatchObject({ ...strength, user_id: suite.memberA.id });
    const bad: Json[] = [
      { exercises: [] },
      { exercises: [{ name: 'Squats', sets: 0, reps: 10 }] },
      { exercises: [{ name: 'Squats', sets: 3 }] },
      { exercises: [{ name: ' ', sets: 3, reps: 10 }] },
      { exercises: [{ name: 'Squats', sets: 3, reps: 2.5 }] },
      { exercises: [{ name: 'Squats', sets: 3, reps: '10' }] },
      { exercises: [{ name: 'Squats', sets: 3, reps: 10, weight: 80 }] },
      { exercises: [{ name: 'Plank', sets: 1, duration_seconds: 7201 }] },
      { exercises: Array.from({ length: 31 }, (_, i) => ({ name: `E${i}`, sets: 1, reps: 1 })) },
      { exercises: { name: 'Squats' } },
      { planned_minutes: 0 },
      { intensity: 'extreme' },
      { activity_type: 'Chess' },
      { name: '' },
    ];
    for (const change of bad) {
      const res = await create(suite.memberA, {
        ...strength,
        name: `Bad ${JSON.stringify(change)}`,
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
    }
    // One name per member.
    expect((await create(suite.memberA, strength)).status).toBe(409);
    // The same name is another member's own business.
    expect((await create(suite.memberB, strength)).status).toBe(201);
  });

  it('shows, changes and deletes a member’s templates for that member only', async () => {
    const mine = await create(suite.memberA, { ...strength, name: 'Private plan' });
    const id = mine.json[0]!.id as number;
    for (const other of [suite.memberB, suite.admin]) {
      expect((await call('GET', `/api/workout_templates?id=eq.${id}`, other)).json).toEqual([]);
      expect(
        (await call('PATCH', `/api/workout_templates?id=eq.${id}`, other, { planned_minutes: 1 }))
          .json,
      ).toEqual([]);
      expect((await call('DELETE', `/api/workout_templates?id=eq.${id}`, other)).json).toEqual([]);
    }
    // Nor can another member slip a template onto member A.
    expect(
      (await create(suite.memberB, { ...strength, name: 'Gift', user_id: suite.memberA.id }))
        .status,
    ).toBe(403);
    expect((await call('GET', `/api/workout_templates?id=eq.${id}`, null)).status).toBe(401);

    const changed = await call('PATCH', `/api/workout_templates?id=eq.${id}`, suite.memberA, {
      planned_minutes: 30,
      exercises: [{ name: 'Lunges', sets: 3, reps: 12 }],
    });
    expect(changed.json[0]).toMatchObject({ planned_minutes: 30 });
    // The owner cannot hand the template over either (user_id is not writable).
    expect(
      (
        await call('PATCH', `/api/workout_templates?id=eq.${id}`, suite.memberA, {
          user_id: suite.memberB.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/workout_templates?id=eq.${id}&select=name`, suite.memberA)).json,
    ).toEqual([{ name: 'Private plan' }]);
  });

  it('starts a workout that logs an activity feeding the member’s challenges', async () => {
    const template = (await create(suite.memberA, { ...strength, name: 'Circuit' })).json[0]!;
    const challenge = await call('POST', '/api/challenges', suite.admin, {
      title: 'Two workouts',
      challenge_type: 'Activity Count',
      target: 2,
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    const challengeId = challenge.json[0]!.id as number;
    expect(
      (
        await call('POST', '/api/challenge_participants', suite.memberA, {
          challenge_id: challengeId,
        })
      ).status,
    ).toBe(201);
    expect(await progressIn(suite.memberA, challengeId)).toEqual({
      status: 'Participating',
      progress: 0,
    });

    const started = await call('POST', '/api/rpc/start_workout', suite.memberA, {
      p_template_id: template.id,
    });
    expect(started.status).toBe(200);
    const logId = Number(started.json);
    const [logged] = (await call('GET', `/api/activity_logs?id=eq.${logId}`, suite.memberA))
      .json as unknown as Json[];
    // The template's type and intensity, its planned minutes; 40 vigorous minutes are 80 heart points.
    expect(logged).toMatchObject({
      activity_type: 'Strength training',
      intensity: 'vigorous',
      duration_minutes: 40,
      heart_points: 80,
      workout_template_id: template.id,
    });
    expect(await progressIn(suite.memberA, challengeId)).toEqual({
      status: 'Participating',
      progress: 1,
    });

    // A second one, saying how long it took and when it began, completes the challenge.
    const began = new Date(Date.now() - 3_600_000).toISOString();
    const second = await call('POST', '/api/rpc/start_workout', suite.memberA, {
      p_template_id: template.id,
      p_started_at: began,
      p_duration_minutes: 25,
      p_distance_m: 0,
    });
    expect(second.status).toBe(200);
    expect(await progressIn(suite.memberA, challengeId)).toEqual({
      status: 'Completed',
      progress: 2,
    });
    const won = (
      await call('GET', '/api/achievements?kind=eq.Challenge Won&select=title', suite.memberA)
    ).json;
    expect(won).toEqual([{ title: 'Two workouts' }]);

    expect(
      (
        await call('POST', '/api/rpc/start_workout', suite.memberA, {
          p_template_id: template.id,
          p_started_at: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/rpc/start_workout', suite.memberA, {
          p_template_id: template.id,
          p_duration_minutes: 0,
        })
      ).status,
    ).toBe(400);
  });

  it('lets nobody start a workout from, or log against, another member’s template', async () => {
    const template = (await create(suite.memberA, { ...strength, name: 'Not yours' })).json[0]!;
    const res = await call('POST', '/api/rpc/start_workout', suite.memberB, {
      p_template_id: template.id,
    });
    expect(res.status).toBe(404);
    expect(
      (
        await call('POST', '/api/activity_logs', suite.memberB, {
          activity_type: 'Running',
          started_at: new Date().toISOString(),
          duration_minutes: 10,
          intensity: 'light',
          workout_template_id: template.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('POST', '/api/rpc/start_workout', null, { p_template_id: template.id })).status,
    ).toBe(401);
    const logs = (await call('GET', '/api/activity_logs?select=id', suite.memberB)).json;
    expect(logs).toEqual([]);
  });

  it('keeps the logs as plain activities when their template is deleted', async () => {
    const template = (await create(suite.memberA, { ...strength, name: 'Short-lived' })).json[0]!;
    const logId = Number(
      (await call('POST', '/api/rpc/start_workout', suite.memberA, { p_template_id: template.id }))
        .json,
    );
    expect(
      (await call('DELETE', `/api/workout_templates?id=eq.${Number(template.id)}`, suite.memberA))
        .status,
    ).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/api/activity_logs?id=eq.${logId}&select=workout_template_id`,
          suite.memberA,
        )
      ).json,
    ).toEqual([{ workout_template_id: null }]);
  });

  it('bounds a member to 50 templates', async () => {
    const u = await createTestUser(suite.t.db);
    for (let i = 0; i < 50; i += 1) {
      expect((await create(u, { ...strength, name: `Plan ${i}` })).status).toBe(201);
    }
    const over = await create(u, { ...strength, name: 'Plan 50' });
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({ message: 'You can keep at most 50 workout templates.' });
  });
});
