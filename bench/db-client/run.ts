// `npm run bench:db-client`: why the server talks to PostgreSQL through node-postgres (`pg`).
// One data-API request is a transaction: BEGIN, the role/claims set-up, the query, COMMIT. Here
// the same transaction runs through our driver (`pg`, one statement after another) and through
// postgres.js with BEGIN, set-up and query queued together on a reserved connection (the
// pipelining that made it the first choice), side by side, 50 callers on a pool of 10.
import net from 'node:net';
import postgres from 'postgres';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';
import { requestSetupSql } from '../../apps/server/src/db/database.ts';
import { freshDatabase } from '../fresh-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = 50;
const url = await freshDatabase('athcare_bench_client');
// BENCH_LATENCY_MS > 0 puts a loopback proxy in front of PostgreSQL that delays each direction,
// standing in for a database across a network (a managed PostgreSQL in another zone).
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 0);
const clientUrl = new URL(url);
if (latencyMs > 0) clientUrl.port = String(await delayingProxy(url, latencyMs));

function delayingProxy(target: URL, delayMs: number): Promise<number> {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    // Same delay for every chunk of a direction, so chunks stay in order.
    client.on('data', (chunk) => setTimeout(() => upstream.write(chunk), delayMs));
    upstream.on('data', (chunk) => setTimeout(() => client.write(chunk), delayMs));
    for (const s of [client, upstream]) s.on('error', () => s.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.unref();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
}

// The migrations make the request roles, the authenticator and the per-request session check.
const migrator = openPostgres({ url: url.toString(), maxConnections: 1 });
await migrate(migrator);
await migrator.close();
const setup = postgres(url.toString(), { max: 1, onnotice: () => {} });
await setup.unsafe(`
  do $$ begin create role anon nologin; exception when duplicate_object or unique_violation then null; end $$;
  create table notes (id int primary key, body text not null);
  alter table notes enable row level security;
  create policy "notes: anyone reads" on notes for select to anon using (true);
  grant select on notes to anon;
  insert into notes select g, 'note ' || g from generate_series(1, 10000) g;
  analyze;
`);
await setup.end();

const query = "select coalesce(json_agg(n), '[]')::text as body from notes n where id = $1";
const setupParams = ['anon', '{}', '10000ms', '0'];

async function measure(run: (id: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; performance.now() < end; i += workers) {
        const t0 = performance.now();
        await run(1 + (i % 10000));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const driver = openPostgres({ url: clientUrl.toString(), maxConnections: 10 });
const context = { role: 'anon', claims: '{}', readOnly: true, statementTimeoutMs: 10_000 };
const viaPg = (id: number) => driver.asRequest(context, (tx) => tx.query(query, [id]));

const sql = postgres(clientUrl.toString(), { max: 10, onnotice: () => {} });
const viaPostgresJs = async (id: number) => {
  const conn = await sql.reserve();
  try {
    // Lazy queries: execute() queues them now, in order, ahead of the query.
    const begin = conn.unsafe('begin read only').execute();
    const set = conn.unsafe(requestSetupSql, setupParams).execute();
    const [, , rows] = await Promise.all([begin, set, conn.unsafe(query, [id])]);
    await conn.unsafe('commit');
    return rows;
  } catch (error) {
    await conn.unsafe('rollback').catch(() => undefined);
    throw error;
  } finally {
    conn.release();
  }
};

await measure(viaPg); // warm-up, discarded
await measure(viaPostgresJs);
const results: Record<string, { rps: number; p50: number; p99: number }> = {};
for (let round = 0; round < 2; round++) {
  for (const [name, run] of [
    ['pg', viaPg],
    ['postgres.js', viaPostgresJs],
  ] as const) {
    const m = await measure(run);
    const prev = results[name];
    results[name] = prev
      ? { rps: (prev.rps + m.rps) / 2, p50: (prev.p50 + m.p50) / 2, p99: (prev.p99 + m.p99) / 2 }
      : m;
  }
}
await sql.end();
await driver.close();

console.log(
  `\n${workers} callers, pool of 10, 2 alternating runs of ${seconds} s each (after a warm-up), ` +
    `${latencyMs} ms added each way\n`,
);
console.log('client         transactions/s   p50 ms   p99 ms');
for (const [name, m] of Object.entries(results)) {
  console.log(
    `${name.padEnd(14)} ${m.rps.toFixed(0).padStart(14)} ${m.p50.toFixed(1).padStart(8)} ${m.p99.toFixed(1).padStart(8)}`,
  );
}
console.log(`\npostgres.js / pg = ${(results['postgres.js']!.rps / results.pg!.rps).toFixed(2)}`);
