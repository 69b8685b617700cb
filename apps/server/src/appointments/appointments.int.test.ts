import {
  appointmentMessages,
  bookingSchema,
  medicineIntakeItemSchema,
  personnelAppointmentSchema,
  prescriptionFormSchema,
  prescriptionSchema,
  savePrescriptionArgs,
} from '@athcare/shared/appointments.schema';
import { messages } from '@athcare/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../test/test-users.ts';
import { dataApiRequester } from '../test/data-api-caller.ts';
import { createMembersTestApp, type MembersTestApp } from '../test/test-app.ts';
import { testEngines } from '../test/test-database.ts';

const secret = 'test-secret-for-the-appointments-api-0123456789';
type Json = Record<string, unknown>;

/** A local date in Asia/Kolkata, n days from today (YYYY-MM-DD). */
function istDate(daysAhead: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}
/** The UTC instant of a local Asia/Kolkata wall-clock time ('HH:MM') on an IST date. */
function ist(date: string, hhmm: string): string {
  return new Date(`${date}T${hhmm}:00+05:30`).toISOString();
}
const iso = (v: unknown) => new Date(String(v)).toISOString();

describe.each(testEngines)('appointments (issue #6) on %s', (engine) => {
  let suite: MembersTestApp;
  let doctorD: TestUser;
  let doctorE: TestUser;
  let profileD = 0;
  let profileE = 0;
  let centerD = 0;

  const { call, tokenOf } = dataApiRequester(() => suite.app, secret, 'pgathcare');
  const rpc = (fn: string, as: TestUser | undefined, body: Json) =>
    call('POST', `/api/rpc/${fn}`, { ...(as ? { as } : {}), body });
  const book = (as: TestUser, personnelId: number, startsAt: string, notes?: string) =>
    rpc('book_slot', as, {
      personnel_id: personnelId,
      starts_at: startsAt,
      notes: notes ?? null,
    });
  /** A booking as trusted owner-role code would write it (history, or a slot close to now). */
  const insertBooking = async (
    user: TestUser,
    personnelId: number,
    startsAt: Date,
    status = 'booked',
  ): Promise<number> => {
    const [row] = await suite.t.db.query<{ id: number }>(
      `insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, status, completed_at)
       values ($1, $2, $3, $3::timestamptz + interval '15 minutes', $4, case when $4 = 'completed' then now() end)
       returning id`,
      [user.id, personnelId, startsAt.toISOString(), status],
    );
    return row!.id;
  };
  const bookingRow = async (id: number) =>
    (
      await suite.t.db.query<{
        status: string;
        cancelled_by: string | null;
        rescheduled_to: number | null;
      }>(
        'select status, cancelled_by::text, rescheduled_to from pgathcare.bookings where id = $1',
        [id],
      )
    )[0];
  const notificationsOf = async (u: TestUser) =>
    (
      await suite.t.db.query<{ title: string; body: string; link: string }>(
        'select title, body, link from pgusers.notifications where user_id = $1 order by id',
        [u.id],
      )
    ).map((n) => n.title);

  const intake = (over: Json = {}) => [
    {
      medicine_id: 1,
      medicines: 'Paracetamol',
      medicines_frequency: ['Morning', 'Night'],
      medicine_duration: '5 days',
      medicines_dosage: 500,
      ...over,
    },
  ];

  beforeAll(async () => {
    suite = await createMembersTestApp(engine, secret);
    doctorD = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    doctorE = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
    await suite.t.db.query(
      "update pgusers.profile set first_name = 'Asha', last_name = 'Rao', gender = 'Female', date_of_birth = date '1990-01-15' where id = $1",
      [suite.memberA.id],
    );
    const mkProfile = async (u: TestUser, name: string) => {
      const [p] = await suite.t.db.query<{ id: number }>(
        `insert into pgpersonnel.profile (user_id, personnel_type_id, name, is_published)
         values ($1, 1, $2, true) returning id`,
        [u.id, name],
      );
      await suite.t.db.query(
        `insert into pgpersonnel.certifications (profile_id, name, regulatory_body, certification_number)
         values ($1, 'MBBS registration', 'National Medical Commission', $2)`,
        [p!.id, `NMC/2010/${p!.id}`],
      );
      return p!.id;
    };
    profileD = await mkProfile(doctorD, 'Dr Devika Shah');
    profileE = await mkProfile(doctorE, 'Dr Eshan Kapoor');

    // The doctors set up their centers and weekly availability through the data API.
    const c = await call('POST', '/api/personnel_centers', {
      as: doctorD,
      headers: { prefer: 'return=representation' },
      body: {
        personnel_id: profileD,
        name: 'Shah Clinic',
        address: '12 Hill Road',
        city: 'Mumbai',
      },
    });
    expect(c.status, c.body).toBe(201);
    centerD = Number(c.json[0]?.id);
    const rules = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      personnel_id: profileD,
      center_id: centerD,
      weekday,
      from_time: '10:00',
      to_time: '13:00',
      slot_duration: 15,
    }));
    const r = await call('POST', '/api/availability_rules', { as: doctorD, body: rules });
    expect(r.status, r.body).toBe(201);
    const r2 = await call('POST', '/api/availability_rules', {
      as: doctorE,
      body: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        personnel_id: profileE,
        weekday,
        from_time: '09:00',
        to_time: '12:00',
        slot_duration: 30,
        timezone: 'Asia/Kolkata',
      })),
    });
    expect(r2.status, r2.body).toBe(201);
  });
  afterAll(() => suite?.close());

  describe('availability', () => {
    it('generates slots in the schedule time zone, stored in UTC (10:00 Asia/Kolkata is 04:30Z)', async () => {
      const day = istDate(1);
      const r = await call(
        'GET',
        `/api/rpc/get_available_slots?personnel_id=${profileD}&from_date=${day}&to_date=${day}`,
      );
      expect(r.status, r.body).toBe(200);
      expect(r.json).toHaveLength(12);
      expect(iso(r.json[0]?.starts_at)).toBe(`${day}T04:30:00.000Z`);
      expect(iso(r.json[0]?.ends_at)).toBe(`${day}T04:45:00.000Z`);
      expect(iso(r.json[11]?.starts_at)).toBe(`${day}T07:15:00.000Z`);
      expect(r.json[0]).toMatchObject({ center_id: centerD, timezone: 'Asia/Kolkata' });
    });

    it('keeps one time zone per schedule and generates other zones correctly', async () => {
      const mixed = await call('POST', '/api/availability_rules', {
        as: doctorE,
        body: {
          personnel_id: profileE,
          weekday: 1,
          from_time: '15:00',
          to_time: '16:00',
          slot_duration: 30,
          timezone: 'UTC',
        },
      });
      expect(mixed.status).toBe(400);
      expect(mixed.json.message).toBe(
        'All availability of one personnel must use the same time zone.',
      );
      const doctorF = await createTestUser(suite.t.db, { appRoles: ['personnel'] });
      const [p] = await suite.t.db.query<{ id: number }>(
        `insert into pgpersonnel.profile (user_id, personnel_type_id, name, is_published)
         values ($1, 1, 'Dr Farah Ali', true) returning id`,
        [doctorF.id],
      );
      const r = await call('POST', '/api/availability_rules', {
        as: doctorF,
        body: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          personnel_id: p!.id,
          weekday,
          from_time: '09:00',
          to_time: '10:00',
          slot_duration: 20,
          timezone: 'Asia/Tokyo',
        })),
      });
      expect(r.status, r.body).toBe(201);
      const day = istDate(2);
      const slots = await call(
        'GET',
        `/api/rpc/get_available_slots?personnel_id=${p!.id}&from_date=${day}&to_date=${day}`,
      );
      // 09:00 in Tokyo (UTC+9) is 00:00Z of the same date.
      expect(slots.json.map((s) => iso(s.starts_at))).toEqual([
        `${day}T00:00:00.000Z`,
        `${day}T00:20:00.000Z`,
        `${day}T00:40:00.000Z`,
      ]);
      const bad = await call('POST', '/api/availability_rules', {
        as: doctorF,
        body: {
          personnel_id: p!.id,
          weekday: 1,
          from_time: '11:00',
          to_time: '11:10',
          slot_duration: 15,
          timezone: 'Asia/Tokyo',
        },
      });
      expect(bad.status).toBe(400);
    });

    it('leaves out blocked days and booked slots', async () => {
      const blocked = istDate(2);
      const other = await call('POST', '/api/blocked_days', {
        as: doctorE,
        body: { personnel_id: profileD, day: blocked, reason: 'Leave' },
      });
      expect(other.status).toBe(403);
      const b = await call('POST', '/api/blocked_days', {
        as: doctorD,
        body: { personnel_id: profileD, day: blocked, reason: 'Leave' },
      });
      expect(b.status, b.body).toBe(201);
      const slots = await call(
        'GET',
        `/api/rpc/get_available_slots?personnel_id=${profileD}&from_date=${istDate(1)}&to_date=${blocked}`,
      );
      expect(slots.json.every((s) => !iso(s.starts_at).startsWith(blocked))).toBe(true);
      expect((await book(suite.memberA, profileD, ist(blocked, '10:00'))).json.message).toBe(
        appointmentMessages.notOnSchedule,
      );

      const day = istDate(3);
      const booked = await book(suite.memberA, profileD, ist(day, '10:15'), 'Fever for 3 days');
      expect(booked.status, booked.body).toBe(200);
      expect(bookingSchema.safeParse(camel(booked.json)).error?.issues ?? []).toEqual([]);
      const after = await call(
        'GET',
        `/api/rpc/get_available_slots?personnel_id=${profileD}&from_date=${day}&to_date=${day}`,
      );
      expect(after.json).toHaveLength(11);
      expect(after.json.map((s) => iso(s.starts_at))).not.toContain(ist(day, '10:15'));
    });

    it('refuses off-grid, past and own-profile bookings and rule overlaps', async () => {
      const day = istDate(4);
      const offGrid = await book(suite.memberA, profileD, ist(day, '10:07'));
      expect(offGrid.status).toBe(400);
      expect(offGrid.json.message).toBe(appointmentMessages.notOnSchedule);
      const past = await book(suite.memberA, profileD, ist(istDate(-1), '10:00'));
      expect(past.json.message).toBe(appointmentMessages.slotInPast);
      const self = await book(doctorD, profileD, ist(day, '10:00'));
      expect(self.json.message).toBe(appointmentMessages.bookSelf);
      const overlap = await call('POST', '/api/availability_rules', {
        as: doctorD,
        body: { personnel_id: profileD, weekday: 1, from_time: '12:00', to_time: '14:00' },
      });
      expect(overlap.status).toBe(400);
      expect(overlap.json.message).toBe('This time overlaps another availability on the same day.');
      const anon = await book(undefined as unknown as TestUser, profileD, ist(day, '10:00'));
      expect([401, 403]).toContain(anon.status);
    });
  });

  it('of 20 concurrent bookings of one slot exactly one wins; the others get 409', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => createTestUser(suite.t.db)));
    await Promise.all(members.map((m) => tokenOf(m)));
    const startsAt = ist(istDate(5), '11:00');
    const results = await Promise.all(members.map((m) => book(m, profileD, startsAt)));
    const ok = results.filter((r) => r.status === 200 || r.status === 201);
    const conflicts = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    for (const c of conflicts) expect(c.json.message).toBe(appointmentMessages.slotTaken);
    const [count] = await suite.t.db.query<{ n: number }>(
      "select count(*)::int as n from pgathcare.bookings where personnel_id = $1 and starts_at = $2 and status = 'booked'",
      [profileD, startsAt],
    );
    expect(count?.n).toBe(1);
  });

  describe('transitions', () => {
    it('a member cancels before the cut-off, not after; the personnel cancels any time', async () => {
      const far = await book(suite.memberA, profileD, ist(istDate(6), '10:00'));
      const cancelled = await rpc('cancel_booking', suite.memberA, {
        booking_id: far.json.id,
        reason: 'Feeling better',
      });
      expect(cancelled.status, cancelled.body).toBe(200);
      expect(cancelled.json).toMatchObject({
        status: 'cancelled',
        cancelled_by: suite.memberA.id,
        cancel_reason: 'Feeling better',
      });

      const soon = await insertBooking(suite.memberA, profileD, new Date(Date.now() + 60 * 60_000));
      const late = await rpc('cancel_booking', suite.memberA, { booking_id: soon });
      expect(late.status).toBe(409);
      expect(late.json.message).toBe(appointmentMessages.cutoffPassed);
      const patchLate = await call('PATCH', `/api/bookings?id=eq.${soon}`, {
        as: suite.memberA,
        body: { status: 'cancelled' },
      });
      expect(patchLate.status).toBe(409);
      expect((await bookingRow(soon))?.status).toBe('booked');

      const byDoctor = await rpc('cancel_booking', doctorD, {
        booking_id: soon,
        reason: 'Emergency',
      });
      expect(byDoctor.status, byDoctor.body).toBe(200);
      expect(byDoctor.json).toMatchObject({ status: 'cancelled', cancelled_by: doctorD.id });
      // Cancelled is final.
      const again = await rpc('cancel_booking', doctorD, { booking_id: soon });
      expect(again.status).toBe(409);
      expect(again.json.message).toBe(appointmentMessages.final('cancelled'));
    });

    it('only the personnel confirms and completes; completed is final; no other move', async () => {
      const pending = await insertBooking(
        suite.memberA,
        profileD,
        new Date(Date.now() + 30 * 3600_000),
        'pending',
      );
      // Started five minutes ago (completing needs a started visit).
      const started = await insertBooking(
        suite.memberA,
        profileD,
        new Date(Date.now() - 5 * 60_000),
        'pending',
      );
      const memberConfirms = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: suite.memberA,
        body: { status: 'booked' },
      });
      expect(memberConfirms.status).toBe(403);
      expect(memberConfirms.json.message).toBe(appointmentMessages.onlyDoctorConfirms);
      const pendingToCompleted = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: doctorD,
        body: { status: 'completed' },
      });
      expect(pendingToCompleted.status).toBe(409);
      const confirms = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: doctorD,
        headers: { prefer: 'return=representation' },
        body: { status: 'booked' },
      });
      expect(confirms.status, confirms.body).toBe(200);
      expect(confirms.json[0]?.status).toBe('booked');
      const backToPending = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: doctorD,
        body: { status: 'pending' },
      });
      expect(backToPending.status).toBe(409);

      const memberCompletes = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: suite.memberA,
        body: { status: 'completed' },
      });
      expect(memberCompletes.status).toBe(403);
      expect(memberCompletes.json.message).toBe(appointmentMessages.onlyDoctorCompletes);
      // Not before the visit has started (issue 20): it stays booked.
      const early = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: doctorD,
        body: { status: 'completed' },
      });
      expect(early.status).toBe(409);
      expect(early.json.message).toBe(appointmentMessages.completeOnceStarted);
      expect((await bookingRow(pending))?.status).toBe('booked');
      await call('PATCH', `/api/bookings?id=eq.${started}`, {
        as: doctorD,
        body: { status: 'booked' },
      });
      const completes = await call('PATCH', `/api/bookings?id=eq.${started}`, {
        as: doctorD,
        body: { status: 'completed' },
      });
      expect(completes.status, completes.body).toBe(204);
      expect((await bookingRow(started))?.status).toBe('completed');
      for (const [who, status] of [
        [doctorD, 'cancelled'],
        [doctorD, 'booked'],
        [suite.memberA, 'cancelled'],
      ] as const) {
        const r = await call('PATCH', `/api/bookings?id=eq.${started}`, {
          as: who,
          body: { status },
        });
        expect(r.status).toBe(409);
        expect(r.json.message).toBe(appointmentMessages.final('completed'));
      }
      // Other columns are not the caller's to change.
      const move = await call('PATCH', `/api/bookings?id=eq.${pending}`, {
        as: suite.memberA,
        body: { starts_at: new Date().toISOString() },
      });
      expect(move.status).toBe(403);
    });
  });

  describe('reschedule', () => {
    it('is one step: a taken target changes nothing; a free one moves the booking', async () => {
      const day = istDate(7);
      const mine = await book(suite.memberA, profileD, ist(day, '10:00'));
      const theirs = await book(suite.memberB, profileD, ist(day, '10:30'));
      expect([mine.status, theirs.status]).toEqual([200, 200]);
      const before = await suite.t.db.query('select count(*)::int as n from pgathcare.bookings');

      const taken = await rpc('reschedule_booking', suite.memberA, {
        booking_id: mine.json.id,
        new_starts_at: ist(day, '10:30'),
      });
      expect(taken.status).toBe(409);
      expect(taken.json.message).toBe(appointmentMessages.slotTaken);
      expect((await bookingRow(Number(mine.json.id)))?.status).toBe('booked');
      expect(await suite.t.db.query('select count(*)::int as n from pgathcare.bookings')).toEqual(
        before,
      );

      const offGrid = await rpc('reschedule_booking', suite.memberA, {
        booking_id: mine.json.id,
        new_starts_at: ist(day, '10:31'),
      });
      expect(offGrid.status).toBe(400);
      expect((await bookingRow(Number(mine.json.id)))?.status).toBe('booked');

      const byOther = await rpc('reschedule_booking', suite.memberB, {
        booking_id: mine.json.id,
        new_starts_at: ist(day, '11:00'),
      });
      expect(byOther.status).toBe(404);

      const moved = await rpc('reschedule_booking', suite.memberA, {
        booking_id: mine.json.id,
        new_starts_at: ist(day, '11:00'),
      });
      expect(moved.status, moved.body).toBe(200);
      expect(moved.json).toMatchObject({
        status: 'booked',
        rescheduled_from: mine.json.id,
        notes: null,
      });
      expect(iso(moved.json.starts_at)).toBe(ist(day, '11:00'));
      expect(await bookingRow(Number(mine.json.id))).toMatchObject({
        status: 'cancelled',
        rescheduled_to: moved.json.id,
      });
      // The freed slot is bookable again.
      expect((await book(suite.memberB, profileD, ist(day, '10:00'))).status).toBe(200);
    });

    it('is refused after the cut-off', async () => {
      const soon = await insertBooking(suite.memberA, profileD, new Date(Date.now() + 90 * 60_000));
      const r = await rpc('reschedule_booking', suite.memberA, {
        booking_id: soon,
        new_starts_at: ist(istDate(8), '10:00'),
      });
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(appointmentMessages.cutoffPassed);
      expect((await bookingRow(soon))?.status).toBe('booked');
    });

    it('lets the doctor move an appointment at any time, and only through reschedule_booking', async () => {
      const soon = await insertBooking(suite.memberA, profileD, new Date(Date.now() + 90 * 60_000));
      const day = istDate(14);
      const byOtherDoctor = await rpc('reschedule_booking', doctorE, {
        booking_id: soon,
        new_starts_at: ist(day, '12:15'),
      });
      expect(byOtherDoctor.status).toBe(404);
      expect((await bookingRow(soon))?.status).toBe('booked');

      const moved = await rpc('reschedule_booking', doctorD, {
        booking_id: soon,
        new_starts_at: ist(day, '12:15'),
      });
      expect(moved.status, moved.body).toBe(200);
      expect(moved.json).toMatchObject({
        status: 'booked',
        rescheduled_from: soon,
        user_id: suite.memberA.id,
        personnel_id: profileD,
      });
      expect(await bookingRow(soon)).toMatchObject({
        status: 'cancelled',
        rescheduled_to: moved.json.id,
      });
      const [told] = await suite.t.db.query<{ body: string }>(
        `select body from pgusers.notifications where user_id = $1 and title = 'Appointment rescheduled'
          order by id desc limit 1`,
        [suite.memberA.id],
      );
      expect(told?.body).toMatch(/\(moved by the doctor\)\.$/);

      // Not around the function: a booking for the patient, even naming one to move, is refused.
      const direct = await call('POST', '/api/bookings', {
        as: doctorD,
        body: {
          user_id: suite.memberA.id,
          personnel_id: profileD,
          starts_at: ist(day, '12:30'),
          rescheduled_from: moved.json.id,
        },
      });
      expect(direct.status, direct.body).toBe(403);
      // Nor can the doctor book themselves in through it.
      const self = await call('POST', '/api/bookings', {
        as: doctorD,
        body: { user_id: doctorD.id, personnel_id: profileD, starts_at: ist(day, '12:45') },
      });
      expect(self.status).toBe(400);
    });
  });

  describe('prescriptions', () => {
    let bookingId = 0;
    beforeAll(async () => {
      const b = await book(suite.memberA, profileD, ist(istDate(9), '12:00'), 'Headache');
      bookingId = Number(b.json.id);
    });

    it('validates like the form (§5 messages), in SQL and in the shared zod contract', async () => {
      const cases: [Json, string][] = [
        [{ prescription: '   ' }, messages.prescriptionRequired],
        [{}, messages.prescriptionRequired],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines_dosage: '2' }) },
          messages.dosageNumber,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines_dosage: 1.5 }) },
          messages.dosageInteger,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines_dosage: 0 }) },
          messages.dosagePositive,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines_dosage: -3 }) },
          messages.dosagePositive,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines: 'Aspirin' }) },
          appointmentMessages.medicineRequired,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicine_id: 0 }) },
          messages.idPositive,
        ],
        [
          { prescription: 'Rest', medicine_intake: intake({ medicines_frequency: 'daily' }) },
          appointmentMessages.frequencyRequired,
        ],
      ];
      for (const [args, message] of cases) {
        const r = await rpc('save_prescription', doctorD, { booking_id: bookingId, ...args });
        expect(r.status, JSON.stringify(args)).toBe(400);
        expect(r.json.message).toBe(message);
      }
      expect((await bookingRow(bookingId))?.status).toBe('booked');

      const form = (over: Json) =>
        prescriptionFormSchema.safeParse({
          prescription: 'Rest',
          medicineIntake: [
            {
              medicineId: 1,
              medicines: 'Ibuprofen',
              medicinesFrequency: ['Morning'],
              medicineDuration: '3 days',
              medicinesDosage: 200,
              ...over,
            },
          ],
        });
      expect(form({}).success).toBe(true);
      expect(form({ medicinesDosage: '2' }).error?.issues[0]?.message).toBe(messages.dosageNumber);
      expect(form({ medicinesDosage: 1.5 }).error?.issues[0]?.message).toBe(messages.dosageInteger);
      expect(form({ medicinesDosage: 0 }).error?.issues[0]?.message).toBe(messages.dosagePositive);
      expect(
        prescriptionFormSchema.safeParse({ prescription: '', medicineIntake: [] }).error?.issues[0]
          ?.message,
      ).toBe(messages.prescriptionRequired);
      expect(
        prescriptionFormSchema.safeParse({ medicineIntake: [] }).error?.issues[0]?.message,
      ).toBe(messages.prescriptionRequired);
    });

    it('completes a visit that has started, and an amendment after the start completes it too', async () => {
      const started = await insertBooking(
        suite.memberB,
        profileD,
        new Date(Date.now() - 10 * 60_000),
      );
      const rx = { booking_id: started, prescription: 'Rest.' };
      const saved = await rpc('save_prescription', doctorD, rx);
      expect(saved.status, saved.body).toBe(200);
      expect((await bookingRow(started))?.status).toBe('completed');

      const soon = await insertBooking(
        suite.memberB,
        profileD,
        new Date(Date.now() + 3 * 3600_000),
      );
      await rpc('save_prescription', doctorD, { booking_id: soon, prescription: 'Rest.' });
      expect((await bookingRow(soon))?.status).toBe('booked');
      // The visit starts (time moves on): the next save completes it.
      await suite.t.db.query(
        "update pgathcare.bookings set starts_at = now() - interval '1 minute', ends_at = now() + interval '14 minutes' where id = $1",
        [soon],
      );
      await rpc('save_prescription', doctorD, {
        booking_id: soon,
        prescription: 'Rest, fluids.',
      });
      expect((await bookingRow(soon))?.status).toBe('completed');
    });

    it('only the booking personnel writes it; written ahead it leaves the visit booked', async () => {
      const args = savePrescriptionArgs(bookingId, {
        caseSummary: 'Tension headache',
        prescription: 'Rest, fluids, limit screen time.',
        medicineIntake: [
          {
            medicineId: 1,
            medicines: 'Paracetamol',
            medicinesFrequency: ['Morning', 'Night'],
            medicineDuration: '3 days',
            medicinesDosage: 500,
          },
        ],
        followUpDate: istDate(20),
        followUpTime: '10:30',
      });
      for (const who of [suite.memberA, doctorE, suite.admin]) {
        const r = await rpc('save_prescription', who, args);
        expect(r.status, r.body).toBe(404);
      }
      const saved = await rpc('save_prescription', doctorD, args);
      expect(saved.status, saved.body).toBe(200);
      expect(saved.json).toMatchObject({
        booking_id: bookingId,
        user_id: suite.memberA.id,
        prescriber_name: 'Dr Devika Shah',
        prescriber_registration_number: `NMC/2010/${profileD}`,
        follow_up_time: '10:30:00',
      });
      const parsed = prescriptionSchema.safeParse(camel(saved.json));
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(medicineIntakeItemSchema.safeParse(parsed.data?.medicineIntake[0]).success).toBe(true);
      // The visit is nine days away: written ahead, the prescription leaves it booked (issue 20).
      expect((await bookingRow(bookingId))?.status).toBe('booked');

      // The prescriber may amend it; it stays one prescription.
      const amended = await rpc('save_prescription', doctorD, { ...args, prescription: 'Rest.' });
      expect(amended.status, amended.body).toBe(200);
      expect(amended.json.id).toBe(saved.json.id);
    });

    it('is read by its patient and its prescriber only, not by other members, personnel or admins', async () => {
      const path = `/api/prescriptions?booking_id=eq.${bookingId}`;
      expect((await call('GET', path, { as: suite.memberA })).json).toHaveLength(1);
      expect((await call('GET', path, { as: doctorD })).json).toHaveLength(1);
      for (const who of [suite.memberB, doctorE, suite.admin]) {
        const r = await call('GET', path, { as: who });
        expect(r.status).toBe(200);
        expect(r.json).toEqual([]);
      }
      expect((await call('GET', path)).status).toBe(401);
      // The member's list embeds the doctor, the center and the prescription.
      const mine = await call(
        'GET',
        `/api/bookings?id=eq.${bookingId}&select=*,personnel:personnel_id(id,name),center:center_id(id,name),prescription:prescriptions(*)`,
        { as: suite.memberA },
      );
      expect(mine.status, mine.body).toBe(200);
      expect(mine.json[0]).toMatchObject({
        personnel: { id: profileD, name: 'Dr Devika Shah' },
        center: { id: centerD, name: 'Shah Clinic' },
        prescription: { booking_id: bookingId },
      });
    });

    it('feeds the patient history the personnel sees at the next visit', async () => {
      const next = await book(suite.memberA, profileD, ist(istDate(10), '10:45'));
      const h = await rpc('get_patient_history', doctorD, { of_booking_id: next.json.id });
      expect(h.status, h.body).toBe(200);
      const visit = h.json.find((v) => v.booking_id === bookingId);
      expect(visit).toMatchObject({ status: 'booked', prescription: 'Rest.' });
      expect(
        (await rpc('get_patient_history', doctorE, { of_booking_id: next.json.id })).json,
      ).toEqual([]);
      expect(
        (await rpc('get_patient_history', suite.memberB, { of_booking_id: next.json.id })).json,
      ).toEqual([]);
    });
  });

  describe('policies from the other side', () => {
    it('member B neither sees nor cancels A’s booking', async () => {
      const a = await book(suite.memberA, profileD, ist(istDate(11), '10:00'));
      const seen = await call('GET', `/api/bookings?id=eq.${Number(a.json.id)}`, {
        as: suite.memberB,
      });
      expect(seen.json).toEqual([]);
      const cancel = await rpc('cancel_booking', suite.memberB, { booking_id: a.json.id });
      expect(cancel.status).toBe(404);
      const patch = await call('PATCH', `/api/bookings?id=eq.${Number(a.json.id)}`, {
        as: suite.memberB,
        headers: { prefer: 'return=representation' },
        body: { status: 'cancelled' },
      });
      expect(patch.json).toEqual([]);
      expect((await bookingRow(Number(a.json.id)))?.status).toBe('booked');
      // Nor can B book in A's name.
      const forged = await call('POST', '/api/bookings', {
        as: suite.memberB,
        body: {
          user_id: suite.memberA.id,
          personnel_id: profileD,
          starts_at: ist(istDate(11), '10:15'),
          ends_at: ist(istDate(11), '10:30'),
        },
      });
      expect(forged.status).toBe(403);
    });

    it('the personnel sees only bookings with them, with the patient’s name, gender and age', async () => {
      const mine = await call('GET', `/api/personnel_appointments?order=starts_at`, {
        as: doctorD,
      });
      expect(mine.status, mine.body).toBe(200);
      const rowsA = mine.json.filter((r) => r.user_id === suite.memberA.id);
      expect(rowsA.length).toBeGreaterThan(0);
      expect(rowsA[0]).toMatchObject({
        personnel_id: profileD,
        patient_first_name: 'Asha',
        patient_last_name: 'Rao',
        patient_gender: 'Female',
      });
      expect(Number(rowsA[0]?.patient_age)).toBeGreaterThanOrEqual(35);
      expect(rowsA[0]).not.toHaveProperty('email');
      expect(personnelAppointmentSchema.safeParse(camel(rowsA[0])).error?.issues ?? []).toEqual([]);
      // Filtered by status and date like any resource.
      const filtered = await call(
        'GET',
        `/api/personnel_appointments?status=eq.completed&starts_at=gte.${encodeURIComponent(new Date().toISOString())}`,
        { as: doctorD },
      );
      expect(filtered.status).toBe(200);
      expect(filtered.json.every((r) => r.status === 'completed')).toBe(true);
      const direct = await call('GET', `/api/bookings?status=eq.booked&order=starts_at`, {
        as: doctorD,
      });
      expect(direct.json.length).toBeGreaterThan(0);

      for (const who of [doctorE, suite.memberB, suite.admin]) {
        expect((await call('GET', '/api/personnel_appointments', { as: who })).json).toEqual([]);
        const b = await call('GET', `/api/bookings?personnel_id=eq.${profileD}`, { as: who });
        expect(b.json.filter((r) => r.user_id !== who.id)).toEqual([]);
      }
      const cancel = await rpc('cancel_booking', doctorE, { booking_id: rowsA[0]?.id });
      expect(cancel.status).toBe(404);
    });
  });

  describe('booking enquiries', () => {
    it('users send and read their own; admins list all and update the status', async () => {
      const body = {
        booking_type: 'Lab Test Booking',
        contact_no: '+91 98200 12345',
        address: '4 Lake View, Pune',
        preferred_date: istDate(3),
        preferred_time: '09:30',
        patient_name: 'Asha Rao',
        patient_problem: 'Annual check-up',
      };
      const sent = await call('POST', '/api/booking_enquiries', {
        as: suite.memberA,
        headers: { prefer: 'return=representation' },
        body,
      });
      expect(sent.status, sent.body).toBe(201);
      expect(sent.json[0]).toMatchObject({ user_id: suite.memberA.id, status: 'new' });
      const id = Number(sent.json[0]?.id);
      expect(
        (
          await call('POST', '/api/booking_enquiries', {
            as: suite.memberB,
            body: { ...body, user_id: suite.memberA.id },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('POST', '/api/booking_enquiries', {
            as: suite.memberA,
            body: { ...body, booking_type: 'Surgery' },
          })
        ).status,
      ).toBe(400);
      expect((await call('POST', '/api/booking_enquiries', { body })).status).toBe(401);

      expect(
        (await call('GET', `/api/booking_enquiries?id=eq.${id}`, { as: suite.memberA })).json,
      ).toHaveLength(1);
      expect(
        (await call('GET', `/api/booking_enquiries?id=eq.${id}`, { as: suite.memberB })).json,
      ).toEqual([]);
      const self = await call('PATCH', `/api/booking_enquiries?id=eq.${id}`, {
        as: suite.memberA,
        headers: { prefer: 'return=representation' },
        body: { status: 'closed' },
      });
      expect(self.json).toEqual([]);

      const all = await call('GET', '/api/booking_enquiries?status=eq.new', { as: suite.admin });
      expect(all.json.map((e) => e.id)).toContain(id);
      const upd = await call('PATCH', `/api/booking_enquiries?id=eq.${id}`, {
        as: suite.admin,
        headers: { prefer: 'return=representation' },
        body: { status: 'contacted' },
      });
      expect(upd.status, upd.body).toBe(200);
      expect(upd.json[0]?.status).toBe('contacted');
    });
  });

  describe('questions to doctors', () => {
    it('members ask; only the profile owner answers, and only the answer; answered public ones are public', async () => {
      const asked = await call('POST', '/api/ask_personnel', {
        as: suite.memberA,
        schema: 'pgpersonnel',
        headers: { prefer: 'return=representation' },
        body: { profile_id: profileD, question: 'Can I take paracetamol with milk?' },
      });
      expect(asked.status, asked.body).toBe(201);
      const q = asked.json[0]!;
      expect(q.asked_by).toBe(suite.memberA.id);
      const path = `/api/ask_personnel?id=eq.${Number(q.id)}`;
      expect((await call('GET', path, { schema: 'pgpersonnel' })).json).toEqual([]);
      expect(
        (await call('GET', path, { as: suite.memberA, schema: 'pgpersonnel' })).json,
      ).toHaveLength(1);

      const forged = await call('POST', '/api/ask_personnel', {
        as: suite.memberB,
        schema: 'pgpersonnel',
        body: { profile_id: profileD, question: 'x', asked_by: suite.memberA.id },
      });
      expect(forged.status).toBe(403);

      for (const who of [doctorE, suite.memberA]) {
        const r = await call('PATCH', path, {
          as: who,
          schema: 'pgpersonnel',
          headers: { prefer: 'return=representation' },
          body: { personnel_answer: 'Yes' },
        });
        expect(r.json).toEqual([]);
      }
      const edit = await call('PATCH', path, {
        as: doctorD,
        schema: 'pgpersonnel',
        body: { question: 'Something else', personnel_answer: 'Yes' },
      });
      expect(edit.status).toBe(403);
      expect(edit.json.message).toBe(appointmentMessages.answerOnly);

      const answered = await call('PATCH', path, {
        as: doctorD,
        schema: 'pgpersonnel',
        headers: { prefer: 'return=representation' },
        body: { personnel_answer: 'Yes, milk does not interfere.' },
      });
      expect(answered.status, answered.body).toBe(200);
      expect(answered.json[0]?.answered_at).toEqual(expect.any(String));
      expect((await call('GET', path, { schema: 'pgpersonnel' })).json).toHaveLength(1);
      expect(await notificationsOf(suite.memberA)).toContain('Your question was answered');
    });
  });

  it('writes notifications to both sides on booking, cancellation, reschedule and prescription', async () => {
    const patient = await createTestUser(suite.t.db);
    await suite.t.db.query('delete from pgusers.notifications where user_id = $1', [doctorE.id]);
    const day = istDate(12);
    const b = await book(patient, profileE, ist(day, '09:00'));
    expect(b.status, b.body).toBe(200);
    const moved = await rpc('reschedule_booking', patient, {
      booking_id: b.json.id,
      new_starts_at: ist(day, '09:30'),
    });
    expect(moved.status, moved.body).toBe(200);
    const saved = await rpc('save_prescription', doctorE, {
      booking_id: moved.json.id,
      prescription: 'Hydrate well.',
    });
    expect(saved.status, saved.body).toBe(200);
    const other = await book(patient, profileE, ist(day, '10:00'));
    await rpc('cancel_booking', doctorE, { booking_id: other.json.id });

    expect(await notificationsOf(patient)).toEqual([
      'Appointment booked',
      'Appointment rescheduled',
      'Prescription ready',
      'Appointment booked',
      'Appointment cancelled',
    ]);
    expect(await notificationsOf(doctorE)).toEqual([
      'New appointment',
      'Appointment rescheduled',
      'Prescription saved',
      'New appointment',
      'Appointment cancelled',
    ]);
    const [n] = await suite.t.db.query<{ body: string; link: string }>(
      "select body, link from pgusers.notifications where user_id = $1 and title = 'Appointment cancelled'",
      [patient.id],
    );
    expect(n?.body).toContain('by the doctor');
    expect(n?.body).toContain('Dr Eshan Kapoor');
    expect(n?.link).toBe('/appointments/appointments');
  });
});

/** What the web API client does to responses (spec §7): snake_case keys to camelCase. */
function camel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camel);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      camel(v),
    ]),
  );
}
