import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { markShuttingDown } from './readiness.ts';
import { testEngines, useTestDatabase } from '../test/test-database.ts';

describe.each(testEngines)('/api/ready on %s', (engine) => {
  const t = useTestDatabase(engine);

  it('is ready when migrated, not while a migration is pending', async () => {
    const config = loadConfig({
      JWT_SECRET: 'readiness-test-secret-0123456789-abcdef',
      DATA_DIR: join(tmpdir(), 'athcare-readiness-test'),
      WEB_DIST_DIR: '/nonexistent',
      NODE_ENV: 'test',
    });
    const app = await buildApp({ config, db: t.db });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    // The newest migration's bookkeeping row gone: as if this build ran before migrating.
    const [latest] = await t.db.query<{ version: string; name: string; checksum: string }>(
      'delete from athcare_meta.migrations where version = (select max(version) from athcare_meta.migrations) returning version, name, checksum',
    );
    try {
      const pending = await app.inject({ url: '/api/ready' });
      expect(pending.statusCode).toBe(503);
      expect(pending.headers['retry-after']).toBe('5');
      expect(pending.json()).toMatchObject({ reason: 'migrations pending' });
    } finally {
      await t.db.query(
        'insert into athcare_meta.migrations (version, name, checksum) values ($1, $2, $3)',
        [latest!.version, latest!.name, latest!.checksum],
      );
    }
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    // The shutdown signal: not ready at once, while the requests in flight still drain.
    markShuttingDown(app);
    const draining = await app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ reason: 'shutting down' });
    // ...and every answer closes its connection, so kept-alive clients move to new ones.
    expect(ready.headers.connection).not.toBe('close');
    expect(draining.headers.connection).toBe('close');
    expect((await app.inject({ url: '/api/health' })).headers.connection).toBe('close');
    await app.close();
  });
});
