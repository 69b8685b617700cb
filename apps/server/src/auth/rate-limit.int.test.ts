import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../chaos/tcp-proxy.ts';
import {
  checkLimits,
  FallbackRateLimitStore,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const stores: [string, () => RateLimitStore][] = [
  ['memory', () => new MemoryRateLimitStore()],
  [
    'redis',
    () => new RedisRateLimitStore(redisUrl, `athcare-test:${randomBytes(6).toString('hex')}:`),
  ],
];

describe.each(stores)('rate-limit store: %s', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits in a window and reports when it resets', async () => {
    const first = await store.hit('k1', 60_000);
    const second = await store.hit('k1', 60_000);
    expect(first.count).toBe(1);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('k2', 60_000)).count).toBe(1);
  });

  it('starts a new window after the old one expires', async () => {
    await store.hit('short', 50);
    await store.hit('short', 50);
    await new Promise((r) => setTimeout(r, 80));
    expect((await store.hit('short', 50)).count).toBe(1);
  });

  it('checkLimits gives Retry-After seconds once a limit is passed', async () => {
    const limits = [{ key: 'login', max: 2, windowMs: 60_000 }];
    expect(await checkLimits(store, limits)).toBeUndefined();
    expect(await checkLimits(store, limits)).toBeUndefined();
    const retry = await checkLimits(store, limits);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
  });
});

describe('rate limiting when the store fails', () => {
  it('lets the request through (fail open)', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('down')),
      close: () => Promise.resolve(),
    };
    expect(await checkLimits(broken, [{ key: 'x', max: 0, windowMs: 1000 }])).toBeUndefined();
  });
});

describe('rate limits with Redis down', () => {
  it('fall back to per-process memory with one warning, and share again once Redis is back', async () => {
    const proxy = await startTcpProxy('127.0.0.1', Number(new URL(redisUrl).port || 6379));
    const warnings: string[] = [];
    const infos: string[] = [];
    const store = new FallbackRateLimitStore(
      new RedisRateLimitStore(
        `redis://127.0.0.1:${proxy.port}`,
        `athcare-test:${randomBytes(6).toString('hex')}:`,
      ),
      { warn: (m) => warnings.push(m), info: (m) => infos.push(m) },
      100,
    );
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      proxy.cut();
      const limits = [{ key: 'login', max: 2, windowMs: 60_000 }];
      const started = Date.now();
      // Still limited while Redis is away: counted in this process.
      expect(await checkLimits(store, limits)).toBeUndefined();
      expect(await checkLimits(store, limits)).toBeUndefined();
      expect(await checkLimits(store, limits)).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(store.degraded).toBe(true);
      expect(warnings).toHaveLength(1);
      proxy.restore();
      await new Promise((r) => setTimeout(r, 150));
      for (let i = 0; i < 40 && store.degraded; i++) {
        await store.hit('k', 60_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(store.degraded).toBe(false);
      expect(infos).toHaveLength(1);
    } finally {
      await store.close();
      await proxy.close();
    }
  });
});
