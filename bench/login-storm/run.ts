// `npm run bench:login-storm`: do uploads and reads keep their latency while people sign in at
// the rate `npm run bench:logins` reaches (issue 22: "logins ≥ 80/s … while uploads and reads keep
// their latency")? The production server on PostgreSQL; one member uploads a small locker file
// (16 KB, then trashes and deletes it, not timed) and another lists their own files, each one
// request at a time, for BENCH_SECONDS (default 20) alone, then as long again during a sign-in
// storm of BENCH_CLIENTS (default 10, as bench:logins) connections signing in as fast as they are
// answered. BENCH_ROUNDS (default 2) interleaved rounds of both, so that the machine's other work
// weighs on both alike. Prints p50 and p99 of each alone and during the storm, and their ratio.
import autocannon from 'autocannon';
import {
  giveMedilocker,
  json,
  lockerUpload,
  signIn,
  signInRequests,
  signInStormEnv,
} from '../load/member-set-up.ts';
import { startProductionServer } from '../load/prod-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const server = await startProductionServer({
  dbName: 'athcare_bench_login_storm',
  members: 202,
  seedDemo: false,
  env: signInStormEnv,
});

const pct = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

try {
  // Two members of their own for the timed requests; the storm signs the other 200 in.
  const [uploader, reader, ...stormers] = server.members;
  await giveMedilocker(server, [uploader!, reader!]);
  const [uploaderToken, readerToken] = await signIn(server.base, [uploader!, reader!]);
  const upload = lockerUpload(16 * 1024);
  const uploadBody = new Uint8Array(upload.body); // fetch's BodyInit, made once
  const api = `${server.base}/api`;
  const asUploader = { authorization: `Bearer ${uploaderToken}` };

  /** One upload, timed; then its file trashed and deleted (not timed), so the quota holds. */
  async function timedUpload(): Promise<number> {
    const t0 = performance.now();
    const file = await json<{ id: string }>(
      await fetch(`${api}/locker/files`, {
        method: 'POST',
        headers: { ...asUploader, 'content-type': upload.contentType },
        body: uploadBody,
      }),
    );
    const ms = performance.now() - t0;
    await json(
      await fetch(`${api}/rpc/trash_file`, {
        method: 'POST',
        headers: {
          ...asUploader,
          'content-type': 'application/json',
          'content-profile': 'pgmedlock',
        },
        body: JSON.stringify({ file_id: file.id }),
      }),
    );
    const deleted = await fetch(`${api}/locker/files/${file.id}?permanent=1`, {
      method: 'DELETE',
      headers: asUploader,
    });
    if (!deleted.ok) throw new Error(`delete: ${deleted.status} ${await deleted.text()}`);
    return ms;
  }

  /** The reader's own files, as the locker page lists them, timed. */
  async function timedRead(): Promise<number> {
    const t0 = performance.now();
    await json<unknown[]>(
      await fetch(`${api}/files?select=id,name,size,mime_type&status=eq.active&limit=50`, {
        headers: { authorization: `Bearer ${readerToken}`, 'accept-profile': 'pgmedlock' },
      }),
    );
    return performance.now() - t0;
  }

  /** Uploads and reads, each one at a time, for `ms`. */
  async function probe(ms: number, uploads: number[], reads: number[]): Promise<void> {
    const end = performance.now() + ms;
    const loop = async (timed: () => Promise<number>, into: number[]) => {
      while (performance.now() < end) into.push(await timed());
    };
    await Promise.all([loop(timedUpload, uploads), loop(timedRead, reads)]);
  }

  const requests = signInRequests(stormers);
  const storm = (duration: number) =>
    autocannon({ url: server.base, connections: clients, duration, requests });
  // Warm-up (JIT, connections, plans), not counted.
  await Promise.all([storm(2), probe(2_000, [], [])]);

  const alone = { uploads: [] as number[], reads: [] as number[] };
  const during = { uploads: [] as number[], reads: [] as number[] };
  let signedIn = 0;
  let failed = 0;
  let stormSeconds = 0;
  const signInMs = { p50: 0, p99: 0 }; // the slowest round's
  for (let round = 0; round < rounds; round++) {
    await probe((seconds * 1000) / rounds, alone.uploads, alone.reads);
    const [result] = await Promise.all([
      storm(seconds / rounds),
      probe((seconds * 1000) / rounds, during.uploads, during.reads),
    ]);
    signedIn += result['2xx'];
    failed += result.non2xx + result.errors + result.timeouts;
    stormSeconds += result.duration;
    signInMs.p50 = Math.max(signInMs.p50, result.latency.p50);
    signInMs.p99 = Math.max(signInMs.p99, result.latency.p99);
  }

  console.log(
    `sign-in storm  ${(signedIn / stormSeconds).toFixed(1)}/s (${signedIn} in ${stormSeconds.toFixed(1)} s, ${clients} clients, ${failed} failed; a sign-in's p50 ${signInMs.p50} ms, p99 ${signInMs.p99} ms)`,
  );
  console.log(
    `\n| request | alone p50 / p99 ms | during the storm p50 / p99 ms | ratio p50 / p99 |`,
  );
  console.log(`| --- | --- | --- | --- |`);
  const row = (name: string, a: number[], d: number[]) => {
    const [a50, a99, d50, d99] = [pct(a, 0.5), pct(a, 0.99), pct(d, 0.5), pct(d, 0.99)];
    console.log(
      `| ${name} (${a.length} / ${d.length}) | ${a50.toFixed(1)} / ${a99.toFixed(1)} | ${d50.toFixed(1)} / ${d99.toFixed(1)} | ${(d50 / a50).toFixed(2)} / ${(d99 / a99).toFixed(2)} |`,
    );
  };
  row('locker upload, 16 KB', alone.uploads, during.uploads);
  row('own files list', alone.reads, during.reads);
  if (failed > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
