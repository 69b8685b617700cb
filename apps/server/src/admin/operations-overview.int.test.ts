import { beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { asUser, createTestUser, type TestUser } from '../test/test-users.ts';

type Day = {
  day: string;
  signups: number;
  bookings: number;
  orders: number;
  revenue_paise: string | number;
  failed_logins: number;
};

/** Rows spread evenly over about three years (so the 90-day window is a small part of each table). */
const ROWS = 12_000;
const SPAN = "interval '3 years'";

describe.each(testEngines)('the operations overview on %s', (engine) => {
  const t = useTestDatabase(engine);
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    admin = await createTestUser(t.db, { appRoles: ['admin'] });
    buyer = await createTestUser(t.db);
    await t.db.transaction(async (tx) => {
      // Volume only: the bookings' scheduling triggers and foreign keys are not what is measured.
      await tx.query("set local session_replication_role = 'replica'");
      await tx.query(
        `insert into auth.users (id, email, username, created_at)
         select gen_random_uuid(), 'ops' || g || '@example.test', 'ops' || g,
                now() - ${SPAN} * (g::float / $1)
         from generate_series(1, $1) g`,
        [ROWS],
      );
      await tx.query(
        `insert into auth.login_attempts (identifier, succeeded, at)
         select 'x' || g, g % 3 = 0, now() - ${SPAN} * (g::float / $1)
         from generate_series(1, $1) g`,
        [ROWS],
      );
      await tx.query(
        `insert into pgstore.orders (user_id, idempotency_key, status, subtotal_paise, tax_paise,
           shipping_paise, total_price_paise, billing_email, billing_first_name, billing_last_name,
           billing_address, billing_city, billing_state, billing_zip, created_at)
         select $2, gen_random_uuid(), case when g % 2 = 0 then 'paid' else 'created' end,
                10000, 1800, 0, 11800, 'b@example.test', 'B', 'Y', 'Street 1', 'Kochi', 'Kerala',
                '682001', now() - ${SPAN} * (g::float / $1)
         from generate_series(1, $1) g`,
        [ROWS, buyer.id],
      );
      await tx.query(
        `insert into pgathcare.bookings (user_id, personnel_id, starts_at, ends_at, status, completed_at, created_at)
         select $2, 1, now() - ${SPAN} * (g::float / $1), now() - ${SPAN} * (g::float / $1) + interval '30 minutes',
                'completed', now(), now() - ${SPAN} * (g::float / $1)
         from generate_series(1, $1) g`,
        [ROWS, buyer.id],
      );
    });
    for (const table of [
      'auth.users',
      'auth.login_attempts',
      'pgstore.orders',
      'pgathcare.bookings',
    ]) {
      await t.db.query(`analyze ${table}`);
    }
  }, 120_000);

  it.each([
    ['auth.ops_signups_90d', 'users'],
    ['auth.ops_bookings_90d', 'bookings'],
    ['auth.ops_orders_90d', 'orders'],
    ['auth.ops_failed_logins_90d', 'login_attempts'],
  ])('%s answers from an index, not a scan of all %s', async (view, table) => {
    const plan = await t.db.query<{ 'QUERY PLAN': string }>(`explain select * from ${view}`);
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text, text).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    // The index narrows the rows to the window (not merely a full walk of some other index).
    expect(text, text).toMatch(/Index Cond: \((created_at|at) >=/);
  });

  it('counts each of the last 90 days, zeros included, and revenue from paid orders only', async () => {
    const rows = await asUser(t.db, admin, (q) =>
      q.query<Day>('select * from pgaccess.admin_operations_daily()'),
    );
    expect(rows).toHaveLength(90);
    const today = rows.at(-1)!;
    const [expected] = await t.db.query<{
      signups: number;
      orders: number;
      revenue: string;
      failed: number;
    }>(
      `select (select count(*)::int from auth.users where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as signups,
              (select count(*)::int from pgstore.orders where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as orders,
              (select coalesce(sum(total_price_paise), 0)::text from pgstore.orders
                where status in ('paid', 'fulfilled') and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as revenue,
              (select count(*)::int from auth.login_attempts where not succeeded and at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as failed`,
    );
    expect(today.signups).toBe(expected?.signups);
    expect(today.orders).toBe(expected?.orders);
    expect(String(today.revenue_paise)).toBe(expected?.revenue);
    expect(today.failed_logins).toBe(expected?.failed);
    const total = rows.reduce((sum, d) => sum + d.orders, 0);
    // About 90/1096 of the orders fall in the window.
    expect(total).toBeGreaterThan(ROWS * 0.07);
    expect(total).toBeLessThan(ROWS * 0.1);
  });

  it('lists the open queues for admins', async () => {
    // One personnel profile asks to be listed: the verification queue counts it.
    await t.db.query(
      `insert into pgpersonnel.profile (personnel_type_id, name, verification_status, verification_requested_at)
       select id, 'Dr Queue Waiting', 'pending', now() from pgpersonnel.personnel_types order by id limit 1`,
    );
    const queues = await asUser(t.db, admin, (q) =>
      q.query<{ queue: string; open: number }>('select * from pgaccess.admin_operations_queues()'),
    );
    expect(queues.map((q) => q.queue)).toEqual([
      'booking_enquiries',
      'orders_to_fulfil',
      'account_deletions',
      'personnel_verifications',
      'failed_logins_24h',
    ]);
    const paid = queues.find((q) => q.queue === 'orders_to_fulfil');
    expect(paid?.open).toBe(ROWS / 2);
    expect(queues.find((q) => q.queue === 'personnel_verifications')?.open).toBe(1);
  });

  it('gives a non-admin nothing', async () => {
    const member = await createTestUser(t.db);
    for (const fn of ['admin_operations_daily', 'admin_operations_queues']) {
      await expect(
        asUser(t.db, member, (q) => q.query(`select * from pgaccess.${fn}()`)),
      ).rejects.toMatchObject({ code: '42501' });
    }
    await expect(
      asUser(t.db, member, (q) => q.query('select * from auth.ops_orders_90d')),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
