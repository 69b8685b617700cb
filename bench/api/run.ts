// `npm run bench:api`: the data API against bare Fastify routes, side by side in one run.
//
// Three servers share one PostgreSQL database of 100k rows and the same postgres.js driver:
//   api       — Athcare's data API (parse, plan, SQL, response)
//   identical — a bare route that replays exactly the statement the data API sent for that
//               request, through the same transaction with the same role and claims set-up
//   plain     — a bare route that sends only the plain statement, no transaction or role
// api/identical is what our own layers cost; embed/single is what one embedding costs.
import { fork } from 'node:child_process';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const runs = Number(process.env.BENCH_RUNS ?? 3); // the first is a warm-up and is discarded
const connections = 50;

interface Target {
  name: 'api' | 'identical' | 'plain';
}
interface Scenario {
  name: 'single' | 'page' | 'embed' | 'insert';
  label: string;
  method: 'GET' | 'POST';
  path: Record<Target['name'], string>;
  body?: string;
}

const scenarios: Scenario[] = [
  {
    name: 'single',
    label: 'GET one row by key',
    method: 'GET',
    path: { api: '/api/posts?id=eq.4242', identical: '/identical/single', plain: '/plain/single' },
  },
  {
    name: 'page',
    label: 'GET 20 rows',
    method: 'GET',
    path: {
      api: '/api/posts?order=id&limit=20',
      identical: '/identical/page',
      plain: '/plain/page',
    },
  },
  {
    name: 'embed',
    label: 'GET 20 rows with one embedding',
    method: 'GET',
    path: {
      api: '/api/posts?select=*,author:authors(*)&order=id&limit=20',
      identical: '/identical/embed',
      plain: '/plain/embed',
    },
  },
  {
    name: 'insert',
    label: 'POST one row',
    method: 'POST',
    path: { api: '/api/posts', identical: '/identical/insert', plain: '/plain/insert' },
    body: JSON.stringify({ author_id: 7, title: 'Benchmark note', body: 'Measured side by side.' }),
  },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

/** `BENCH_ONLY=compression` runs only the compression comparison, `BENCH_ONLY=api` only the rest. */
const only = process.env.BENCH_ONLY;

/** API compression (apps/server/src/delivery/compression.ts): the same request with each encoding. */
const compressionCases = [
  { label: '1 row (~0.3 KB)', path: '/api/posts?id=eq.4242' },
  { label: '20 rows (~6 KB)', path: '/api/posts?order=id&limit=20' },
  { label: '500 rows (~150 KB)', path: '/api/posts?order=id&limit=500' },
];
const encodings = ['identity', 'gzip', 'br'] as const;

/** Bytes on the wire for one answer with the given Accept-Encoding. */
function wireBytes(port: number, path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

async function measureEncoding(port: number, path: string, encoding: string): Promise<Measured> {
  const kept: Measured[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections,
      pipelining: 1,
      duration: seconds,
      headers: { 'accept-encoding': encoding },
    });
    if (r.non2xx || r.errors)
      throw new Error(`${path} ${encoding}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    if (i > 0) kept.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  const avg = (k: keyof Measured) => kept.reduce((sum, m) => sum + m[k], 0) / kept.length;
  return { rps: avg('rps'), p50: avg('p50'), p99: avg('p99') };
}

async function compressionBench(port: number) {
  const rows: string[] = [];
  for (const c of compressionCases) {
    for (const encoding of encodings) {
      process.stdout.write(`compression ${c.label} — ${encoding} … `);
      const bytes = await wireBytes(port, c.path, encoding);
      const m = await measureEncoding(port, c.path, encoding);
      console.log(`${m.rps.toFixed(0)} req/s`);
      rows.push(
        `${c.label.padEnd(20)} ${encoding.padEnd(9)} ${String(bytes).padStart(8)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(0).padStart(7)} ${m.p99.toFixed(0).padStart(7)}`,
      );
    }
  }
  console.log(
    `\nAPI compression, ${connections} connections, ${runs - 1} runs of ${seconds} s kept\n`,
  );
  console.log('answer               encoding     bytes    req/s  p50 ms  p99 ms');
  for (const row of rows) console.log(row);
}

async function measure(port: number, s: Scenario, target: Target['name']): Promise<Measured> {
  const kept: Measured[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}${s.path[target]}`,
      method: s.method,
      connections,
      pipelining: 1,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      ...(s.body ? { body: s.body } : {}),
    });
    if (r.non2xx || r.errors) {
      throw new Error(`${target} ${s.name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    }
    if (i > 0) kept.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  const avg = (k: keyof Measured) => kept.reduce((sum, m) => sum + m[k], 0) / kept.length;
  return { rps: avg('rps'), p50: avg('p50'), p99: avg('p99') };
}

const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ports = await new Promise<{ apiPort: number; barePort: number }>((resolve, reject) => {
  child.once('message', (m) => resolve(m as { apiPort: number; barePort: number }));
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

try {
  if (only !== 'api') await compressionBench(ports.apiPort);
  if (only !== 'compression') {
    const results: Record<string, Record<string, Measured>> = {};
    for (const s of scenarios) {
      results[s.name] = {};
      for (const target of ['api', 'identical', 'plain'] as const) {
        process.stdout.write(`${s.label} — ${target} … `);
        const m = await measure(target === 'api' ? ports.apiPort : ports.barePort, s, target);
        results[s.name]![target] = m;
        console.log(`${m.rps.toFixed(0)} req/s`);
      }
    }
    const fmt = (n: number) => n.toFixed(0).padStart(8);
    console.log(
      `\n${connections} connections, no pipelining, ${runs - 1} runs of ${seconds} s kept (first discarded)\n`,
    );
    console.log('scenario                         target      req/s   p50 ms   p99 ms');
    for (const s of scenarios) {
      for (const target of ['api', 'identical', 'plain'] as const) {
        const m = results[s.name]![target]!;
        console.log(
          `${s.label.padEnd(32)} ${target.padEnd(9)} ${fmt(m.rps)} ${fmt(m.p50)} ${fmt(m.p99)}`,
        );
      }
    }
    console.log('\nratios');
    for (const s of scenarios) {
      const r = results[s.name]!;
      console.log(
        `  ${s.label}: api / identical SQL = ${(r.api!.rps / r.identical!.rps).toFixed(2)} (target ≥ 0.80), api / plain = ${(r.api!.rps / r.plain!.rps).toFixed(2)}`,
      );
    }
    const api = (name: string) => results[name]!.api!.rps;
    console.log(
      `  one embedding: 20 rows with embedding / one row (api) = ${(api('embed') / api('single')).toFixed(2)} (target ≥ 0.75)`,
    );
    console.log(
      `  one embedding alone: 20 rows with embedding / the same 20 rows without (api) = ${(api('embed') / api('page')).toFixed(2)}`,
    );
  }
} finally {
  child.kill();
}
