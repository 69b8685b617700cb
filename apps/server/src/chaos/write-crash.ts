import { randomUUID } from 'node:crypto';
import { seed as seedStore } from '../../db/seed/70_store.ts';
import type { Database } from '../db/database.ts';
import { hmacHex } from '../store/razorpay-provider.ts';
import { startTestRazorpay } from '../test/test-razorpay-server.ts';
import { createMember, startServer, verdict, type Member, type Verdict } from './harness.ts';
import { sampleBilling } from '../test/sample-people.ts';

type Json = Record<string, unknown>;

async function post(
  url: string,
  path: string,
  member: Member | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Json | null }> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(member ? member.auth : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Json) : null };
  } catch {
    return { status: 0, json: null }; // cut off by the kill
  }
}

/** The UTC instant of a wall-clock time in Asia/Kolkata, `days` days from today. */
function istSlot(days: number, minutesAfterTen: number): string {
  const date = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const at = new Date(`${date}T10:00:00+05:30`);
  return new Date(at.getTime() + minutesAfterTen * 60_000).toISOString();
}

/**
 * Two members race for the same slots of one doctor while the server is killed (-9); after the
 * restart they try again every slot that got no answer. No slot is booked twice, and every
 * booking answered 200 is there, the member's.
 */
export async function bookingCrash(options: {
  db: Database;
  env: Record<string, string>;
  slots: number;
  killAfter: number;
}): Promise<Verdict> {
  const { db } = options;
  const doctor = await createMember(db);
  const [profile] = await db.query<{ id: number }>(
    `insert into pgpersonnel.profile (user_id, personnel_type_id, name, is_published)
     values ($1, 1, 'Dr Devika Shah', true) returning id`,
    [doctor.id],
  );
  await db.query(
    `insert into pgpersonnel.certifications (profile_id, name, regulatory_body, certification_number)
     values ($1, 'MBBS registration', 'National Medical Commission', 'NMC/2010/chaos')`,
    [profile!.id],
  );
  await db.query(
    `insert into pgathcare.availability_rules
       (personnel_id, weekday, from_time, to_time, slot_duration, timezone)
     select $1, d, '10:00', '13:00', 15, 'Asia/Kolkata' from generate_series(1, 7) d`,
    [profile!.id],
  );
  const members = [await createMember(db), await createMember(db)];
  const slots = Array.from({ length: options.slots }, (_, i) =>
    istSlot(1 + Math.floor(i / 12), (i % 12) * 15),
  );
  const won = new Map<number, { member: Member; startsAt: string }>();
  let sample: string | undefined;
  let server = await startServer(options.env);
  let answered = 0;
  let killed!: () => void;
  const killNow = new Promise<void>((resolve) => (killed = resolve));
  const book = async (url: string, member: Member, startsAt: string) => {
    const res = await post(
      url,
      '/api/rpc/book_slot',
      member,
      { personnel_id: profile!.id, starts_at: startsAt, notes: null },
      { 'content-profile': 'pgathcare' },
    );
    if (res.status !== 200 && res.status !== 409 && res.status !== 0)
      sample ??= JSON.stringify(res.json);
    if (res.status === 200) won.set(Number(res.json!.id), { member, startsAt });
    return res.status;
  };
  const first = slots.flatMap((startsAt) =>
    members.map(async (member) => {
      const status = await book(server.url, member, startsAt);
      if (status !== 0 && ++answered >= options.killAfter) killed();
      return { member, startsAt, status };
    }),
  );
  const killer = Promise.race([killNow, Promise.all(first)]).then(() => server.kill9());
  const results = await Promise.all(first);
  await killer;
  const cutOff = results.filter((r) => r.status === 0);
  server = await startServer(options.env);
  const retried = await Promise.all(
    cutOff.map(async (r) => ({ ...r, status: await book(server.url, r.member, r.startsAt) })),
  );
  await server.stop();

  const doubles = await db.query<{ n: number }>(
    `select count(*)::int as n from (
       select starts_at from pgathcare.bookings
        where personnel_id = $1 and status = 'booked' group by starts_at having count(*) > 1) d`,
    [profile!.id],
  );
  const rows = await db.query<{ id: number; user_id: string; starts_at: Date }>(
    `select id, user_id, starts_at from pgathcare.bookings where personnel_id = $1 and status = 'booked'`,
    [profile!.id],
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  let missing = 0;
  for (const [id, { member, startsAt }] of won) {
    const row = byId.get(id);
    if (!row || row.user_id !== member.id || row.starts_at.toISOString() !== startsAt) missing += 1;
  }
  const all = [...results.filter((r) => r.status !== 0), ...retried];
  const unexpected = all.filter((r) => r.status !== 200 && r.status !== 409).length;
  const problems: string[] = [];
  if (doubles[0]!.n) problems.push(`${doubles[0]!.n} slots booked twice`);
  if (missing) problems.push(`${missing} bookings answered 200 not found as answered`);
  if (unexpected) problems.push(`${unexpected} answers neither 200 nor 409, as ${sample}`);
  if (!cutOff.length) problems.push('the kill came after every booking');
  return verdict(
    `kill -9 during ${slots.length * 2} racing bookings`,
    {
      answered200: won.size,
      answered409: all.filter((r) => r.status === 409).length,
      cutOffThenRetried: cutOff.length,
      bookedRows: rows.length,
      slotsBookedTwice: doubles[0]!.n,
      answered200Missing: missing,
    },
    problems,
  );
}

/**
 * Razorpay payment webhooks for `orders` orders delivered at once while the server is killed
 * (-9); after the restart every webhook is delivered again (as Razorpay redelivers). Every order
 * ends paid with exactly one captured payment, and no event is applied twice.
 */
export async function webhookCrash(options: {
  db: Database;
  env: Record<string, string>;
  orders: number;
  killAfter: number;
}): Promise<Verdict> {
  const { db } = options;
  const keyId = 'rzp_test_chaos';
  const keySecret = 'chaos-key-secret';
  const webhookSecret = 'chaos-webhook-secret';
  const rzp = await startTestRazorpay(keyId, keySecret);
  const env = {
    ...options.env,
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: rzp.url,
  };
  try {
    await seedStore({ db, random: Math.random });
    const [product] = await db.query<{ id: number }>(
      "select id from pgstore.products where slug = 'blue-tea'",
    );
    let server = await startServer(env);
    const deliveries: { orderId: string; body: string; eventId: string }[] = [];
    for (let i = 0; i < options.orders; i++) {
      const member = await createMember(db);
      const order = await post(
        server.url,
        '/api/rpc/create_order',
        member,
        {
          items: [{ product_id: product!.id, quantity: 1 }],
          billing: sampleBilling,
          idempotency_key: randomUUID(),
        },
        { 'content-profile': 'pgstore' },
      );
      const orderId = String(order.json!.id);
      const start = await post(server.url, `/api/store/orders/${orderId}/payments`, member, {});
      if (start.status !== 201) throw new Error(`payment start: ${JSON.stringify(start.json)}`);
      const rzpOrderId = String((start.json!.checkout as Json).orderId);
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: `pay_chaos${i}`,
              order_id: rzpOrderId,
              amount: Number(start.json!.amount_paise),
              status: 'captured',
            },
          },
        },
      });
      deliveries.push({ orderId, body, eventId: `evt_chaos_${i}` });
    }
    const deliver = (url: string, d: (typeof deliveries)[number]) =>
      post(url, '/api/store/webhooks/razorpay', null, d.body, {
        'x-razorpay-signature': hmacHex(webhookSecret, d.body),
        'x-razorpay-event-id': d.eventId,
      });
    let answered = 0;
    let killed!: () => void;
    const killNow = new Promise<void>((resolve) => (killed = resolve));
    const first = deliveries.map(async (d) => {
      const res = await deliver(server.url, d);
      if (res.status === 200 && ++answered >= options.killAfter) killed();
      return res;
    });
    const killer = Promise.race([killNow, Promise.all(first)]).then(() => server.kill9());
    const firstAnswers = await Promise.all(first);
    await killer;
    const paidBefore = await db.query<{ id: string; paid_at: string }>(
      "select id::text, paid_at::text from pgstore.orders where status = 'paid' and id = any($1::uuid[])",
      [deliveries.map((d) => d.orderId)],
    );
    server = await startServer(env);
    const again = await Promise.all(deliveries.map((d) => deliver(server.url, d)));
    await server.stop();

    const ids = deliveries.map((d) => d.orderId);
    const orders = await db.query<{
      id: string;
      status: string;
      captured: number;
      paid_at: string;
    }>(
      `select o.id::text, o.status, o.paid_at::text,
              (select count(*) from pgstore.payments p where p.order_id = o.id and p.status = 'captured')::int as captured
         from pgstore.orders o where o.id = any($1::uuid[])`,
      [ids],
    );
    const paidWithoutPayment = orders.filter((o) => o.status === 'paid' && o.captured === 0).length;
    const appliedTwice = orders.filter((o) => o.captured > 1).length;
    const notPaid = orders.filter((o) => o.status !== 'paid').length;
    const paidAtBefore = new Map(paidBefore.map((o) => [o.id, o.paid_at]));
    const paidAtChanged = orders.filter(
      (o) => paidAtBefore.has(o.id) && paidAtBefore.get(o.id) !== o.paid_at,
    ).length;
    const [events] = await db.query<{ n: number }>(
      "select count(*)::int as n from pgstore_private.payment_events where event_id like 'evt_chaos_%'",
    );
    const duplicates = again.filter((r) => r.json?.status === 'duplicate').length;
    const problems: string[] = [];
    if (paidWithoutPayment) problems.push(`${paidWithoutPayment} paid orders without a payment`);
    if (appliedTwice) problems.push(`${appliedTwice} orders with two captured payments`);
    if (notPaid) problems.push(`${notPaid} orders not paid after redelivery`);
    if (paidAtChanged) problems.push(`${paidAtChanged} orders paid again on redelivery`);
    if (events!.n !== options.orders) problems.push(`${events!.n} events recorded`);
    if (again.some((r) => r.status !== 200)) problems.push('a redelivery was not acknowledged');
    if (firstAnswers.every((r) => r.status === 200))
      problems.push('the kill came after every webhook');
    return verdict(
      `kill -9 during ${options.orders} payment webhooks, then every one redelivered`,
      {
        acknowledgedBeforeKill: firstAnswers.filter((r) => r.status === 200).length,
        paidBeforeRestart: paidBefore.length,
        redeliveredDuplicate: duplicates,
        redeliveredRecorded: again.filter((r) => r.json?.status === 'recorded').length,
        paidOrders: orders.length - notPaid,
        paidWithoutPayment,
        appliedTwice,
      },
      problems,
    );
  } finally {
    await rzp.close();
  }
}
