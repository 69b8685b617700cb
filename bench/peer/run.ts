// `npm run bench:peer`: Athcare's data API against PostGraphile 5, side by side in one run, on
// the same tables, row-level security and JWT, with the same load: one row by key, 20 rows,
// 20 rows with one embedding, one insert. Short on purpose (BENCH_SECONDS, default 4).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 2); // the first is a warm-up and is discarded
const connections = 50;

type Target = 'athcare' | 'postgraphile';
interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}
interface Scenario {
  label: string;
  requests: Record<Target, Request>;
}

const columns = 'rowId authorId title body createdAt';
const gql = (query: string): Request => ({
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query }),
});
const scenarios: Scenario[] = [
  {
    label: 'one row by key',
    requests: {
      athcare: { method: 'GET', path: '/api/posts?id=eq.4242' },
      postgraphile: gql(`{ postByRowId(rowId: "4242") { ${columns} } }`),
    },
  },
  {
    label: '20 rows',
    requests: {
      athcare: { method: 'GET', path: '/api/posts?order=id&limit=20' },
      postgraphile: gql(
        `{ allPosts(first: 20, orderBy: PRIMARY_KEY_ASC) { nodes { ${columns} } } }`,
      ),
    },
  },
  {
    label: '20 rows with one embedding',
    requests: {
      athcare: { method: 'GET', path: '/api/posts?select=*,author:authors(*)&order=id&limit=20' },
      postgraphile: gql(
        `{ allPosts(first: 20, orderBy: PRIMARY_KEY_ASC) { nodes { ${columns} authorByAuthorId { rowId name } } } }`,
      ),
    },
  },
  {
    label: 'one insert',
    requests: {
      athcare: {
        method: 'POST',
        path: '/api/posts',
        body: JSON.stringify({ author_id: 7, title: 'Benchmark note', body: 'Side by side.' }),
      },
      // A GraphQL mutation must select something: the new id (the data API returns nothing).
      postgraphile: gql(
        'mutation { createPost(input: { post: { authorId: 7, title: "Benchmark note", body: "Side by side." } }) { post { rowId } } }',
      ),
    },
  },
];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(port: number, token: string, r: Request, name: string): Promise<Measured> {
  // One request first: a wrong answer (GraphQL errors come with 200) stops the bench.
  const probe = await fetch(`http://127.0.0.1:${port}${r.path}`, {
    method: r.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(r.body ? { body: r.body } : {}),
  });
  const text = await probe.text();
  if (probe.status >= 300 || text.includes('"errors"'))
    throw new Error(`${name}: ${probe.status} ${text.slice(0, 300)}`);
  const kept: Measured[] = [];
  for (let i = 0; i < runs; i++) {
    const res = await autocannon({
      url: `http://127.0.0.1:${port}${r.path}`,
      method: r.method,
      connections,
      pipelining: 1,
      duration: seconds,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(r.body ? { body: r.body } : {}),
    });
    if (res.non2xx || res.errors)
      throw new Error(`${name}: ${res.non2xx} non-2xx answers, ${res.errors} errors`);
    if (i > 0 || runs === 1)
      kept.push({ rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99 });
  }
  const avg = (k: keyof Measured) => kept.reduce((sum, m) => sum + m[k], 0) / kept.length;
  return { rps: avg('rps'), p50: avg('p50'), p99: avg('p99') };
}

process.env.GRAPHILE_ENV ??= 'production';
const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx'],
  stdio: 'inherit',
});
const ready = await new Promise<{ apiPort: number; peerPort: number; token: string }>(
  (resolve, reject) => {
    child.once('message', (m) =>
      resolve(m as { apiPort: number; peerPort: number; token: string }),
    );
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  },
);

/** Every request once on both servers first, so neither is measured while warming up. */
async function warmUp(port: number, token: string, r: Request): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      method: r.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(r.body ? { body: r.body } : {}),
    });
    await res.text();
  }
}

try {
  for (const s of scenarios) {
    await warmUp(ready.apiPort, ready.token, s.requests.athcare);
    await warmUp(ready.peerPort, ready.token, s.requests.postgraphile);
  }
  const results: Record<string, Record<Target, Measured>> = {};
  for (const s of scenarios) {
    const row = {} as Record<Target, Measured>;
    for (const target of ['athcare', 'postgraphile'] as const) {
      process.stdout.write(`${s.label} — ${target} … `);
      const port = target === 'athcare' ? ready.apiPort : ready.peerPort;
      row[target] = await measure(port, ready.token, s.requests[target], `${target} ${s.label}`);
      console.log(`${row[target].rps.toFixed(0)} req/s`);
    }
    results[s.label] = row;
  }
  const fmt = (n: number) => n.toFixed(0).padStart(7);
  console.log(
    `\n${connections} connections, no pipelining, ${Math.max(1, runs - 1)} run(s) of ${seconds} s kept\n`,
  );
  console.log(
    'scenario                     athcare req/s  p50  p99 | postgraphile req/s  p50  p99 | ratio',
  );
  for (const s of scenarios) {
    const r = results[s.label]!;
    console.log(
      `${s.label.padEnd(28)} ${fmt(r.athcare.rps)} ${fmt(r.athcare.p50)} ${fmt(r.athcare.p99)} | ${fmt(r.postgraphile.rps)} ${fmt(r.postgraphile.p50)} ${fmt(r.postgraphile.p99)} | ${(r.athcare.rps / r.postgraphile.rps).toFixed(2)}`,
    );
  }
  console.log('\nratio = athcare req/s ÷ postgraphile req/s (target ≥ 1.0 on every scenario)');
} finally {
  child.kill();
}
