import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { createTestUser, requestContext, type TestUser } from '../test/test-users.ts';

/**
 * Migration 0281: a notification of a kind that warrants it queues an email, unless the member's
 * notification preferences (profile.preferred_settings) turn email off, for all or for that kind.
 */
describe.each(testEngines)('mail per notification preference on %s', (engine) => {
  const t = useTestDatabase(engine);

  /** Notifies `user` as another member would (features call auth.notify as the caller). */
  const notify = (from: TestUser, user: TestUser, title: string) =>
    t.db.asRequest(requestContext(from), (tx) =>
      tx.query('select auth.notify($1, $2, $3, $4)', [
        user.id,
        title,
        'Your appointment with Dr. Meera Iyer on 3 Dec, 10:00 is confirmed.',
        `/${user.username}/appointments`,
      ]),
    );
  const mails = (user: TestUser) =>
    t.db.query<{ kind: string; subject: string; body: string }>(
      'select kind, subject, body from auth.email_outbox where to_address = $1 order by id',
      [user.email],
    );
  const prefer = (user: TestUser, notifications: unknown) =>
    t.db.query(
      `update pgusers.profile set preferred_settings =
         jsonb_set(preferred_settings, '{notifications}', $2::jsonb, true) where id = $1`,
      [user.id, JSON.stringify(notifications)],
    );

  it('mails a booking or prescription notification by default, with its title and link', async () => {
    const member = await createTestUser(t.db);
    const doctor = await createTestUser(t.db);
    await notify(doctor, member, 'Appointment confirmed');
    await notify(doctor, member, 'Prescription ready');
    const sent = await mails(member);
    expect(sent.map((m) => [m.kind, m.subject])).toEqual([
      ['notification_booking', 'Appointment confirmed'],
      ['notification_prescription', 'Prescription ready'],
    ]);
    expect(sent[0]?.body).toContain(`See it in Athcare: /${member.username}/appointments`);
    const kinds = await t.db.query<{ kind: string | null }>(
      'select kind from pgusers.notifications where user_id = $1 order by id',
      [member.id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['booking', 'prescription']);
    // The notifier reads neither the outbox nor the other member's notifications.
    await expect(
      t.db.asRequest(requestContext(doctor), (tx) => tx.query('select * from auth.email_outbox')),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('sends nothing for a kind turned off, nor anything when email is off', async () => {
    const member = await createTestUser(t.db);
    const doctor = await createTestUser(t.db);
    await prefer(member, { email: true, kinds: { booking: false } });
    await notify(doctor, member, 'Appointment cancelled');
    await notify(doctor, member, 'Prescription ready');
    expect((await mails(member)).map((m) => m.kind)).toEqual(['notification_prescription']);

    await prefer(member, { email: false, kinds: {} });
    await notify(doctor, member, 'Appointment booked');
    await notify(doctor, member, 'Prescription ready');
    expect(await mails(member)).toHaveLength(1);
    // The notifications themselves still arrive in the app.
    const [count] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from pgusers.notifications where user_id = $1',
      [member.id],
    );
    expect(count?.n).toBe(4);

    await prefer(member, { email: true, kinds: { booking: true, prescription: true } });
    await notify(doctor, member, 'Appointment booked');
    expect(await mails(member)).toHaveLength(2);
  });

  it('keeps what does not warrant an email in the app only', async () => {
    const doctor = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await notify(other, doctor, 'Prescription saved');
    await notify(other, doctor, 'Your question was answered');
    expect(await mails(doctor)).toEqual([]);
  });
});
