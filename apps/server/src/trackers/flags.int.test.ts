import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { dataApiCaller } from '../test/data-api-caller.ts';
import type { TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-the-health-flags-0123456789a';
type Json = Record<string, unknown>;
interface Flag {
  rule: string;
  message: string;
  reading: string;
  source_table: string;
}

describe.each(testEngines)('health flags (issue #15) on %s', (engine) => {
  let suite: MembersTestApp;

  const call = dataApiCaller(() => suite.app, secret, 'pgathcare');
  const flags = async (u: TestUser) =>
    (await call('GET', '/api/health_flags?select=rule,message,reading,source_table&order=rule', u))
      .json as unknown as Flag[];
  const rules = async (u: TestUser) => (await flags(u)).map((f) => f.rule);
  let clock = 0;
  /** Readings a minute apart, so "latest" is well defined. */
  const vital = (u: TestUser, row: Json) =>
    call('POST', '/api/vitals', u, {
      measured_at: new Date(Date.now() - 3_600_000 + ++clock * 60_000).toISOString(),
      ...row,
    });

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
  });
  afterAll(() => suite?.close());

  it('flags the latest blood pressure and glucose and clears when back in range', async () => {
    expect(await flags(suite.memberA)).toEqual([]);
    expect((await vital(suite.memberA, { systolic_mmhg: 150, diastolic_mmhg: 85 })).status).toBe(
      201,
    );
    expect(await flags(suite.memberA)).toEqual([
      {
        rule: 'blood_pressure_high',
        message: 'Blood pressure at or above 140/90 mmHg',
        reading: 'Blood pressure 150/85 mmHg',
        source_table: 'vitals',
      },
    ]);
    // Diastolic alone at 90 is high too; 139/89 is not.
    await vital(suite.memberA, { systolic_mmhg: 130, diastolic_mmhg: 90 });
    expect((await flags(suite.memberA))[0]?.reading).toBe('Blood pressure 130/90 mmHg');
    await vital(suite.memberA, { systolic_mmhg: 139, diastolic_mmhg: 89 });
    expect(await rules(suite.memberA)).toEqual([]);
    // The alerts stay: they are the events; the flag is the state.
    const alerts = await call(
      'GET',
      '/api/health_alerts?rule=eq.blood_pressure_high',
      suite.memberA,
    );
    expect(alerts.json).toHaveLength(2);

    await vital(suite.memberA, { fasting_glucose_mg_dl: 126 });
    expect(await rules(suite.memberA)).toEqual(['fasting_glucose_high']);
    // A later weight-only reading does not clear the glucose flag.
    await vital(suite.memberA, { weight_kg: 70 });
    expect(await rules(suite.memberA)).toEqual(['fasting_glucose_high']);
    await vital(suite.memberA, { fasting_glucose_mg_dl: 125 });
    expect(await rules(suite.memberA)).toEqual([]);
  });

  it('flags a BMI outside 18.5–24.9 from the profile height and the latest weight', async () => {
    // 175 cm with the latest reading 70 kg: BMI 22.9.
    await call('POST', '/api/medical_profile', suite.memberA, { height_cm: 175, weight_kg: 90 });
    expect(await rules(suite.memberA)).toEqual([]);
    await vital(suite.memberA, { weight_kg: 77 });
    expect(await flags(suite.memberA)).toEqual([
      expect.objectContaining({
        rule: 'bmi_out_of_range',
        message: 'BMI above the healthy range (18.5–24.9)',
        reading: 'BMI 25.1 (height 175.0 cm, weight 77.0 kg)',
      }),
    ]);
    await vital(suite.memberA, { weight_kg: 56 });
    expect((await flags(suite.memberA))[0]?.message).toBe(
      'BMI below the healthy range (18.5–24.9)',
    );
    await vital(suite.memberA, { weight_kg: 57 });
    expect(await rules(suite.memberA)).toEqual([]);
    // Without vitals weights the profile's weight counts.
    await call('POST', '/api/medical_profile', suite.memberB, { height_cm: 160, weight_kg: 80 });
    expect((await flags(suite.memberB))[0]?.reading).toBe(
      'BMI 31.3 (height 160.0 cm, weight 80.0 kg)',
    );
  });

  it('flags each Sentinel allergy while it is on record', async () => {
    const catalogue = (await call('GET', '/api/list_allergies?name=in.(Penicillin,Peanut)', null))
      .json;
    const id = (name: string) => catalogue.find((r) => r.name === name)!.id;
    const added = await call('POST', '/api/allergies', suite.memberA, {
      allergy_id: id('Penicillin'),
      severity: 'Sentinel',
    });
    await call('POST', '/api/allergies', suite.memberA, {
      allergy_id: id('Peanut'),
      severity: 'Major',
    });
    expect(await flags(suite.memberA)).toEqual([
      expect.objectContaining({
        rule: 'allergy_sentinel',
        reading: 'Allergy to Penicillin, severity Sentinel',
        source_table: 'allergies',
      }),
    ]);
    await call('PATCH', `/api/allergies?id=eq.${Number(added.json[0]!.id)}`, suite.memberA, {
      severity: 'Major',
    });
    expect(await rules(suite.memberA)).toEqual([]);
  });

  it('shows a member only their own flags and no one signed out', async () => {
    await vital(suite.memberA, { systolic_mmhg: 180, diastolic_mmhg: 110 });
    expect(await rules(suite.memberA)).toEqual(['blood_pressure_high']);
    expect(
      (await call('GET', `/api/health_flags?user_id=eq.${suite.memberA.id}`, suite.memberB)).json,
    ).toEqual([]);
    expect(await rules(suite.memberB)).toEqual(['bmi_out_of_range']);
    expect((await call('GET', '/api/health_flags', null)).status).toBe(401);
    // A view of the rules: nobody writes it.
    expect(
      (await call('POST', '/api/health_flags', suite.memberA, { rule: 'x' })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
