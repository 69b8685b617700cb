import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkLimits,
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
