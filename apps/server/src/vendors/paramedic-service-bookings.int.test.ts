import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApiCaller } from '../test/data-api-caller.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

const secret = 'test-secret-for-paramedic-bookings-0123456789abcdef';

/**
 * Issue 16, migration 0331: the paramedic dashboard's service bookings. A paramedic reads and
 * moves on only the bookings of services assigned to them, even inside a case where another
 * paramedic serves another service; members, other paramedics and unrelated personnel see and
 * change nothing of them. Each status update keeps its actor and time (migration 0201's trigger).
 */
describe.each(testEngines)('the paramedic’s service bookings on %s', (engine) => {
  let suite: TestApp;
  let p1: TestUser; // paramedic serving home nursing in the member's case
  let p2: TestUser; // paramedic serving lab tests in the same case
  let nurse: TestUser; // personnel (not a paramedic) serving a third service of the case
  let unrelated: TestUser; // personnel with nothing to do with the case
  let member: TestUser; // the case's member
  let memberB: TestUser;
  let admin: TestUser;
  const booking: Record<string, number> = {};
  const call = dataApiCaller(() => suite.app, secret, 'pgathcare');

  beforeAll(async () => {
    suite = await createTestApp(engine, secret);
    p1 = await createTestUser(suite.t.db, { appRoles: ['paramedic'] });
    p2 = await createTestUser(suite.t.db, { appRoles: ['paramedic'] });
    nurse = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    unrelated = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    member = await createTestUser(suite.t.db);
    memberB = await createTestUser(suite.t.db);
    admin = await createTestUser(suite.t.db, { appRoles: ['admin'] });
    const profile = async (u: TestUser, name: string) =>
      (
        await suite.t.db.query<{ id: number }>(
          `insert into pgpersonnel.profile (user_id, personnel_type_id, name) values ($1, 1, $2) returning id`,
          [u.id, name],
        )
      )[0]!.id;
    const ids = {
      p1: await profile(p1, 'Ravi Kulkarni'),
      p2: await profile(p2, 'Sana Sheikh'),
      nurse: await profile(nurse, 'Nurse Sunil Das'),
    };
    await profile(unrelated, 'Dr Unrelated');
    await suite.t.db.query(
      `update pgusers.profile set first_name = 'Asha', last_name = 'Rao' where id = $1`,
      [member.id],
    );
    const granted = await dataApiCaller(() => suite.app, secret, 'pgsubs')(
      'POST',
      '/api/rpc/grant_subscription',
      admin,
      { user_id: member.id, subscription_key: 'complete-health-foresight' },
    );
    expect(granted.status).toBe(200);
    const subId = String(granted.json.id);
    const [m] = await suite.t.db.query<{ crn: string }>(
      'select crn from pgsubs.subscription_members where user_subscription_id = $1',
      [subId],
    );
    const [c] = await suite.t.db.query<{ id: string }>(
      `insert into pgathcare."case" (user_subscription_id, subscriber_crn, treatment_for)
       values ($1, $2, 'Recovery after knee surgery') returning id`,
      [subId, m!.crn],
    );
    const service = async (line: string, personnel: number) => {
      const [s] = await suite.t.db.query<{ id: number }>(
        `insert into pgathcare.service_details (case_id, service_id, personnel_id)
         select $1, l.id, $3 from pgsubs.subscription_services l
           join pgsubs.subscriptions s on s.id = l.subscription_id
          where s.key = 'complete-health-foresight' and l.name = $2 returning id`,
        [c!.id, line, personnel],
      );
      return s!.id;
    };
    const book = async (key: string, serviceId: number, inDays: number) => {
      const [b] = await suite.t.db.query<{ id: number }>(
        `insert into pgathcare.service_booking_details (service_detail_id, scheduled_at)
         values ($1, now() + make_interval(days => $2)) returning id`,
        [serviceId, inDays],
      );
      booking[key] = b!.id;
    };
    const nursing = await service('Home nursing', ids.p1);
    const labs = await service('Lab tests at home', ids.p2);
    const physio = await service('Physiotherapy sessions', ids.nurse);
    await book('visit', nursing, 2);
    await book('early', nursing, 1);
    await book('spare', nursing, 3);
    await book('labs', labs, 1);
    await book('physio', physio, 1);
    // What the nurse's and p1's visits gave, with a medicine each.
    for (const key of ['physio', 'spare']) {
      const [cd] = await suite.t.db.query<{ id: number }>(
        `insert into pgathcare.consultation_details (service_booking_detail_id, service_location, prescription)
         values ($1, 'Home', 'Rest') returning id`,
        [booking[key]],
      );
      await suite.t.db.query(
        `insert into pgathcare.medicine_items (consultation_detail_id, medicine) values ($1, 'Paracetamol')`,
        [cd!.id],
      );
    }
  });
  afterAll(() => suite?.close());

  const assigned = async (as: TestUser | null, openOnly = true) =>
    call('POST', '/api/rpc/assigned_service_bookings', as, { open_only: openOnly });
  const rows = async (as: TestUser, key: string) =>
    (await call('GET', `/api/service_booking_details?id=eq.${booking[key]}`, as)).json;

  it('lists the paramedic’s own bookings, soonest first, with the service, member and case', async () => {
    const mine = await assigned(p1);
    expect(mine.status).toBe(200);
    expect(mine.json.map((b) => b.id)).toEqual([booking.early, booking.visit, booking.spare]);
    expect(mine.json[0]).toMatchObject({
      service_name: 'Home nursing',
      member_name: 'Asha Rao',
      treatment_for: 'Recovery after knee surgery',
      status: 'booked',
    });
    expect((await assigned(p2)).json.map((b) => b.id)).toEqual([booking.labs]);
    expect((await assigned(nurse)).json.map((b) => b.id)).toEqual([booking.physio]);
    // Nobody else has any: another member, unrelated personnel, admins (medical data).
    for (const u of [member, memberB, unrelated, admin])
      expect((await assigned(u)).json).toEqual([]);
    expect((await assigned(null)).status).toBe(401);
  });

  it('keeps a paramedic to their own bookings in the data API, even within the same case', async () => {
    expect(await rows(p1, 'visit')).toHaveLength(1);
    // Another paramedic serving another service of the same case sees nothing of p1's.
    expect(await rows(p2, 'visit')).toEqual([]);
    expect(await rows(p2, 'labs')).toHaveLength(1);
    const p2sees = await call('GET', '/api/service_booking_details?select=id', p2);
    expect(p2sees.json.map((b) => b.id)).toEqual([booking.labs]);
    const p2services = await call('GET', '/api/service_details?select=id', p2);
    expect(p2services.json).toHaveLength(1);
    // Nor what another personnel's booking in the case gave (migration 0332).
    const consultations = async (as: TestUser) =>
      (
        await call('GET', '/api/consultation_details?select=service_booking_detail_id', as)
      ).json.map((c) => c.service_booking_detail_id);
    const medicines = async (as: TestUser) =>
      (await call('GET', '/api/medicine_items?select=id', as)).json.length;
    expect(await consultations(p1)).toEqual([booking.spare]);
    expect(await medicines(p1)).toBe(1);
    expect(await consultations(p2)).toEqual([]);
    expect(await medicines(p2)).toBe(0);
    expect((await consultations(nurse)).sort()).toEqual([booking.physio, booking.spare].sort());
    expect(await medicines(member)).toBe(2);
    expect(
      (
        await call(
          'PATCH',
          `/api/consultation_details?service_booking_detail_id=eq.${booking.physio}`,
          p1,
          {
            prescription: 'Changed',
          },
        )
      ).json,
    ).toEqual([]);
    // Another member and unrelated personnel see nothing.
    expect(await rows(memberB, 'visit')).toEqual([]);
    expect(await rows(unrelated, 'visit')).toEqual([]);
    // The case's member and the (non-paramedic) personnel still see the whole case, as before.
    expect((await call('GET', '/api/service_booking_details?select=id', member)).json).toHaveLength(
      5,
    );
    expect((await call('GET', '/api/service_booking_details?select=id', nurse)).json).toHaveLength(
      5,
    );
  });

  it('refuses others’ updates and lets the paramedic reschedule, complete and cancel, with actor and time', async () => {
    const patch = (as: TestUser, key: string, body: Record<string, unknown>) =>
      call('PATCH', `/api/service_booking_details?id=eq.${booking[key]}`, as, body);
    for (const u of [p2, memberB, unrelated]) {
      const r = await patch(u, 'visit', { is_completed: true });
      expect(r.json).toEqual([]);
    }
    // Nor can another paramedic book on p1's service.
    const [visit] = await rows(p1, 'visit');
    expect(
      (
        await call('POST', '/api/service_booking_details', p2, {
          service_detail_id: visit!.service_detail_id,
          scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
        })
      ).status,
    ).toBe(403);
    expect((await rows(p1, 'visit'))[0]).toMatchObject({ is_completed: false, completed_by: null });

    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const moved = await patch(p1, 'visit', { scheduled_at: later });
    expect(moved.json[0]).toMatchObject({ is_rescheduled: true, rescheduled_by: p1.id });
    const done = await patch(p1, 'visit', { is_completed: true });
    expect(done.json[0]).toMatchObject({ is_completed: true, completed_by: p1.id });
    expect(done.json[0]!.completed_at).toBeTruthy();
    const again = await patch(p1, 'visit', { is_cancelled: true, cancel_reason: 'x' });
    expect(again.json.message).toBe('This booking is already completed or cancelled.');
    const cancelled = await patch(p1, 'early', {
      is_cancelled: true,
      cancel_reason: 'Member is in hospital',
    });
    expect(cancelled.json[0]).toMatchObject({ is_cancelled: true, cancelled_by: p1.id });

    // The open list drops them; the full list shows them with their status.
    expect((await assigned(p1)).json.map((b) => b.id)).toEqual([booking.spare]);
    const all = (await assigned(p1, false)).json;
    expect(Object.fromEntries(all.map((b) => [b.id, b.status]))).toEqual({
      [booking.visit!]: 'completed',
      [booking.early!]: 'cancelled',
      [booking.spare!]: 'booked',
    });
  });
});
