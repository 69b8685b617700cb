import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

/**
 * The demo member holds Complete Health Foresight with the demo doctor as case manager, and has
 * one open case with a few summary entries, a booked consultation and a home-nursing visit
 * assigned to the demo paramedic (their personnel profile, a nurse, unlisted). Idempotent:
 * nothing is added when the demo member already holds the plan.
 */
export async function seed({ db }: SeedContext): Promise<void> {
  const member = demoAccountIds.member;
  const [doctor] = await db.query<{ id: number }>(
    'select id from pgpersonnel.profile where user_id = $1 order by id limit 1',
    [demoAccountIds.doctor],
  );
  const [account] = await db.query<{ id: string }>('select id from auth.users where id = $1', [
    member,
  ]);
  if (!doctor || !account) return;
  const [held] = await db.query<{ id: string }>(
    `select us.id from pgsubs.user_subscription us join pgsubs.subscriptions s on s.id = us.subscription_id
      where us.user_id = $1 and s.key = 'complete-health-foresight'`,
    [member],
  );
  if (held) return;
  await db.transaction(async (tx) => {
    const [sub] = await tx.query<{ id: string }>(
      `insert into pgsubs.user_subscription (user_id, subscription_id, case_manager_id)
       select $1, id, $2 from pgsubs.subscriptions where key = 'complete-health-foresight'
       returning id`,
      [member, doctor.id],
    );
    const [primary] = await tx.query<{ crn: string }>(
      `select crn from pgsubs.subscription_members where user_subscription_id = $1 and subscriber_type = 'primary'`,
      [sub!.id],
    );
    const [c] = await tx.query<{ id: string }>(
      `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for, tags)
       values ($1, $2, 'Seasonal allergic rhinitis', '{allergy,follow-up}') returning id`,
      [sub!.id, primary!.crn],
    );
    await tx.query(
      `insert into pgathcare.case_summaries (case_id, author_type, author_id, title, brief, created_at)
       values ($1, 'Case Manager', $2, 'First review', 'Sneezing and a blocked nose every morning since March. Started a daily antihistamine; review in two weeks.', now() - interval '14 days'),
              ($1, 'Subscriber', $3, 'Better after a week', 'Mornings are easier; still sneezing outdoors.', now() - interval '7 days')`,
      [c!.id, demoAccountIds.doctor, member],
    );
    const [service] = await tx.query<{ id: number }>(
      `insert into pgathcare.service_details (case_id, subscriber_crn, service_id, personnel_id, status)
       select $1, $2, l.id, $3, 'in_progress' from pgsubs.subscription_services l
         join pgsubs.subscriptions s on s.id = l.subscription_id
        where s.key = 'complete-health-foresight' and l.name = 'Doctor consultations'
       returning id`,
      [c!.id, primary!.crn, doctor.id],
    );
    await tx.query(
      `insert into pgathcare.service_booking_details (service_detail_id, booking_type, booked_by,
         booked_by_user_id, scheduled_at)
       values ($1, 'System Generated', 'Case Manager', $2, date_trunc('hour', now()) + interval '3 days 10 hours')`,
      [service!.id, demoAccountIds.doctor],
    );
    const [nurse] = await tx.query<{ id: number }>(
      `insert into pgpersonnel.profile (user_id, personnel_type_id, name, city)
       select $1, id, 'Arjun Singh', 'Hyderabad' from pgpersonnel.personnel_types where slug = 'nurse'
       returning id`,
      [demoAccountIds.paramedic],
    );
    const [visit] = await tx.query<{ id: number }>(
      `insert into pgathcare.service_details (case_id, subscriber_crn, service_id, personnel_id, status)
       select $1, $2, l.id, $3, 'in_progress' from pgsubs.subscription_services l
         join pgsubs.subscriptions s on s.id = l.subscription_id
        where s.key = 'complete-health-foresight' and l.name = 'Home nursing'
       returning id`,
      [c!.id, primary!.crn, nurse!.id],
    );
    await tx.query(
      `insert into pgathcare.service_booking_details (service_detail_id, booking_type, booked_by,
         booked_by_user_id, scheduled_at)
       values ($1, 'System Generated', 'Case Manager', $2, date_trunc('hour', now()) + interval '2 days 9 hours')`,
      [visit!.id, demoAccountIds.doctor],
    );
  });
}
