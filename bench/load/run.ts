// `npm run load`: a soak of the production server on PostgreSQL with demo data (SEED_DEMO) and
// generated members. LOAD_USERS virtual users (default 200), each signed in as a member of its
// own, for LOAD_DURATION seconds (default 600), each sending LOAD_RATE requests a second (default
// 1: a person clicking, not a flood) through one journey, over and over: browse the doctors, open
// a profile, look at free slots, book one and cancel it, upload a locker file, download it, trash
// and delete it, search the store, place an order (no payment: create it) and cancel it.
// Prints requests, errors, p50 and p99 per endpoint and the server's RSS every 10 s; exits
// non-zero on any error, or when memory grew (last third's mean over 10% above the middle
// third's). Written with autocannon: one connection per virtual user, its own context.
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { giveMedilocker, json, lockerUpload, signIn } from './member-set-up.ts';
import { startProductionServer } from './prod-server.ts';

const users = Number(process.env.LOAD_USERS ?? 200);
const duration = Number(process.env.LOAD_DURATION ?? 600);
const ratePerUser = Number(process.env.LOAD_RATE ?? 1);
const dbName = 'athcare_load';
const metricsToken = randomBytes(16).toString('hex');

const server = await startProductionServer({
  dbName,
  members: users,
  seedDemo: true,
  env: {
    // Every virtual user comes from 127.0.0.1: the per-IP sign-in limit would stop the 51st.
    LOGIN_LIMIT_PER_IP: '100000',
    // For the JavaScript heap beside the RSS: a leak grows the heap, warm-up mostly the rest.
    METRICS_TOKEN: metricsToken,
  },
});
const api = `${server.base}/api`;

// Set-up, outside the measured run: sign every member in, give each a Medilocker plan, and pick
// what the journeys use (doctors with free slots, products sold without a count limit).
await giveMedilocker(server, server.members);
const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
const products = (
  await sql<{ id: number }[]>`
    select id from pgstore.products
    where is_active and category <> 'lab-test-profile' and (stock is null or stock >= 1000)
    order by id limit 20`
).map((p) => p.id);
await sql.end();
if (products.length === 0) throw new Error('no product to order in the demo data');

const tokens = await signIn(server.base, server.members);
const search = await json<{ items: { id: number }[] }>(
  await fetch(`${api}/rpc/search_doctors?page_limit=50`, {
    headers: { 'accept-profile': 'pgpersonnel' },
  }),
);
const doctorIds = search.items.map((d) => d.id);
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// One slot of its own for each user (booked and cancelled again and again: no two users race for
// one), dealt round the doctors as members spread over them: one doctor's cancelled bookings pile
// up under every later look at its free slots.
const freeByDoctor: { personnelId: number; startsAt: string }[][] = [];
const slotCallMs: number[] = [];
for (const personnelId of doctorIds) {
  const t0 = performance.now();
  const free = await json<{ starts_at: string }[]>(
    await fetch(
      `${api}/rpc/get_available_slots?personnel_id=${personnelId}&from_date=${day(3)}&to_date=${day(12)}`,
      { headers: { 'accept-profile': 'pgathcare', authorization: `Bearer ${tokens[0]}` } },
    ),
  );
  slotCallMs.push(performance.now() - t0);
  if (free.length) freeByDoctor.push(free.map((f) => ({ personnelId, startsAt: f.starts_at })));
}
const slots: { personnelId: number; startsAt: string }[] = [];
for (let round = 0; slots.length < users && freeByDoctor.some((f) => f.length > round); round++)
  for (const free of freeByDoctor) {
    const slot = free[round];
    if (slot && slots.length < users) slots.push(slot);
  }
if (slots.length < users) throw new Error(`only ${slots.length} free slots for ${users} users`);
console.log(
  `set-up: ${users} members signed in, ${doctorIds.length} doctors (${freeByDoctor.length} with free slots), ${slots.length} slots, ${products.length} products (10 days of one doctor's slots: ${(slotCallMs.reduce((a, b) => a + b, 0) / slotCallMs.length).toFixed(0)} ms idle); ${users} users × ${ratePerUser} req/s for ${duration} s`,
);

// A small file of the size of a scanned report page.
const upload = lockerUpload(64 * 1024);

interface Ctx {
  user?: number;
  token?: string;
  doctorId?: number;
  bookingId?: number;
  fileId?: string;
  orderId?: string;
  [key: string]: unknown;
}
interface Stats {
  count: number;
  errors: number;
  latencies: number[];
  statuses: Map<number, number>;
}
const stats = new Map<string, Stats>();
const statsOf = (name: string): Stats => {
  let s = stats.get(name);
  if (!s) {
    s = { count: 0, errors: 0, latencies: [], statuses: new Map<number, number>() };
    stats.set(name, s);
  }
  return s;
};
// autocannon clears a connection's context at the start of each journey, so each journey takes a
// member that no other connection holds (its own slot: no two users race for one) and gives it
// back at the journey's last answer.
const freeUsers = Array.from({ length: users }, (_, i) => i);
let spareUser = 0;
// The request whose answer autocannon reports next: its onResponse runs just before the
// 'response' event that carries the latency, synchronously.
let answered: string | undefined;

type Step = {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (c: Ctx) => string;
  profile?: string;
  body?: (c: Ctx) => string | Buffer;
  contentType?: string;
  onBody?: (c: Ctx, body: string) => void;
};
const steps: Step[] = [
  {
    name: 'GET explore: search_doctors',
    method: 'GET',
    path: (c) =>
      `/api/rpc/search_doctors?page_limit=20&page_offset=${20 * ((c.user ?? 0) % 3)}&sort=relevance`,
    profile: 'pgpersonnel',
  },
  {
    name: 'GET doctor profile',
    method: 'GET',
    path: (c) => {
      c.doctorId = doctorIds[Math.floor(Math.random() * doctorIds.length)];
      return `/api/profile?id=eq.${c.doctorId}&select=*,type:personnel_types(*),reviews(*)&limit=1`;
    },
    profile: 'pgpersonnel',
  },
  {
    name: 'GET get_available_slots (one day)',
    method: 'GET',
    path: (c) => {
      const slot = slots[c.user!]!;
      const date = slot.startsAt.slice(0, 10);
      return `/api/rpc/get_available_slots?personnel_id=${slot.personnelId}&from_date=${date}&to_date=${date}`;
    },
    profile: 'pgathcare',
  },
  {
    name: 'POST book_slot',
    method: 'POST',
    path: () => '/api/rpc/book_slot',
    profile: 'pgathcare',
    body: (c) =>
      JSON.stringify({
        personnel_id: slots[c.user!]!.personnelId,
        starts_at: slots[c.user!]!.startsAt,
        notes: 'Load test visit',
      }),
    onBody: (c, body) => {
      c.bookingId = (JSON.parse(body) as { id: number }).id;
    },
  },
  {
    name: 'POST cancel_booking',
    method: 'POST',
    path: () => '/api/rpc/cancel_booking',
    profile: 'pgathcare',
    body: (c) => JSON.stringify({ booking_id: c.bookingId, reason: 'Load test' }),
  },
  {
    name: 'POST locker upload (64 KB)',
    method: 'POST',
    path: () => '/api/locker/files',
    body: () => upload.body,
    contentType: upload.contentType,
    onBody: (c, body) => {
      c.fileId = (JSON.parse(body) as { id: string }).id;
    },
  },
  {
    name: 'GET locker download',
    method: 'GET',
    path: (c) => `/api/locker/files/${c.fileId}/content`,
  },
  {
    name: 'POST trash_file',
    method: 'POST',
    path: () => '/api/rpc/trash_file',
    profile: 'pgmedlock',
    body: (c) => JSON.stringify({ file_id: c.fileId }),
  },
  {
    name: 'DELETE locker file',
    method: 'DELETE',
    path: (c) => `/api/locker/files/${c.fileId}?permanent=1`,
  },
  {
    name: 'GET store: search_products',
    method: 'GET',
    path: () => '/api/rpc/search_products?page_limit=12&sort=featured',
    profile: 'pgstore',
  },
  {
    name: 'POST create_order',
    method: 'POST',
    path: () => '/api/rpc/create_order',
    profile: 'pgstore',
    body: () =>
      JSON.stringify({
        items: [{ product_id: products[Math.floor(Math.random() * products.length)], quantity: 1 }],
        billing: {
          email: 'member@example.test',
          first_name: 'Load',
          last_name: 'Member',
          address: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          zip: '560001',
          phone: '+919800000000',
        },
        idempotency_key: randomUUID(),
        coupon: null,
      }),
    onBody: (c, body) => {
      c.orderId = (JSON.parse(body) as { id: string }).id;
    },
  },
  {
    name: 'POST cancel_order',
    method: 'POST',
    path: () => '/api/rpc/cancel_order',
    profile: 'pgstore',
    body: (c) => JSON.stringify({ order_id: c.orderId }),
  },
];

const requests: autocannon.Request[] = steps.map((step) => ({
  method: step.method,
  setupRequest: (req: autocannon.Request, context: object) => {
    const c = context as Ctx;
    if (c.user === undefined) {
      c.user = freeUsers.shift() ?? spareUser++ % users;
      c.token = tokens[c.user];
    }
    const headers: Record<string, string> = { authorization: `Bearer ${c.token}` };
    if (step.profile)
      headers[step.method === 'GET' ? 'accept-profile' : 'content-profile'] = step.profile;
    if (step.body) headers['content-type'] = step.contentType ?? 'application/json';
    if (step.method === 'POST' && !step.contentType) headers.prefer = 'return=representation';
    return {
      ...req,
      path: step.path(c),
      headers,
      ...(step.body ? { body: step.body(c) } : {}),
    };
  },
  onResponse: (status: number, body: string, context: object) => {
    const c = context as Ctx;
    answered = step.name;
    const s = statsOf(step.name);
    if (step === steps.at(-1) && c.user !== undefined) freeUsers.push(c.user);
    if (status >= 400) {
      s.errors += 1;
      if (s.errors <= 3) console.error(`${step.name}: ${status} ${body.slice(0, 300)}`);
      return;
    }
    try {
      step.onBody?.(c, body);
    } catch {
      s.errors += 1;
    }
  },
}));

const rssSamples: { at: number; rss: number; heap: number }[] = [];
const started = Date.now();
const heapUsed = async () => {
  const res = await fetch(`${server.base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).catch(() => undefined);
  const text = res?.ok ? await res.text() : '';
  return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN);
};
const sampleRss = () => {
  const sample = { at: (Date.now() - started) / 1000, rss: server.rss(), heap: NaN };
  rssSamples.push(sample);
  void heapUsed().then((heap) => (sample.heap = heap));
};
sampleRss();
const sampler = setInterval(sampleRss, 10_000);

const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: server.base,
      connections: users,
      connectionRate: ratePerUser,
      duration,
      timeout: 30,
      requests,
    },
    (error: unknown, done) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed'))
        : resolve(done),
  );
  // The latency autocannon measured on the wire (not counting the wait for the user's rate).
  instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
    const s = statsOf(answered ?? 'unknown');
    answered = undefined;
    s.count += 1;
    s.latencies.push(responseTime);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  });
});
clearInterval(sampler);
sampleRss();
await new Promise((r) => setTimeout(r, 500)); // the last heap sample's answer

const pct = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
console.log(`\n| endpoint | requests | errors | p50 ms | p99 ms |`);
console.log(`| --- | --- | --- | --- | --- |`);
let errors = result.errors + result.timeouts;
for (const step of steps) {
  const s = stats.get(step.name);
  if (!s) {
    console.log(`| ${step.name} | 0 | – | – | – |`);
    continue;
  }
  errors += s.errors;
  console.log(
    `| ${step.name} | ${s.count} | ${s.errors} | ${pct(s.latencies, 0.5).toFixed(0)} | ${pct(s.latencies, 0.99).toFixed(0)} |`,
  );
}
console.log(
  `\nall: ${result.requests.total} requests in ${result.duration.toFixed(0)} s (${result.requests.average.toFixed(0)}/s), ${result.errors} connection errors, ${result.timeouts} timeouts`,
);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
console.log(`RSS every 10 s (MB): ${rssSamples.map((s) => mb(s.rss)).join(' ')}`);
console.log(`JS heap used (MB): ${rssSamples.map((s) => mb(s.heap)).join(' ')}`);
const third = Math.floor(rssSamples.length / 3);
const mean = (xs: { rss: number }[]) => xs.reduce((a, s) => a + s.rss, 0) / xs.length;
const middle = mean(rssSamples.slice(third, 2 * third));
const last = mean(rssSamples.slice(2 * third));
const growth = last / middle - 1;
const flat = third > 0 && growth <= 0.1;
console.log(
  `memory: middle third ${mb(middle)} MB, last third ${mb(last)} MB (${(growth * 100).toFixed(1)}%): ${flat ? 'flat' : third > 0 ? 'GREW' : 'too short to tell'}`,
);

await server.stop();
if (errors > 0) console.error(`${errors} errors`);
if (errors > 0 || (third > 0 && !flat)) process.exitCode = 1;
