import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

/**
 * Workout templates (issue #15): the demo member keeps one, a short strength routine, to start a
 * workout from. Idempotent: it runs only while the member has no template.
 */
export async function seed({ db }: SeedContext): Promise<void> {
  const member = demoAccountIds.member;
  await db.query(
    `insert into pgathcare.workout_templates
       (user_id, name, activity_type, intensity, planned_minutes, exercises)
     select $1, 'Morning strength', 'Strength training', 'moderate', 25, $2::jsonb
      where not exists (select 1 from pgathcare.workout_templates where user_id = $1)`,
    [
      member,
      JSON.stringify([
        { name: 'Squats', sets: 3, reps: 12 },
        { name: 'Push-ups', sets: 3, reps: 10 },
        { name: 'Plank', sets: 3, duration_seconds: 45 },
      ]),
    ],
  );
}
