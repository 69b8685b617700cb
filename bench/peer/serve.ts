// The servers of the peer benchmark, in a process of their own so that autocannon's load
// generation does not share their event loop: Athcare's data API and PostGraphile 5 over the
// same database, tables, row-level security and JWT. Sends their ports to the parent when ready.
import './node-compat.ts';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import postgres from 'postgres';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { buildApp } from '../../apps/server/src/app.ts';
import { signAccessToken, verifyAccessTokenSync } from '../../apps/server/src/auth/jwt.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openPostgres } from '../../apps/server/src/db/postgres-driver.ts';
import { benchRowsSql, benchTablesSql } from '../api/bench-tables.ts';
import { freshDatabase } from '../fresh-database.ts';

const url = await freshDatabase('athcare_bench_peer');
const secret = 'bench-secret-bench-secret-bench-secret';
const poolSize = 10;

// The same tables as bench:api, read and written by the authenticated caller under RLS.
const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
await sql.unsafe(benchTablesSql);
await sql.unsafe(`
  grant usage on schema bench to anon, authenticated;
  create policy "authors: signed-in callers read" on bench.authors for select to authenticated
    using (current_setting('request.jwt.claims', true)::json ->> 'sub' is not null);
  create policy "posts: signed-in callers read" on bench.posts for select to authenticated
    using (current_setting('request.jwt.claims', true)::json ->> 'sub' is not null);
  create policy "posts: signed-in callers write" on bench.posts for insert to authenticated
    with check (current_setting('request.jwt.claims', true)::json ->> 'sub' is not null);
  grant select on bench.authors to authenticated;
  grant select, insert on bench.posts to authenticated;
`);
await sql.unsafe(benchRowsSql);
await sql.end();

const jwt = { secret, audience: 'athcare' };
const token = await signAccessToken(
  jwt,
  { sub: '00000000-0000-4000-8000-0000000000be', role: 'authenticated', app_roles: [], sid: 'b' },
  3600,
);

// Athcare's data API.
const config = loadConfig({
  DATABASE_URL: url.toString(),
  DB_SCHEMAS: 'bench',
  JWT_SECRET: secret,
  DB_POOL_SIZE: String(poolSize),
});
const db = openPostgres({ url: url.toString(), maxConnections: poolSize });
const api = await buildApp({ config, db });
await api.listen({ port: 0, host: '127.0.0.1' });

// PostGraphile 5 (Amber preset), the caller's role and claims from the same JWT, checked with
// the same verifier, set per request as PostGraphile's pgSettings.
const pgl = postgraphile({
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString: url.toString(),
      schemas: ['bench'],
      poolConfig: { max: poolSize },
      pgSettings: (requestContext) => {
        const req = (requestContext as { node?: { req?: IncomingMessage } }).node?.req;
        const m = /^Bearer (.+)$/.exec(req?.headers.authorization ?? '');
        if (!m?.[1]) return { role: 'anon' };
        const claims = verifyAccessTokenSync(jwt, m[1]);
        return { role: String(claims.role), 'request.jwt.claims': JSON.stringify(claims) };
      },
    }),
  ],
  grafserv: { graphqlPath: '/graphql' },
  grafast: { explain: false },
});
const serv = pgl.createServ(grafserv);
const peer = createServer();
await serv.addTo(peer);
await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));

process.send?.({
  apiPort: (api.server.address() as { port: number }).port,
  peerPort: (peer.address() as { port: number }).port,
  token,
});
