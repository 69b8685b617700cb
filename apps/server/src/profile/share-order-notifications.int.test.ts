import { describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { createTestUser, requestContext, type TestUser } from '../test/test-users.ts';

/**
 * Migration 0321: a share received and an order paid notify the right member once, with the kinds
 * 'share' and 'order', so the mail-per-preference rule (0281) mails them unless turned off.
 */
describe.each(testEngines)('share and order notifications on %s', (engine) => {
  const t = useTestDatabase(engine);

  const notes = (user: TestUser) =>
    t.db.query<{ title: string; body: string; link: string; kind: string }>(
      'select title, body, link, kind from pgusers.notifications where user_id = $1 order by id',
      [user.id],
    );
  const mails = (user: TestUser) =>
    t.db.query<{ kind: string; subject: string; body: string }>(
      'select kind, subject, body from auth.email_outbox where to_address = $1 and kind like $2 order by id',
      [user.email, 'notification_%'],
    );
  const prefer = (user: TestUser, notifications: unknown) =>
    t.db.query(
      `update pgusers.profile set preferred_settings =
         jsonb_set(preferred_settings, '{notifications}', $2::jsonb, true) where id = $1`,
      [user.id, JSON.stringify(notifications)],
    );
  const folder = async (owner: TestUser, name: string) => {
    const [row] = await t.db.query<{ id: string }>(
      `insert into pgmedlock.folders (owner_id, name, path) values ($1, $2, '/' || $2) returning id`,
      [owner.id, name],
    );
    return row!.id;
  };
  /** As the owner, through RLS, as the app shares. */
  const share = (owner: TestUser, folderId: string, grantee: TestUser) =>
    t.db.asRequest(requestContext(owner), (tx) =>
      tx.query(
        `insert into pgmedlock.asset_access (owner_id, folder_id, grantee_user_id) values ($1, $2, $3)`,
        [owner.id, folderId, grantee.id],
      ),
    );
  const order = async (buyer: TestUser, totalPaise: number) => {
    const [row] = await t.db.query<{ id: string }>(
      `insert into pgstore.orders (user_id, idempotency_key, subtotal_paise, tax_paise,
         shipping_paise, total_price_paise, billing_email, billing_first_name, billing_last_name,
         billing_address, billing_city, billing_state, billing_zip)
       values ($1, gen_random_uuid(), $2, 0, 0, $2, 'b@example.test', 'B', 'Y', 'Street 1',
               'Kochi', 'Kerala', '682001') returning id`,
      [buyer.id, totalPaise],
    );
    return row!.id;
  };
  const setStatus = (id: string, status: string) =>
    t.db.query('update pgstore.orders set status = $2 where id = $1', [id, status]);

  it('tells the person a member shares records with, once, and mails it; nobody else', async () => {
    const owner = await createTestUser(t.db);
    const grantee = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await t.db.query(
      `update pgusers.profile set first_name = 'Asha', last_name = 'Rao' where id = $1`,
      [owner.id],
    );
    const lab = await folder(owner, 'Lab Reports');
    const scans = await folder(owner, 'Scans');
    await share(owner, lab, grantee);
    // A second share in the same burst adds nothing: one notification, one mail.
    await share(owner, scans, grantee);

    expect(await notes(grantee)).toEqual([
      {
        title: 'Records shared with you',
        body: 'Asha Rao shared a folder from their locker with you.',
        link: `/${grantee.username}/docs?show=shared`,
        kind: 'share',
      },
    ]);
    // Never the record's name (it may be emailed).
    expect(JSON.stringify(await notes(grantee))).not.toContain('Lab Reports');
    const sent = await mails(grantee);
    expect(sent.map((m) => [m.kind, m.subject])).toEqual([
      ['notification_share', 'Records shared with you'],
    ]);
    expect(await notes(other)).toEqual([]);
    expect(await notes(owner)).toEqual([]);
    expect(await mails(other)).toEqual([]);
    expect(await mails(owner)).toEqual([]);

    // Once read, a new share is news again.
    await t.db.query('update pgusers.notifications set read_at = now() where user_id = $1', [
      grantee.id,
    ]);
    await share(owner, await folder(owner, 'Prescriptions'), grantee);
    expect(await notes(grantee)).toHaveLength(2);

    // The sharer cannot read the grantee's notifications.
    const seen = await t.db.asRequest(requestContext(owner), (tx) =>
      tx.query('select id from pgusers.notifications where user_id = $1', [grantee.id]),
    );
    expect(seen).toEqual([]);
  });

  it('tells every member of a group shared with, but not the owner', async () => {
    const owner = await createTestUser(t.db);
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const outsider = await createTestUser(t.db);
    const [g] = await t.db.query<{ id: string }>(
      `insert into pgmedlock.groups (owner_id, name) values ($1, 'Family') returning id`,
      [owner.id],
    );
    await t.db.query(
      `insert into pgmedlock.group_members (group_id, user_id, role)
       values ($1, $2, 'admin'), ($1, $3, 'member'), ($1, $4, 'member')`,
      [g!.id, owner.id, a.id, b.id],
    );
    const f = await folder(owner, 'Family records');
    await t.db.asRequest(requestContext(owner), (tx) =>
      tx.query(
        `insert into pgmedlock.asset_access (owner_id, folder_id, grantee_group_id) values ($1, $2, $3)`,
        [owner.id, f, g!.id],
      ),
    );
    expect((await notes(a)).map((n) => n.kind)).toEqual(['share']);
    expect((await notes(b)).map((n) => n.kind)).toEqual(['share']);
    expect(await notes(owner)).toEqual([]);
    expect(await notes(outsider)).toEqual([]);
  });

  it('tells the buyer once when an order becomes paid, and mails it; nobody else', async () => {
    const buyer = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const id = await order(buyer, 11_850);
    expect(await notes(buyer)).toEqual([]);
    await setStatus(id, 'paid');
    await setStatus(id, 'fulfilled');
    expect(await notes(buyer)).toEqual([
      {
        title: 'Order paid',
        body: 'Your payment of ₹118.50 for your order is received. Thank you!',
        link: `/order-confirmation/${id}`,
        kind: 'order',
      },
    ]);
    expect((await mails(buyer)).map((m) => [m.kind, m.subject])).toEqual([
      ['notification_order', 'Order paid'],
    ]);
    expect(await notes(other)).toEqual([]);
    expect(await mails(other)).toEqual([]);

    // A cancelled order tells nothing.
    await setStatus(await order(buyer, 500), 'cancelled');
    expect(await notes(buyer)).toHaveLength(1);
  });

  it('mails nothing when the kind or email is turned off; the notification still arrives', async () => {
    const buyer = await createTestUser(t.db);
    const owner = await createTestUser(t.db);
    await prefer(buyer, { email: true, kinds: { order: false } });
    await setStatus(await order(buyer, 100), 'paid');
    await share(owner, await folder(owner, 'X-rays'), buyer);
    expect((await notes(buyer)).map((n) => n.kind)).toEqual(['order', 'share']);
    expect((await mails(buyer)).map((m) => m.kind)).toEqual(['notification_share']);

    await prefer(buyer, { email: false });
    await setStatus(await order(buyer, 200), 'paid');
    expect(await notes(buyer)).toHaveLength(3);
    expect(await mails(buyer)).toHaveLength(1);
  });
});
