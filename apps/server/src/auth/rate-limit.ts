import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/** Fixed-window counters. One interface, two stores: in memory (one server) or Redis (many). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSinceSweep = 0;

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = Date.now();
    if (++this.hitsSinceSweep >= 1000) this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - now });
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }
}

// INCR and set the expiry in one step, so that a counter never lives without a TTL.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;
  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
      lazyConnect: false,
      // A Redis that stops answering (cut network) must not hold a login: fail fast, fall back.
      commandTimeout: 500,
    });
    // Without a listener ioredis reports connection errors as unhandled; hit() surfaces them.
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const [count, ttl] = (await this.redis.eval(hitScript, 1, this.prefix + key, windowMs)) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Where the fallback store reports that the shared store is down or back. */
export interface RateLimitLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * The shared store (Redis) while it answers; per-process memory counters while it does not, so
 * limits still hold on each server (a warning is logged once per outage). After a failure the
 * shared store is tried again every `retryMs`, so an outage costs one slow hit per period.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly memory = new MemoryRateLimitStore();
  private downUntil = 0;
  private down = false;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly log: RateLimitLog,
    private readonly retryMs = 5_000,
  ) {}

  /** True while hits are counted in memory. */
  get degraded(): boolean {
    return this.down;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    if (this.down && Date.now() < this.downUntil) return this.memory.hit(key, windowMs);
    try {
      const result = await this.shared.hit(key, windowMs);
      if (this.down) {
        this.down = false;
        this.log.info('rate limit store is back: limits are shared again');
      }
      return result;
    } catch {
      if (!this.down) {
        this.down = true;
        this.log.warn('rate limit store unreachable: counting limits in this process only');
      }
      this.downUntil = Date.now() + this.retryMs;
      return this.memory.hit(key, windowMs);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.memory.close()]);
  }
}

export function createRateLimitStore(
  config: { REDIS_URL?: string | undefined; RATE_LIMIT_PREFIX: string },
  log?: RateLimitLog,
): RateLimitStore {
  if (!config.REDIS_URL) return new MemoryRateLimitStore();
  const redis = new RedisRateLimitStore(config.REDIS_URL, config.RATE_LIMIT_PREFIX);
  return new FallbackRateLimitStore(redis, log ?? { warn: () => {}, info: () => {} });
}

/** Keys carry no personal data in clear (an email would otherwise sit in Redis). */
export function rateLimitKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000'), 'utf8').digest('base64url').slice(0, 32);
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on each limit; returns the seconds to wait when any is over its maximum. A store
 * that still fails (the fallback store never does) lets the request through rather than lock
 * every user out.
 */
export async function checkLimits(
  store: RateLimitStore,
  limits: Limit[],
): Promise<number | undefined> {
  let retryAfterMs = 0;
  for (const limit of limits) {
    try {
      const { count, resetInMs } = await store.hit(limit.key, limit.windowMs);
      if (count > limit.max) retryAfterMs = Math.max(retryAfterMs, resetInMs);
    } catch {
      // fail open: availability of login over strictness when the shared store is unreachable
    }
  }
  return retryAfterMs > 0 ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A limit of `max` hits a minute on the key made of `parts`. */
export function perMinute(max: number, ...parts: string[]): Limit {
  return { key: rateLimitKey(...parts), max, windowMs: MINUTE };
}

/**
 * The login limits for one attempt. `account` is the account's id when the identifier names one
 * (so its email and its username count as one bucket), else the identifier as typed:
 * - per IP, LOGIN_LIMIT_PER_IP a minute;
 * - per account and IP, LOGIN_LIMIT_PER_ACCOUNT a minute;
 * - per account across all IPs, LOGIN_LIMIT_PER_ACCOUNT_HOURLY an hour: a slow global backoff a
 *   botnet guessing one account's password from many addresses runs into.
 */
export function loginLimits(
  config: {
    LOGIN_LIMIT_PER_IP: number;
    LOGIN_LIMIT_PER_ACCOUNT: number;
    LOGIN_LIMIT_PER_ACCOUNT_HOURLY: number;
  },
  ip: string,
  account: string,
): Limit[] {
  return [
    perMinute(config.LOGIN_LIMIT_PER_IP, 'login-ip', ip),
    perMinute(config.LOGIN_LIMIT_PER_ACCOUNT, 'login-account', ip, account),
    {
      key: rateLimitKey('login-account-all-ips', account),
      max: config.LOGIN_LIMIT_PER_ACCOUNT_HOURLY,
      windowMs: HOUR,
    },
  ];
}
