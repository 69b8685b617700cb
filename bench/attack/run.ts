// `npm run bench:attack`: an anonymous attacker fires the worst requests of issue 12 at the
// server while a signed-in member uses it normally; reports the member's latencies and
// /api/health's. Embedded PGlite by default (where one query at a time serves everyone);
// BENCH_DATABASE_URL=postgres://… runs it on a PostgreSQL server instead (pool of 10).
// BENCH_SECONDS (default 20), BENCH_ATTACKERS (default 12 concurrent loops).
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { runSeeds } from '../../apps/server/db/seed/run-seeds.ts';
import { demoAccountIds } from '../../apps/server/db/seed/10_accounts.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { signAccessToken } from '../../apps/server/src/auth/jwt.ts';
import { createTestSession } from '../../apps/server/src/test/test-users.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPglite } from '../../apps/server/src/db/pglite-driver.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const attackers = Number(process.env.BENCH_ATTACKERS ?? 12);
const serverUrl = process.env.BENCH_DATABASE_URL;
const secret = 'bench-attack-secret-0123456789abcdef0123456789';

let db: Database;
let cleanup: () => Promise<void>;
if (serverUrl) {
  const name = 'athcare_bench_attack';
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const owner = openPostgres({ url: url.toString(), maxConnections: 2 });
  await migrate(owner);
  await owner.close();
  const requestUrl = new URL(url);
  requestUrl.username = 'authenticator';
  requestUrl.password = '';
  db = openPostgres({ url: url.toString(), maxConnections: 10, requestUrl: requestUrl.toString() });
  cleanup = async () => {
    await db.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'athcare-bench-attack-'));
  db = await openPglite(join(dir, 'pglite'));
  await migrate(db);
  cleanup = async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
await runSeeds(db);
const app = await buildApp({
  // The limits come from the environment as in production (DB_MAX_*, CLIENT_MAX_*, …).
  config: loadConfig({
    ...process.env,
    JWT_SECRET: secret,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...(serverUrl ? { DATABASE_URL: serverUrl } : {}),
  }),
  db,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
const sid = await createTestSession(db, demoAccountIds.member);
const token = await signAccessToken(
  { secret, audience: 'athcare' },
  { sub: demoAccountIds.member, role: 'authenticated', app_roles: [], sid },
  3600,
);

const deep = (levels: number): string =>
  levels === 0 ? '*' : `*,profile(*,reviews(${deep(levels - 1)}))`;
const attacks: { name: string; url: string; init?: RequestInit }[] = [
  { name: 'select 5,000 columns', url: `/reviews?select=${Array(5000).fill('id').join(',')}` },
  { name: 'embedding 8 levels, limit=1000', url: `/reviews?select=${deep(4)}&limit=1000` },
  { name: 'embedding 4 levels, limit=1000', url: `/reviews?select=${deep(2)}&limit=1000` },
  { name: 'text search', url: '/rpc/search_doctors?q=knee%20pain%20back%20fever&page_limit=100' },
];
// BENCH_ATTACKS=0,2 picks some of them (by index), for looking at one at a time.
const chosen = process.env.BENCH_ATTACKS?.split(',').map(Number);
if (chosen) attacks.splice(0, attacks.length, ...chosen.map((i) => attacks[i]!));
const counts = new Map<string, Map<number, number>>();

const now = () => performance.now();
const end = now() + seconds * 1000;
async function attacker(i: number) {
  while (now() < end) {
    const a = attacks[i % attacks.length]!;
    const res = await fetch(base + a.url, { headers: { 'accept-profile': 'pgpersonnel' } }).catch(
      () => undefined,
    );
    await res?.arrayBuffer();
    const byStatus = counts.get(a.name) ?? new Map<number, number>();
    byStatus.set(res?.status ?? 0, (byStatus.get(res?.status ?? 0) ?? 0) + 1);
    counts.set(a.name, byStatus);
  }
}

const member: number[] = [];
const health: number[] = [];
const memberRequests = [
  ['/profile?select=id,first_name,last_name', 'pgusers'],
  ['/notifications?select=*&limit=20', 'pgusers'],
  ['/bookings?select=*,personnel:personnel_id(id,name)&limit=20', 'pgathcare'],
  ['/doctor_directory?select=*&limit=20', 'pgpersonnel'],
] as const;
let memberErrors = 0;
async function memberLoop() {
  for (let i = 0; now() < end; i++) {
    const [path, schema] = memberRequests[i % memberRequests.length]!;
    const t0 = now();
    const res = await fetch(base + path, {
      headers: { authorization: `Bearer ${token}`, 'accept-profile': schema },
    });
    await res.arrayBuffer();
    member.push(now() - t0);
    if (res.status !== 200) memberErrors += 1;
    await new Promise((r) => setTimeout(r, 50)); // a person clicking, not a load generator
  }
}
async function healthLoop() {
  while (now() < end) {
    const t0 = now();
    await (await fetch(`${base}/health`)).arrayBuffer();
    health.push(now() - t0);
    await new Promise((r) => setTimeout(r, 200));
  }
}

await Promise.all([
  ...Array.from({ length: attackers }, (_, i) => attacker(i)),
  memberLoop(),
  healthLoop(),
]);
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
console.log(
  `engine: ${serverUrl ? 'postgres (pool 10)' : 'pglite'}, ${attackers} attacker loops, ${seconds} s`,
);
for (const [name, byStatus] of counts)
  console.log(`attack  ${name}: ${JSON.stringify(Object.fromEntries(byStatus))}`);
console.log(
  `member  ${member.length} requests, ${memberErrors} not 200, p50 ${pct(member, 0.5).toFixed(0)} ms, p99 ${pct(member, 0.99).toFixed(0)} ms, max ${Math.max(...member).toFixed(0)} ms`,
);
console.log(
  `health  ${health.length} requests, p50 ${pct(health, 0.5).toFixed(0)} ms, p99 ${pct(health, 0.99).toFixed(0)} ms`,
);
await app.close();
await cleanup();
