import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccountIds } from '../../db/seed/10_accounts.ts';
import { seed as seedExplore } from '../../db/seed/20_explore.ts';
import { APPOINTMENTS_OTHER_DOCTORS, seed } from '../../db/seed/40_appointments.ts';
import { mulberry32 } from '../../db/seed/run-seeds.ts';
import { asUser, createTestSession } from '../test/test-users.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

describe.each(testEngines)('appointments demo seed on %s', (engine) => {
  const t = useTestDatabase(engine);
  beforeAll(async () => {
    for (const [id, username, first, last, gender] of [
      [demoAccountIds.member, 'demomember', 'Ananya', 'Iyer', 'Female'],
      [demoAccountIds.doctor, 'demodoctor', 'Rohan', 'Mehta', 'Male'],
    ] as const) {
      await t.db.query('insert into auth.users (id, email, username) values ($1, $2, $3)', [
        id,
        `${username}@athcare.demo`,
        username,
      ]);
      await t.db.query(
        'insert into pgusers.profile (id, username, first_name, last_name, email, gender) values ($1, $2, $3, $4, $5, $6)',
        [id, username, first, last, `${username}@athcare.demo`, gender],
      );
    }
    await seedExplore({ db: t.db, random: mulberry32(1) });
  });

  it('gives the demo doctor a schedule, others too, and the demo member two visits, once', async () => {
    await seed({ db: t.db, random: mulberry32(2) });
    await seed({ db: t.db, random: mulberry32(2) });
    const [doctor] = await t.db.query<{ id: number }>(
      'select id from pgpersonnel.profile where user_id = $1',
      [demoAccountIds.doctor],
    );
    const rules = await t.db.query<{ weekday: number; from_time: string; to_time: string }>(
      'select weekday, from_time::text, to_time::text from pgathcare.availability_rules where personnel_id = $1 order by weekday, from_time',
      [doctor?.id],
    );
    expect(rules).toHaveLength(12);
    expect(rules[0]).toEqual({ weekday: 1, from_time: '10:00:00', to_time: '13:00:00' });
    expect(rules[1]).toEqual({ weekday: 1, from_time: '17:00:00', to_time: '20:00:00' });
    const [others] = await t.db.query<{ n: number }>(
      'select count(distinct personnel_id)::int as n from pgathcare.availability_rules where personnel_id <> $1',
      [doctor?.id],
    );
    expect(others?.n).toBe(APPOINTMENTS_OTHER_DOCTORS);

    const bookings = await t.db.query<{ status: string; future: boolean; rx: boolean }>(
      `select b.status, b.starts_at > now() as future,
              exists (select 1 from pgathcare.prescriptions p where p.booking_id = b.id) as rx
         from pgathcare.bookings b where b.user_id = $1 order by b.starts_at`,
      [demoAccountIds.member],
    );
    expect(bookings).toEqual([
      { status: 'completed', future: false, rx: true },
      { status: 'booked', future: true, rx: false },
    ]);

    // Anyone sees the demo doctor's free slots; the member reads their prescription.
    const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    const slots = await asUser(t.db, null, (q) =>
      q.query<{ n: number }>(
        'select count(*)::int as n from pgathcare.get_available_slots($1, $2::date, $3::date)',
        [doctor?.id, from, to],
      ),
    );
    expect(slots[0]?.n).toBeGreaterThan(100);
    const member = {
      id: demoAccountIds.member,
      username: 'demomember',
      email: '',
      appRoles: [],
      sessionId: await createTestSession(t.db, demoAccountIds.member),
    };
    const rx = await asUser(t.db, member, (q) =>
      q.query<{ prescriber_registration_number: string }>(
        'select prescriber_registration_number from pgathcare.prescriptions',
      ),
    );
    expect(rx).toHaveLength(1);
    expect(rx[0]?.prescriber_registration_number).toEqual(expect.any(String));
  });
});
