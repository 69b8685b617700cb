// `npm run bench:logins`: sign-ins per second against the production server on PostgreSQL, with
// 10 concurrent clients for BENCH_SECONDS (default 20), next to raw argon2id verifications per
// second of the same parameters on as many threads as the server hashes on, in BENCH_ROUNDS
// (default 4) interleaved rounds of BENCH_RAW_SECONDS (default 4) raw hashing then logins. On a
// shared machine the ratio is the honest figure. Also prints the CPU time per login of the
// server's main thread, its other threads (hashing) and the PostgreSQL backends.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { argon2Options, hashingThreads } from '../../apps/server/src/auth/passwords.ts';
import { signInRequests, signInStormEnv } from '../load/member-set-up.ts';
import { startProductionServer } from '../load/prod-server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 10);
const rawSeconds = Number(process.env.BENCH_RAW_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
// The server hashes at most one password per core at a time (auth/passwords.ts).
const threads = hashingThreads(availableParallelism());

// Each thread verifies in a tight synchronous loop: the hash's own ceiling, with nothing else.
const rawWorker = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.argon2);
const stored = argon2.hashSync('correct horse battery staple', workerData.options);
const end = Date.now() + workerData.ms;
let count = 0;
while (Date.now() < end) {
  if (!argon2.verifySync(stored, 'correct horse battery staple')) throw new Error('verify');
  count += 1;
}
parentPort.postMessage(count);`;

async function rawVerifiesPerSecond(): Promise<number> {
  const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
  const t0 = performance.now();
  const counts = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(rawWorker, {
            eval: true,
            workerData: { argon2, options: argon2Options, ms: rawSeconds * 1000 },
          });
          worker.once('message', (count: number) => {
            resolve(count);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - t0) / 1000);
}

const server = await startProductionServer({
  dbName: 'athcare_bench_logins',
  members: 200,
  seedDemo: false,
  env: signInStormEnv,
});

try {
  const requests = signInRequests(server.members);
  const logins = (duration: number) =>
    autocannon({ url: server.base, connections: clients, duration, requests });
  await logins(2); // warm-up (JIT, connections, plans), not counted
  // Interleaved rounds, so that the machine's other work weighs on both figures alike.
  let ok = 0;
  let failed = 0;
  let loginSeconds = 0;
  const rawRates: number[] = [];
  const p50s: number[] = [];
  const p99s: number[] = [];
  const cpuBefore = server.cpu();
  for (let round = 0; round < rounds; round++) {
    rawRates.push(await rawVerifiesPerSecond());
    const result = await logins(seconds / rounds);
    ok += result['2xx'];
    failed += result.non2xx + result.errors + result.timeouts;
    loginSeconds += result.duration;
    p50s.push(result.latency.p50);
    p99s.push(result.latency.p99);
  }
  const cpuAfter = server.cpu();
  const raw = rawRates.reduce((a, b) => a + b, 0) / rawRates.length;
  const loginRate = ok / loginSeconds;
  console.log(
    `logins      ${loginRate.toFixed(1)}/s (${ok} in ${loginSeconds.toFixed(1)} s, ${clients} clients, ${failed} failed), p50 ${Math.max(...p50s)} ms, p99 ${Math.max(...p99s)} ms (worst round)`,
  );
  console.log(
    `argon2id    ${raw.toFixed(1)} verifies/s on ${threads} thread${threads === 1 ? '' : 's'} (m=${argon2Options.memoryCost} KiB, t=${argon2Options.timeCost}, p=${argon2Options.parallelism}; rounds: ${rawRates.map((r) => r.toFixed(0)).join(', ')})`,
  );
  const ms = (key: 'main' | 'threads' | 'postgres') =>
    (((cpuAfter[key] - cpuBefore[key]) * 1000) / ok).toFixed(2);
  console.log(
    `cpu/login   server main thread ${ms('main')} ms, server other threads (hashing) ${ms('threads')} ms, postgres backends ${ms('postgres')} ms`,
  );
  console.log(`ratio       ${(loginRate / raw).toFixed(2)} of the raw hash rate`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
