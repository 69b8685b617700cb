// `npm run bench:explore`: the doctors list (pgpersonnel.search_doctors through the data API) on
// 100k personnel. Prints requests/s, p50 and p99 per scenario, then, per scenario, the plans
// (EXPLAIN ANALYZE with buffers, through auto_explain) of the statements search_doctors runs, so
// the indexes it relies on are visible.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const runs = Math.max(2, Number(process.env.BENCH_RUNS ?? 3)); // the first is a warm-up, discarded
const connections = 50;
/** A scenario slower than this on its own is reported, not loaded. */
const SLOW_MS = 2000;

type Args = Record<string, string | number>;
interface Scenario {
  label: string;
  args: Args;
}

/** What /explore/doctors sends (GET /api/rpc/search_doctors, Accept-Profile: pgpersonnel). */
const scenarios: Scenario[] = [
  {
    label: 'filtered + sorted page (city, specialization, min rating; fee ↑; 20 rows)',
    args: {
      city: 'Mumbai',
      specialization: 'cardiologist',
      min_rating: 4,
      sort: 'fee',
      page_limit: 20,
      page_offset: 0,
    },
  },
  {
    label: 'text search "knee pain" (relevance; 20 rows)',
    args: { q: 'knee pain', page_limit: 20, page_offset: 0 },
  },
  {
    label: 'landing page, no filter (relevance; 12 rows)',
    args: { page_limit: 12, page_offset: 0 },
  },
];

const pathOf = (args: Args) =>
  `/api/rpc/search_doctors?${new URLSearchParams(
    Object.entries(args).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString()}`;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

/** Averages of the kept runs, or why there is nothing to average. */
async function measure(port: number, path: string): Promise<Measured | string> {
  const kept: Measured[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      pipelining: 1,
      duration: seconds,
      headers: { 'accept-profile': 'pgpersonnel', accept: 'application/json' },
    });
    if (r.non2xx || r.errors || r.timeouts) {
      return `${r.non2xx} non-2xx answers, ${r.errors} errors, ${r.timeouts} timeouts under load`;
    }
    if (i > 0 && r.requests.total === 0) {
      return `no request completed within a ${seconds} s run (each takes longer under load)`;
    }
    if (i > 0) kept.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  const avg = (k: keyof Measured) => kept.reduce((sum, m) => sum + m[k], 0) / kept.length;
  return { rps: avg('rps'), p50: avg('p50'), p99: avg('p99') };
}

/** A literal for one search_doctors argument (the function's parameter types). */
const argTypes: Record<string, string> = {
  q: 'text',
  specialization: 'text',
  city: 'text',
  language: 'text',
  gender: 'text',
  min_experience: 'integer',
  min_fee: 'numeric',
  max_fee: 'numeric',
  min_rating: 'numeric',
  sort: 'text',
  page_limit: 'integer',
  page_offset: 'integer',
  personnel_type: 'text',
};
const defaults: Args = {
  sort: 'relevance',
  page_limit: 20,
  page_offset: 0,
  personnel_type: 'doctor',
};
function literal(name: string, args: Args): string {
  const type = argTypes[name];
  if (!type) throw new Error(`search_doctors has no argument ${name}`);
  const value = args[name] ?? defaults[name];
  if (value === undefined) return `null::${type}`;
  return typeof value === 'number'
    ? `${value}::${type}`
    : `'${value.replace(/'/g, "''")}'::${type}`;
}

const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
interface Ready {
  port: number;
  databaseUrl: string;
}
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('message', (m) => resolve(m as Ready));
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

try {
  // One request per scenario first: 200 and a plausible total. A scenario whose single request
  // fails or takes longer than SLOW_MS is not put under load (50 such queries at once would only
  // measure the statement timeout, and starve everything else on the machine).
  const results: (Measured | string)[] = [];
  for (const s of scenarios) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${ready.port}${pathOf(s.args)}`, {
      headers: { 'accept-profile': 'pgpersonnel' },
    });
    const ms = performance.now() - t0;
    const body = (await res.json()) as { total?: number; items?: unknown[]; message?: string };
    if (!res.ok || ms > SLOW_MS) {
      const why = res.ok ? `one request took ${ms.toFixed(0)} ms` : `${res.status} ${body.message}`;
      console.log(`${s.label}: not measured under load (${why})`);
      results.push(why);
      continue;
    }
    console.log(
      `${s.label}: total ${body.total}, ${body.items?.length} rows, ${ms.toFixed(0)} ms alone; under load … `,
    );
    const m = await measure(ready.port, pathOf(s.args));
    results.push(m);
    console.log(typeof m === 'object' ? `  ${m.rps.toFixed(0)} req/s` : `  ${m}`);
  }
  const fmt = (n: number, width = 8) => n.toFixed(0).padStart(width);
  console.log(
    `\n${connections} connections, no pipelining, ${runs - 1} run(s) of ${seconds} s kept (first discarded)\n`,
  );
  console.log(`${'scenario'.padEnd(74)}   req/s   p50 ms   p99 ms`);
  scenarios.forEach((s, i) => {
    const m = results[i];
    console.log(
      typeof m === 'object'
        ? `${s.label.padEnd(74)} ${fmt(m.rps)} ${fmt(m.p50)} ${fmt(m.p99)}`
        : `${s.label.padEnd(74)} not measured: ${m}`,
    );
  });

  // The plans of the statements search_doctors runs (its EXECUTEs and lookups on the profile
  // table), logged by auto_explain as notices, for each scenario's call as the anon request role.
  // The first line of each plan is its own time; the call's total is the last plan printed.
  let notices: string[] = [];
  const admin = postgres(ready.databaseUrl, {
    max: 1,
    onnotice: (n) => notices.push(String(n.message)),
  });
  try {
    for (const s of scenarios) {
      const call = `select pgpersonnel.search_doctors(${Object.keys(argTypes)
        .map((name) => `${name} => ${literal(name, s.args)}`)
        .join(', ')})`;
      notices = [];
      await admin.begin(async (tx) => {
        await tx.unsafe("load 'auto_explain'");
        await tx.unsafe(`select set_config('auto_explain.log_min_duration', '0', true),
                                set_config('auto_explain.log_analyze', 'on', true),
                                set_config('auto_explain.log_buffers', 'on', true),
                                set_config('auto_explain.log_nested_statements', 'on', true),
                                set_config('auto_explain.log_level', 'notice', true)`);
        await tx.unsafe(
          "select set_config('role', 'anon', true), set_config('request.jwt.claims', '{}', true)",
        );
        await tx.unsafe(call);
      });
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) — ${s.label}`);
      for (const plan of notices.filter(
        (n) =>
          n.includes('pgpersonnel.profile p') || n.includes('select pgpersonnel.search_doctors('),
      )) {
        console.log(plan);
      }
    }
  } finally {
    await admin.end();
  }
} finally {
  child.kill('SIGTERM');
}
