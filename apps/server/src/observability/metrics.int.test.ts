import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { BlobNotFoundError, type BlobStore } from '../storage/blob-store.ts';
import { LocalBlobStore } from '../storage/local-blob-store.ts';
import { createTestDatabase, testEngines, useTestDatabase } from '../test/test-database.ts';
import { countBlobStoreErrors, createMetrics } from './metrics.ts';

const token = 'metrics-token-0123456789-abcdef';

describe.each(testEngines)('/metrics on %s', (engine) => {
  const t = useTestDatabase(engine);
  let dir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-metrics-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function app(env: Record<string, string>) {
    const config = loadConfig({
      JWT_SECRET: 'metrics-test-secret-0123456789-abcdefgh',
      DATA_DIR: dir,
      WEB_DIST_DIR: '/nonexistent',
      NODE_ENV: 'test',
      ...env,
    });
    const built = await buildApp({ config, db: t.db });
    apps.push(built);
    return built;
  }

  it('is off without METRICS_TOKEN: 404', async () => {
    const off = await app({});
    const res = await off.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('athcare_http_requests_total');
  });

  it('refuses a missing or wrong token with 401', async () => {
    const on = await app({ METRICS_TOKEN: token });
    const none = await on.inject({ url: '/metrics' });
    const wrong = await on.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    });
    for (const res of [none, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('athcare_');
    }
  });

  it('counts requests per route pattern, latency, pool, event-loop lag and failed logins', async () => {
    const on = await app({ METRICS_TOKEN: token });
    for (let i = 0; i < 3; i++) await on.inject({ url: '/api/health' });
    await on.inject({ url: '/api/locker/share-links/some-secret-token-value' });
    const login = await on.inject({
      method: 'POST',
      url: '/api/rpc/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'nobody@example.in', password: 'not-a-password-1' }),
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);

    const res = await on.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /athcare_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 3/,
    );
    expect(text).toMatch(
      /athcare_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 3/,
    );
    expect(text).toContain(`athcare_login_failures_total{status_code="${login.statusCode}"} 1`);
    expect(text).toMatch(/^athcare_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^athcare_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m);
    expect(text).toContain('# TYPE athcare_blob_store_errors_total counter');
    // Route patterns only: an address's token never becomes a label.
    expect(text).not.toContain('some-secret-token-value');
  });
});

describe('blob store error counting', () => {
  it('counts failed operations but not a missing blob', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'athcare-metrics-blobs-'));
    const t = await createTestDatabase('pglite');
    try {
      const metrics = createMetrics(t.db);
      const local = new LocalBlobStore(join(dir, 'blobs'));
      const broken: BlobStore = {
        ...local,
        kind: 'local',
        put: () => Promise.reject(new Error('ENOSPC: no space left on device')),
        get: (key, options) => local.get(key, options),
        delete: (key) => local.delete(key),
        exists: (key) => local.exists(key),
        list: () => local.list(),
        removeStaleTemp: (d) => local.removeStaleTemp(d),
      };
      const store = countBlobStoreErrors(broken, metrics);
      await expect(store.put((async function* () {})())).rejects.toThrow(/ENOSPC/);
      await expect(store.get('00000000-0000-0000-0000-000000000000')).rejects.toBeInstanceOf(
        BlobNotFoundError,
      );
      const text = await metrics.registry.metrics();
      expect(text).toMatch(/athcare_blob_store_errors_total\{operation="put"\} 1/);
      expect(text).not.toMatch(/operation="get"/);
    } finally {
      await t.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
