/**
 * Appointments demo data (issue #6). All people are fictional.
 *
 * - The demo doctor (Dr Rohan Mehta, linked by 20_explore) practises at one center, Monday to
 *   Saturday 10:00–13:00 and 17:00–20:00 Asia/Kolkata, in 15-minute slots.
 * - A few dozen other published doctors get a center and a weekly schedule.
 * - The demo member has a completed visit with the demo doctor last week (with a prescription)
 *   and an upcoming one. Booking dates are relative to the day the seed first runs.
 *
 * Idempotent: everything is written in one transaction, skipped once the demo doctor has a schedule.
 */
import type { Queryable } from '../../src/db/database.ts';
import { demoAccountIds } from './10_accounts.ts';
import type { SeedContext } from './run-seeds.ts';

export const APPOINTMENTS_OTHER_DOCTORS = 36;
const TZ = 'Asia/Kolkata';

async function insertRules(
  q: Queryable,
  personnelId: number,
  centerId: number,
  weekdays: number[],
  windows: [string, string][],
  slotDuration: number,
): Promise<void> {
  const days: number[] = [];
  const froms: string[] = [];
  const tos: string[] = [];
  for (const d of weekdays) {
    for (const [from, to] of windows) {
      days.push(d);
      froms.push(from);
      tos.push(to);
    }
  }
  await q.query(
    `insert into pgathcare.availability_rules (personnel_id, center_id, weekday, from_time, to_time, slot_duration, timezone)
     select $1, $2, d, f::time, t::time, $6, $7
       from unnest($3::smallint[], $4::text[], $5::text[]) as x(d, f, t)`,
    [personnelId, centerId, days, froms, tos, slotDuration, TZ],
  );
}

/** A center from the profile's first address, or a plain one in its city. */
async function insertCenter(
  q: Queryable,
  personnelId: number,
  fallbackName: string,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into pgathcare.personnel_centers (personnel_id, name, address, city)
     select p.id,
            coalesce(nullif(a.label, ''), $2),
            coalesce(a.address_line1 || coalesce(', ' || a.area_sector, ''), 'Main Road'),
            coalesce(a.city, p.city, 'Mumbai')
       from pgpersonnel.profile p
       left join lateral (
         select * from pgpersonnel.address_assignments aa
          where aa.profile_id = p.id order by aa.is_primary desc, aa.id limit 1
       ) a on true
      where p.id = $1
     returning id`,
    [personnelId, fallbackName],
  );
  if (!row) throw new Error(`no personnel profile ${personnelId}`);
  return row.id;
}

export async function seed({ db, random }: SeedContext): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(7261040)');
    const [doctor] = await tx.query<{ id: number; name: string }>(
      'select id, name from pgpersonnel.profile where user_id = $1',
      [demoAccountIds.doctor],
    );
    if (!doctor) return; // explore data not seeded
    const [done] = await tx.query(
      'select 1 from pgathcare.availability_rules where personnel_id = $1 limit 1',
      [doctor.id],
    );
    if (done) return;

    const centerId = await insertCenter(tx, doctor.id, 'Mehta Clinic');
    await insertRules(
      tx,
      doctor.id,
      centerId,
      [1, 2, 3, 4, 5, 6],
      [
        ['10:00', '13:00'],
        ['17:00', '20:00'],
      ],
      15,
    );

    const others = await tx.query<{ id: number; name: string }>(
      `select id, name from pgpersonnel.profile
        where is_published and deleted_at is null and personnel_type_id = 1 and id <> $1
          and not exists (select 1 from pgathcare.availability_rules r where r.personnel_id = profile.id)
        order by id limit $2`,
      [doctor.id, APPOINTMENTS_OTHER_DOCTORS],
    );
    const morning: [string, string][] = [
      ['09:00', '13:00'],
      ['10:00', '14:00'],
      ['09:30', '12:30'],
    ];
    const evening: [string, string][] = [
      ['16:00', '19:00'],
      ['17:00', '20:00'],
      ['18:00', '21:00'],
    ];
    const durations = [15, 20, 30];
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    for (const o of others) {
      const center = await insertCenter(tx, o.id, `${o.name} Clinic`);
      const windows: [string, string][] = [pick(morning)];
      if (random() < 0.6) windows.push(pick(evening));
      const weekdays = random() < 0.5 ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5];
      await insertRules(tx, o.id, center, weekdays, windows, pick(durations));
    }

    const [member] = await tx.query('select 1 from auth.users where id = $1', [
      demoAccountIds.member,
    ]);
    if (!member) return;
    // The prescription carries the registration number; the demo profile has one from explore.
    await tx.query(
      `insert into pgpersonnel.certifications (profile_id, name, regulatory_body, certification_number, is_verified)
       select $1, 'MBBS, MD (Internal Medicine)', 'Maharashtra Medical Council', 'MMC/2011/48213', true
        where not exists (select 1 from pgpersonnel.certifications c
                           where c.profile_id = $1 and nullif(btrim(c.certification_number), '') is not null)`,
      [doctor.id],
    );
    // Last week's Monday 10:00 local: completed, with a prescription.
    const [past] = await tx.query<{ id: number }>(
      `insert into pgathcare.bookings (user_id, personnel_id, center_id, starts_at, ends_at, timezone, status, notes, completed_at, created_at)
       select $1, $2, $3, s, s + interval '15 minutes', $4, 'completed', 'Recurring headaches for two weeks',
              s + interval '20 minutes', s - interval '3 days'
         from (select ((date_trunc('week', now() at time zone $4) - interval '7 days') + time '10:00') at time zone $4 as s) x
       returning id`,
      [demoAccountIds.member, doctor.id, centerId, TZ],
    );
    await tx.query(
      `insert into pgathcare.prescriptions (booking_id, case_summary, prescription, medicine_intake, follow_up_date, follow_up_time)
       select b.id, 'Tension-type headache; no neurological signs. BP 118/76.',
              'Regular sleep, hydration, screen breaks every hour. Return if headaches worsen or vision changes.',
              $2::text::jsonb, (b.starts_at at time zone b.timezone)::date + 14, time '10:30'
         from pgathcare.bookings b where b.id = $1`,
      [
        past?.id,
        JSON.stringify([
          {
            medicine_id: 1,
            medicines: 'Paracetamol',
            medicines_frequency: ['Morning', 'Night'],
            medicine_duration: '5 days',
            medicines_dosage: 500,
          },
          {
            medicine_id: 2,
            medicines: 'Cetirizine',
            medicines_frequency: ['Night'],
            medicine_duration: '3 days',
            medicines_dosage: 10,
          },
        ]),
      ],
    );
    // The next working day (Monday–Saturday) 11:00 local: upcoming.
    await tx.query(
      `insert into pgathcare.bookings (user_id, personnel_id, starts_at, status, notes)
       select $1, $2, (d + time '11:00') at time zone $3, 'booked', 'Follow-up for headaches'
         from generate_series((now() at time zone $3)::date + 1, (now() at time zone $3)::date + 7, interval '1 day') g,
              lateral (select g::date as d) x
        where extract(isodow from d) between 1 and 6
        order by d limit 1`,
      [demoAccountIds.member, doctor.id, TZ],
    );
  });
}
