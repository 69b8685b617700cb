import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import type { Database } from './database.ts';
import { DatabaseUnavailableError } from './database.ts';
import { openPostgres } from './postgres-driver.ts';

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, like a network outage. */
function outageProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, cut };
}

const serverUrl = process.env.TEST_DATABASE_URL;

// Outages and the request set-up over a connection are the server driver's; PGlite runs in-process.
describe.skipIf(!serverUrl)('postgres driver when the server goes away', () => {
  const t = useTestDatabase('postgres');
  let db: Database;
  const proxy = outageProxy(new URL(serverUrl ?? 'postgres://localhost'));

  beforeAll(async () => {
    const url = new URL(t.url!);
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.start());
    db = openPostgres({ url: url.toString(), maxConnections: 2 });
  });
  afterAll(async () => {
    await db.close();
    await proxy.cut();
  });

  it('answers, fails with DatabaseUnavailableError during the outage, then recovers by itself', async () => {
    expect(await db.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }]);
    await proxy.cut();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await proxy.start();
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = await db.query('select 1').then(
        () => true,
        async () => {
          await new Promise((r) => setTimeout(r, 100));
          return false;
        },
      );
    }
    expect(recovered).toBe(true);
  });

  it('sets the claims before the query and honours read-only requests', async () => {
    const rows = await db.asRequest(
      { role: 'anon', claims: '{"role":"anon"}', readOnly: true, statementTimeoutMs: 1000 },
      (tx) =>
        tx.query<{ claims: string; ro: string }>(
          "select current_setting('request.jwt.claims') as claims, current_setting('transaction_read_only') as ro",
        ),
    );
    expect(rows).toEqual([{ claims: '{"role":"anon"}', ro: 'on' }]);
  });

  it('compiles nothing with JIT, in requests and in the service’s own statements', async () => {
    const [own] = await db.query<{ jit: string }>('show jit');
    const [request] = await db.asRequest(
      { role: 'anon', claims: '{"role":"anon"}', readOnly: true, statementTimeoutMs: 1000 },
      (tx) => tx.query<{ jit: string }>('show jit'),
    );
    expect([own?.jit, request?.jit]).toEqual(['off', 'off']);
  });
});
