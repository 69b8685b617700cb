import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

/**
 * Challenges (issue #15): one of each kind running this month, one that ended last month, and the
 * demo member in two of them (listed on one leaderboard). Achievements come from the database's
 * own rules as the member's logs arrive. Idempotent: it runs only while there are no challenges.
 */
export async function seed({ db }: SeedContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.query<{ n: number }>(
      'select count(*)::int as n from pgathcare.challenges',
    );
    if ((existing?.n ?? 0) > 0) return;
    await tx.query(
      `insert into pgathcare.challenges (title, description, challenge_type, target, starts_at, ends_at)
       values
        ('50 km this month', 'Walk, run or ride 50 km before the month is out.', 'Distance', 50000,
         date_trunc('month', now()), date_trunc('month', now()) + interval '1 month'),
        ('20 workouts', 'Log 20 activities of any kind this month.', 'Activity Count', 20,
         date_trunc('month', now()), date_trunc('month', now()) + interval '1 month'),
        ('Climb 1,000 m', 'Gain 1,000 m of elevation on hikes, runs or rides this month.',
         'Elevation Gain', 1000,
         date_trunc('month', now()), date_trunc('month', now()) + interval '1 month'),
        ('Last month''s 10 km', 'Cover 10 km in a month.', 'Distance', 10000,
         date_trunc('month', now()) - interval '1 month', date_trunc('month', now()))`,
    );
    const member = demoAccountIds.member;
    await tx.query(
      `insert into pgathcare.challenge_participants (challenge_id, user_id, show_on_leaderboard)
       select id, $1, title = '50 km this month' from pgathcare.challenges
        where title in ('50 km this month', '20 workouts')`,
      [member],
    );
  });
}
