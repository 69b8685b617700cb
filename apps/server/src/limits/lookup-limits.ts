import type { FastifyInstance } from 'fastify';
import { checkLimits, createRateLimitStore, rateLimitKey } from '../auth/rate-limit.ts';
import type { Config } from '../config/config.ts';

/** A lookup that answers whether a person exists, and how many calls one IP gets a minute. */
interface LookupRule {
  url: RegExp;
  bucket: string;
  perMinute: (config: Config) => number;
}

const lookupRules: readonly LookupRule[] = [
  // The registration form's live taken-checks answer anyone.
  {
    url: /^\/api\/rpc\/check_(email|username)_taken(?:\?|$)/,
    bucket: 'taken-check-ip',
    perMinute: (config) => config.TAKEN_CHECK_LIMIT_PER_IP,
  },
  // Sharing with a new person finds them by exact username; signed-in callers only, but a
  // signed-in caller could still walk a list of usernames through it.
  {
    url: /^\/api\/rpc\/find_member(?:\?|$)/,
    bucket: 'find-member-ip',
    perMinute: (config) => config.FIND_MEMBER_LIMIT_PER_IP,
  },
];

/**
 * Lookups that tell whether an account exists are limited per IP, so nobody can walk a list of
 * emails or usernames through them.
 */
export function registerLookupLimits(app: FastifyInstance, config: Config): void {
  const store = createRateLimitStore(config, app.log);
  app.addHook('onClose', () => store.close());
  app.addHook('onRequest', async (request, reply) => {
    const rule = lookupRules.find((r) => r.url.test(request.url));
    if (!rule) return;
    const max = rule.perMinute(config);
    const retryAfter = await checkLimits(store, [
      { key: rateLimitKey(rule.bucket, request.ip), max, windowMs: 60_000 },
    ]);
    if (!retryAfter) return;
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .header('content-type', 'application/json; charset=utf-8')
      .send(
        JSON.stringify({
          code: 'PGRST429',
          message: 'Too many requests',
          details: `At most ${max} lookups a minute from one address.`,
          hint: `Retry after ${retryAfter} seconds.`,
        }),
      );
  });
}
