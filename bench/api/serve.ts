// The servers of the API benchmark, in a process of their own so that autocannon's load
// generation does not share their event loop. Sends its port to the parent when ready.
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { Database, Queryable, Row } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';
import { freshDatabase } from '../fresh-database.ts';
import { benchRowsSql, benchTablesSql } from './bench-tables.ts';

const url = await freshDatabase('athcare_bench_api');

// The migrations make the request roles, the authenticator and the per-request session check.
const migrator = openPostgres({ url: url.toString(), maxConnections: 1 });
await migrate(migrator);
await migrator.close();
const sql = postgres(url.toString(), { max: 10, onnotice: () => {} });
await sql.unsafe(benchTablesSql);
await sql.unsafe(`
  grant usage on schema bench to anon;
  create policy "authors: anyone reads" on bench.authors for select to anon using (true);
  create policy "posts: anyone reads" on bench.posts for select to anon using (true);
  create policy "posts: anyone writes" on bench.posts for insert to anon with check (true);
  grant select on bench.authors to anon;
  grant select, insert on bench.posts to anon;
`);
await sql.unsafe(benchRowsSql);

const config = loadConfig({
  DATABASE_URL: url.toString(),
  DB_SCHEMAS: 'bench',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  DB_POOL_SIZE: '10',
  // autocannon's 50 connections come from one address, which the per-client gate would hold to
  // 4 running and 32 waiting (429 beyond): let them all in, so the gate is measured, not hit.
  CLIENT_MAX_CONCURRENT: '64',
  CLIENT_MAX_QUEUED: '64',
});
const db = openPostgres({ url: url.toString(), maxConnections: config.DB_POOL_SIZE });

// Records the statement the data API sends inside a request, to replay it byte for byte.
let captured: { text: string; params: readonly unknown[] } | undefined;
const capturing: Database = {
  ...db,
  asRequest: (ctx, fn) =>
    db.asRequest(ctx, (tx) =>
      fn({
        query: <R extends Row>(text: string, params: readonly unknown[] = []) => {
          captured = { text, params };
          return tx.query<R>(text, params);
        },
      } satisfies Queryable),
    ),
};
const api = await buildApp({ config, db: capturing });

const requests = {
  single: { method: 'GET' as const, url: '/api/posts?id=eq.4242' },
  page: { method: 'GET' as const, url: '/api/posts?order=id&limit=20' },
  embed: { method: 'GET' as const, url: '/api/posts?select=*,author:authors(*)&order=id&limit=20' },
  insert: {
    method: 'POST' as const,
    url: '/api/posts',
    payload: { author_id: 7, title: 'Benchmark note', body: 'Measured side by side.' },
  },
};
const replays: Record<string, { text: string; params: readonly unknown[]; readOnly: boolean }> = {};
for (const [name, request] of Object.entries(requests)) {
  captured = undefined;
  const res = await api.inject(request);
  if (res.statusCode >= 300 || !captured) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  const statement: { text: string; params: readonly unknown[] } = captured;
  replays[name] = { ...statement, readOnly: request.method === 'GET' };
}

// The bare routes: the identical statement through the same request set-up, and plain SQL.
const bare = Fastify();
for (const [name, replay] of Object.entries(replays)) {
  bare.route({
    method: name === 'insert' ? 'POST' : 'GET',
    url: `/identical/${name}`,
    handler: async (_request, reply) => {
      const rows = await db.asRequest(
        { role: 'anon', claims: '{}', readOnly: replay.readOnly, statementTimeoutMs: 10_000 },
        (tx) => tx.query<{ body: string | null }>(replay.text, replay.params),
      );
      return reply
        .code(name === 'insert' ? 201 : 200)
        .type('application/json')
        .send(rows[0]?.body ?? '');
    },
  });
}
bare.get('/plain/single', async (_r, reply) =>
  reply.send(await sql`select * from bench.posts where id = ${4242}`),
);
bare.get('/plain/page', async (_r, reply) =>
  reply.send(await sql`select * from bench.posts order by id limit 20`),
);
bare.get('/plain/embed', async (_r, reply) =>
  reply.send(
    await sql`select p.*, row_to_json(a) as author from bench.posts p join bench.authors a on a.id = p.author_id order by p.id limit 20`,
  ),
);
bare.post('/plain/insert', async (request, reply) => {
  const b = request.body as { author_id: number; title: string; body: string };
  await sql`insert into bench.posts (author_id, title, body) values (${b.author_id}, ${b.title}, ${b.body})`;
  return reply.code(201).send();
});

const apiPort = await api.listen({ port: 0, host: '127.0.0.1' }).then(() => portOf(api));
const barePort = await bare.listen({ port: 0, host: '127.0.0.1' }).then(() => portOf(bare));
process.send?.({ apiPort, barePort });

function portOf(app: { server: { address(): unknown } }): number {
  return (app.server.address() as { port: number }).port;
}
