import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

/**
 * The demo member's health tracking (issue #15): a health profile, two goals, a fortnight of
 * light walks and a few brisk ones, healthy vitals and a dust-mite allergy. Idempotent: it runs
 * only while the member has no health profile. Weekly heart points stay well under the WHO 150,
 * so logging an activity visibly moves the score.
 */
export async function seed({ db, random }: SeedContext): Promise<void> {
  const member = demoAccountIds.member;
  await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ n: number }>(
      'select count(*)::int as n from pgathcare.medical_profile where user_id = $1',
      [member],
    );
    if ((existing?.n ?? 0) > 0) return;
    await tx.query(
      `insert into pgathcare.medical_profile (user_id, blood_group, height_cm, weight_kg, activity_level)
       values ($1, 'B+', 162, 58, 'Medium')`,
      [member],
    );
    await tx.query(
      `insert into pgathcare.goals (user_id, metric, period, target)
       values ($1, 'steps', 'daily', 8000), ($1, 'heart_points', 'weekly', 150)`,
      [member],
    );
    for (let day = 14; day >= 1; day -= 1) {
      const brisk = day % 5 === 0;
      const minutes = brisk ? 15 : 20 + Math.floor(random() * 20);
      await tx.query(
        `insert into pgathcare.activity_logs
           (user_id, activity_type, started_at, duration_minutes, distance_m, steps, intensity)
         values ($1, 'Walking', date_trunc('day', now()) - make_interval(days => $2) + interval '7 hours',
                 $3, $4, $5, $6)`,
        [member, day, minutes, minutes * 80, minutes * 110, brisk ? 'moderate' : 'light'],
      );
    }
    await tx.query(
      `insert into pgathcare.vitals (user_id, measured_at, source, systolic_mmhg, diastolic_mmhg,
         fasting_glucose_mg_dl, weight_kg, resting_heart_rate_bpm, spo2_percent)
       values ($1, now() - interval '3 days', 'device', 118, 76, 92, 58, 68, 98)`,
      [member],
    );
    await tx.query(
      `insert into pgathcare.allergies (user_id, allergy_id, severity, onset_age)
       select $1, id, 'Moderate', 'child' from pgathcare.list_allergies where name = 'House dust mite'`,
      [member],
    );
  });
}
