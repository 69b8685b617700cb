import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { accessTokenFor, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-tracker-series-0123456789';

interface Day {
  day: string;
  steps: number;
  heart_points: number;
  distance_m: number;
  active_minutes: number;
  systolic_mmhg: string | null;
  diastolic_mmhg: string | null;
  weight_kg: string | null;
  spo2_percent: string | null;
}

describe.each(testEngines)('the trackers’ chart series (issue #15) on %s', (engine) => {
  let suite: MembersTestApp;

  const rpc = async (as: TestUser | null, args: Record<string, unknown>) => {
    const headers: Record<string, string> = {
      'content-profile': 'pgathcare',
      'content-type': 'application/json',
    };
    if (as) {
      headers.authorization = `Bearer ${await accessTokenFor(secret, as)}`;
    }
    const res = await suite.app.inject({
      method: 'POST',
      url: '/api/rpc/tracker_series',
      headers,
      payload: JSON.stringify(args),
    });
    return { status: res.statusCode, json: JSON.parse(res.body) as Day[] & { message?: string } };
  };
  const utcDay = (daysAgo: number) =>
    new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
    // A's logs and readings, written as the owner at fixed UTC times relative to today.
    await suite.t.db.query(
      `insert into pgathcare.activity_logs
         (user_id, activity_type, started_at, duration_minutes, distance_m, steps, intensity)
       values ($1, 'Walking', (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '2 days' + interval '8 hours', 30, 2500, 3000, 'moderate'),
              ($1, 'Running', (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '2 days' + interval '20 hours', 20, 4000, 5000, 'vigorous'),
              ($1, 'Yoga', (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '1 day' + interval '9 hours', 40, null, null, 'light'),
              ($1, 'Walking', (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '40 days', 30, 2000, 2500, 'moderate')`,
      [suite.memberA.id],
    );
    await suite.t.db.query(
      `insert into pgathcare.vitals (user_id, measured_at, systolic_mmhg, diastolic_mmhg, weight_kg)
       values ($1, (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '1 day' + interval '7 hours', 120, 80, 70),
              ($1, (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') - interval '1 day' + interval '19 hours', 130, 84, 71)`,
      [suite.memberA.id],
    );
  });
  afterAll(() => suite?.close());

  it('gives every day of the range with the day’s activity totals and vitals averages', async () => {
    const res = await rpc(suite.memberA, { p_days: 7, tz: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(7);
    expect(res.json.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(utcDay));
    const twoAgo = res.json[4]!;
    expect(twoAgo).toMatchObject({
      steps: 8000,
      heart_points: 30 + 40,
      distance_m: 6500,
      active_minutes: 50,
      systolic_mmhg: null,
    });
    const yesterday = res.json[5]!;
    expect(yesterday).toMatchObject({ steps: 0, heart_points: 0, active_minutes: 0 });
    expect(Number(yesterday.systolic_mmhg)).toBe(125);
    expect(Number(yesterday.diastolic_mmhg)).toBe(82);
    expect(Number(yesterday.weight_kg)).toBe(70.5);
    expect(res.json[6]).toMatchObject({ steps: 0, weight_kg: null });
    // A month reaches the log of 40 days ago only in a longer range.
    const month = await rpc(suite.memberA, { p_days: 30, tz: 'UTC' });
    expect(month.json.reduce((s, d) => s + Number(d.steps), 0)).toBe(8000);
    const year = await rpc(suite.memberA, { p_days: 365, tz: 'UTC' });
    expect(year.json).toHaveLength(365);
    expect(year.json.reduce((s, d) => s + Number(d.steps), 0)).toBe(10500);
  });

  it('buckets by the member’s time zone', async () => {
    // 20:00 UTC two days ago is 01:30 the next day in Asia/Kolkata (+05:30).
    const res = await rpc(suite.memberA, { p_days: 7, tz: 'Asia/Kolkata' });
    const total = (d: Day) => Number(d.steps);
    expect(
      res.json
        .map(total)
        .filter((s) => s > 0)
        .sort(),
    ).toEqual([3000, 5000]);
  });

  it('shows another member none of A’s data and refuses anonymous callers', async () => {
    const res = await rpc(suite.memberB, { p_days: 365, tz: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(365);
    expect(res.json.every((d) => Number(d.steps) === 0 && d.weight_kg === null)).toBe(true);
    expect((await rpc(null, { p_days: 7, tz: 'UTC' })).status).toBe(401);
  });

  it('bounds the range and checks the time zone', async () => {
    for (const p_days of [0, 367, -5]) {
      const res = await rpc(suite.memberA, { p_days, tz: 'UTC' });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Choose between 1 and 366 days.');
    }
    const bad = await rpc(suite.memberA, { p_days: 7, tz: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Unknown time zone.');
  });
});
