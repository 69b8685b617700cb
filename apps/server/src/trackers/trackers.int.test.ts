import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIds, seed as seedAccounts } from '../../db/seed/10_accounts.ts';
import { seed as seedTrackers } from '../../db/seed/80_trackers.ts';
import { mulberry32 } from '../../db/seed/run-seeds.ts';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { dataApiCaller, expectOnlyAdminsWrite } from '../test/data-api-caller.ts';
import { accessTokenFor, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-trackers-0123456789abcdef';
type Json = Record<string, unknown>;

describe.each(testEngines)('health tracking (issue #15) on %s', (engine) => {
  let suite: MembersTestApp;

  const call = dataApiCaller(() => suite.app, secret, 'pgathcare');
  const alerts = async (u: TestUser) =>
    (await call('GET', '/api/health_alerts?select=id,rule,reading,acknowledged_at&order=id', u))
      .json as unknown as { id: number; rule: string; reading: string; acknowledged_at: string }[];
  const progress = async (u: TestUser) =>
    (await call('POST', '/api/rpc/goal_progress', u, { tz: 'UTC' })).json as unknown as {
      metric: string;
      period: string;
      target: number | string;
      progress: number | string | null;
      achieved: boolean;
    }[];
  /** Member B reads and deletes none of A's rows in `table`, and cannot write `row` in A's name. */
  const expectMemberBKeptOut = async (table: string, row: Json) => {
    expect((await call('GET', `/api/${table}`, suite.memberB)).json).toEqual([]);
    expect((await call('DELETE', `/api/${table}`, suite.memberB)).json).toEqual([]);
    const inAsName = { user_id: suite.memberA.id, ...row };
    expect((await call('POST', `/api/${table}`, suite.memberB, inAsName)).status).toBe(403);
  };

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('seeds a real allergen catalogue anyone reads and only admins write', async () => {
    const all = await call('GET', '/api/list_allergies?select=name,category', null);
    expect(all.status).toBe(200);
    expect(all.json.length).toBeGreaterThanOrEqual(60);
    const categories = new Set(all.json.map((r) => r.category));
    expect(categories).toEqual(new Set(['Food', 'Drug', 'Environmental']));
    const row = { name: 'Saffron', category: 'Food', prevalence: 'Rare' };
    await expectOnlyAdminsWrite(
      call,
      'list_allergies',
      { row, match: 'name=eq.Peanut', change: { prevalence: 'Rare' } },
      { member: suite.memberA, admin: suite.admin },
    );
    expect(
      (
        await call('POST', '/api/list_allergies', suite.admin, {
          ...row,
          name: 'X',
          prevalence: 'Often',
        })
      ).status,
    ).toBe(400);
  });

  it('keeps the health profile per member in SI units with the spec enums', async () => {
    const mine = await call('POST', '/api/medical_profile', suite.memberA, {
      blood_group: 'O-',
      height_cm: 175,
      weight_kg: 70,
      activity_level: 'Medium',
    });
    expect(mine.status).toBe(201);
    expect(
      (await call('POST', '/api/medical_profile', suite.memberB, { blood_group: 'C+' })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/medical_profile', suite.memberB, { activity_level: 'Expert' }))
        .status,
    ).toBe(400);
    // BMI 22.9: inside the healthy band, no alert.
    expect(await alerts(suite.memberA)).toEqual([]);
    // Another member neither changes, reads, deletes nor writes it in A's name.
    expect(
      (
        await call('PATCH', `/api/medical_profile?user_id=eq.${suite.memberA.id}`, suite.memberB, {
          weight_kg: 1,
        })
      ).json,
    ).toEqual([]);
    await expectMemberBKeptOut('medical_profile', { height_cm: 160 });
    const [row] = (
      await call('GET', '/api/medical_profile?select=weight_kg,height_cm', suite.memberA)
    ).json;
    expect(Number(row!.weight_kg)).toBe(70);
  });

  it('lets the web save the profile and a goal again as an upsert, never over another member', async () => {
    const save = async (u: TestUser, table: string, conflict: string, body: Json) => {
      const token = await accessTokenFor(secret, u);
      const res = await suite.app.inject({
        method: 'POST',
        url: `/api/${table}?on_conflict=${conflict}`,
        headers: {
          'content-profile': 'pgathcare',
          'content-type': 'application/json',
          prefer: 'resolution=merge-duplicates,return=representation',
          authorization: `Bearer ${token}`,
        },
        payload: JSON.stringify(body),
      });
      return res.statusCode;
    };
    const profile = {
      blood_group: 'O-',
      height_cm: 175,
      weight_kg: 70,
      activity_level: 'Advanced',
    };
    expect(await save(suite.memberA, 'medical_profile', 'user_id', profile)).toBeLessThan(300);
    const [row] = (await call('GET', '/api/medical_profile?select=activity_level', suite.memberA))
      .json;
    expect(row!.activity_level).toBe('Advanced');
    expect(
      await save(suite.memberB, 'medical_profile', 'user_id', {
        ...profile,
        user_id: suite.memberA.id,
      }),
    ).toBe(403);
    expect(
      await save(suite.memberA, 'goals', 'user_id,metric,period', {
        metric: 'steps',
        period: 'weekly',
        target: 1000,
      }),
    ).toBeLessThan(300);
    expect(
      await save(suite.memberA, 'goals', 'user_id,metric,period', {
        metric: 'steps',
        period: 'weekly',
        target: 2000,
      }),
    ).toBeLessThan(300);
    const goals = (
      await call('GET', '/api/goals?metric=eq.steps&period=eq.weekly&select=target', suite.memberA)
    ).json;
    expect(goals.map((g) => Number(g.target))).toEqual([2000]);
    await call('DELETE', '/api/goals?metric=eq.steps&period=eq.weekly', suite.memberA);
  });

  it('raises an alert for an out-of-band BMI naming the reading', async () => {
    await call('PATCH', `/api/medical_profile?user_id=eq.${suite.memberA.id}`, suite.memberA, {
      weight_kg: 92,
    });
    const [bmi] = await alerts(suite.memberA);
    expect(bmi).toMatchObject({ rule: 'bmi_out_of_range', acknowledged_at: null });
    expect(bmi!.reading).toContain('BMI 30.0');
  });

  it('records vitals and raises alerts at the rule thresholds, not below them', async () => {
    const before = (await alerts(suite.memberA)).length;
    const post = (body: Json) => call('POST', '/api/vitals', suite.memberA, body);
    expect(
      (await post({ systolic_mmhg: 139, diastolic_mmhg: 89, fasting_glucose_mg_dl: 125 })).status,
    ).toBe(201);
    expect(await alerts(suite.memberA)).toHaveLength(before);
    expect((await post({ systolic_mmhg: 140, diastolic_mmhg: 80 })).status).toBe(201);
    expect((await post({ systolic_mmhg: 120, diastolic_mmhg: 90 })).status).toBe(201);
    expect((await post({ fasting_glucose_mg_dl: 126, source: 'lab' })).status).toBe(201);
    const raised = (await alerts(suite.memberA)).slice(before);
    expect(raised.map((a) => [a.rule, a.reading])).toEqual([
      ['blood_pressure_high', 'Blood pressure 140/80 mmHg'],
      ['blood_pressure_high', 'Blood pressure 120/90 mmHg'],
      ['fasting_glucose_high', 'Fasting glucose 126 mg/dL'],
    ]);
    // Bad readings are refused and change nothing.
    expect((await post({ systolic_mmhg: 120 })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    expect((await post({ spo2_percent: 101 })).status).toBe(400);
    expect((await post({ weight_kg: 70, source: 'guess' })).status).toBe(400);
    expect((await call('GET', '/api/vitals', suite.memberA)).json).toHaveLength(4);
    // A weight reading against the profile's height checks BMI too (57 kg at 175 cm: 18.6, fine).
    expect((await post({ weight_kg: 57 })).status).toBe(201);
    expect((await post({ weight_kg: 56 })).status).toBe(201);
    expect((await alerts(suite.memberA)).at(-1)!.reading).toBe(
      'BMI 18.3 (height 175.0 cm, weight 56.0 kg)',
    );
    // Another member sees none of it and cannot write in A's name.
    await expectMemberBKeptOut('vitals', { spo2_percent: 97 });
  });

  it('raises a Sentinel allergy alert, and alerts are acknowledged once by their owner only', async () => {
    const [peanut] = (await call('GET', '/api/list_allergies?name=eq.Peanut&select=id', null)).json;
    const [dust] = (
      await call('GET', '/api/list_allergies?name=eq.House%20dust%20mite&select=id', null)
    ).json;
    expect(
      (
        await call('POST', '/api/allergies', suite.memberA, {
          allergy_id: dust!.id,
          severity: 'Minor',
          onset_age: 'child',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/allergies', suite.memberA, {
          allergy_id: peanut!.id,
          severity: 'Deadly',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/allergies', suite.memberA, {
          allergy_id: peanut!.id,
          severity: 'Sentinel',
          onset_age: 'infant',
        })
      ).status,
    ).toBe(201);
    const sentinel = (await alerts(suite.memberA)).find((a) => a.rule === 'allergy_sentinel')!;
    expect(sentinel.reading).toBe('Allergy to Peanut, severity Sentinel');
    expect(await alerts(suite.memberB)).toEqual([]);
    expect((await call('GET', '/api/allergies', suite.memberB)).json).toEqual([]);
    expect(
      (
        await call(
          'PATCH',
          `/api/allergies?user_id=eq.${suite.memberA.id}&allergy_id=eq.${String(dust!.id)}`,
          suite.memberB,
          { severity: 'Major' },
        )
      ).json,
    ).toEqual([]);
    expect(
      (
        await call('PATCH', `/api/health_alerts?id=eq.${sentinel.id}`, suite.memberB, {
          acknowledged_at: 'now()',
        })
      ).json,
    ).toEqual([]);
    const ack = await call('PATCH', `/api/health_alerts?id=eq.${sentinel.id}`, suite.memberA, {
      acknowledged_at: '2000-01-01T00:00:00Z',
    });
    expect(ack.status).toBe(200);
    const stamped = String(ack.json[0]!.acknowledged_at);
    // The server stamps its own time, not the client's.
    expect(new Date(stamped).getFullYear()).toBeGreaterThan(2020);
    await call('PATCH', `/api/health_alerts?id=eq.${sentinel.id}`, suite.memberA, {
      acknowledged_at: null,
    });
    expect((await alerts(suite.memberA)).find((a) => a.id === sentinel.id)!.acknowledged_at).toBe(
      stamped,
    );
    // Members cannot make or retarget alerts.
    expect(
      (
        await call('PATCH', `/api/health_alerts?id=eq.${sentinel.id}`, suite.memberA, {
          rule: 'bmi_out_of_range',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/health_alerts', suite.memberA, {
          rule: 'allergy_sentinel',
          message: 'x',
          reading: 'x',
          source_table: 'allergies',
          source_id: 1,
          user_id: suite.memberA.id,
        })
      ).status,
    ).toBe(403);
  });

  it('computes heart points in SQL and goal progress from the logs', async () => {
    const log = (body: Json) => call('POST', '/api/activity_logs', suite.memberA, body);
    const now = new Date().toISOString();
    for (const metric of ['steps', 'heart_points', 'active_minutes', 'distance'] as const) {
      const target = { steps: 5000, heart_points: 30, active_minutes: 60, distance: 3000 }[metric];
      expect(
        (await call('POST', '/api/goals', suite.memberA, { metric, period: 'daily', target }))
          .status,
      ).toBe(201);
    }
    expect(
      (
        await call('POST', '/api/goals', suite.memberA, {
          metric: 'heart_points',
          period: 'weekly',
          target: 150,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/goals', suite.memberA, {
          metric: 'sleep',
          period: 'daily',
          target: 8,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/goals', suite.memberA, {
          metric: 'steps',
          period: 'daily',
          target: 0,
        })
      ).status,
    ).toBe(400);
    expect(
      (await progress(suite.memberA)).every((g) => Number(g.progress) === 0 && !g.achieved),
    ).toBe(true);

    const walk = await log({
      activity_type: 'Walking',
      started_at: now,
      duration_minutes: 20,
      distance_m: 1800,
      steps: 2600,
      intensity: 'moderate',
    });
    expect(walk.status).toBe(201);
    expect(walk.json[0]!.heart_points).toBe(20);
    const run = await log({
      activity_type: 'Running',
      started_at: now,
      duration_minutes: 15,
      distance_m: 2500,
      steps: 2600,
      intensity: 'vigorous',
    });
    expect(run.json[0]!.heart_points).toBe(30);
    const stroll = await log({
      activity_type: 'Walking',
      started_at: now,
      duration_minutes: 30,
      intensity: 'light',
    });
    expect(stroll.json[0]!.heart_points).toBe(0);
    // A client cannot set heart points; bad input is refused.
    const shortWalk = {
      activity_type: 'Walking',
      started_at: now,
      duration_minutes: 5,
      intensity: 'light',
    };
    for (const refused of [
      { ...shortWalk, heart_points: 99 },
      { ...shortWalk, duration_minutes: 0 },
      { ...shortWalk, intensity: 'extreme' },
    ]) {
      expect((await log(refused)).status, JSON.stringify(refused)).toBe(400);
    }
    // Last week's log counts in neither today's nor this week's totals.
    await log({
      activity_type: 'Running',
      started_at: new Date(Date.now() - 8 * 86400000).toISOString(),
      duration_minutes: 60,
      intensity: 'vigorous',
      steps: 9000,
    });

    const byKey = Object.fromEntries(
      (await progress(suite.memberA)).map((g) => [`${g.period}:${g.metric}`, g]),
    );
    expect(Number(byKey['daily:steps']!.progress)).toBe(5200);
    expect(byKey['daily:steps']!.achieved).toBe(true);
    expect(Number(byKey['daily:heart_points']!.progress)).toBe(50);
    expect(Number(byKey['daily:active_minutes']!.progress)).toBe(35);
    expect(byKey['daily:active_minutes']!.achieved).toBe(false);
    expect(Number(byKey['daily:distance']!.progress)).toBe(4300);
    expect(Number(byKey['weekly:heart_points']!.progress)).toBe(50);
    // Weight goals read the latest weight (56 kg above): reached within 0.5 kg.
    await call('POST', '/api/goals', suite.memberA, {
      metric: 'weight',
      period: 'weekly',
      target: 56.4,
    });
    expect((await progress(suite.memberA)).find((g) => g.metric === 'weight')!.achieved).toBe(true);

    // Another member's progress and logs are their own: none.
    expect(await progress(suite.memberB)).toEqual([]);
    expect((await call('GET', '/api/activity_logs', suite.memberB)).json).toEqual([]);
    const totalsB = (await call('POST', '/api/rpc/activity_totals', suite.memberB, {})).json;
    expect(totalsB.map((r) => Number(r.heart_points))).toEqual([0, 0]);
    expect((await call('DELETE', '/api/goals', suite.memberB)).json).toEqual([]);
    expect((await call('POST', '/api/rpc/goal_progress', null, {})).status).toBe(401);
  });
});

describe.each(testEngines)("the demo member's health data (seed) on %s", (engine) => {
  const t = useTestDatabase(engine);

  it('is loaded once however often start-up runs it, and leaves room to move the score', async () => {
    const ctx = { db: t.db, random: mulberry32(1) };
    await seedAccounts(ctx);
    await seedTrackers(ctx);
    await seedTrackers(ctx);
    const counts = await t.db.query<{ t: string; n: number }>(
      `select 'profile' as t, count(*)::int as n from pgathcare.medical_profile where user_id = $1
       union all select 'goals', count(*)::int from pgathcare.goals where user_id = $1
       union all select 'logs', count(*)::int from pgathcare.activity_logs where user_id = $1
       union all select 'alerts', count(*)::int from pgathcare.health_alerts where user_id = $1`,
      [demoAccountIds.member],
    );
    expect(Object.fromEntries(counts.map((c) => [c.t, c.n]))).toEqual({
      profile: 1,
      goals: 2,
      logs: 14,
      alerts: 0,
    });
    const [week] = await t.db.query<{ n: number }>(
      `select coalesce(sum(heart_points), 0)::int as n from pgathcare.activity_logs
        where user_id = $1 and started_at >= now() - interval '7 days'`,
      [demoAccountIds.member],
    );
    expect(week!.n).toBeLessThan(150 - 40);
  });
});
