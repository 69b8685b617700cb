import type { FastifyInstance } from 'fastify';
import { checkLimits, createRateLimitStore, rateLimitKey } from '../auth/rate-limit.ts';
import type { Config } from '../config/config.ts';

const takenChecks = /^\/api\/rpc\/check_(email|username)_taken(?:\?|$)/;

/**
 * The registration form's live taken-checks answer anyone, so they are limited per IP
 * (TAKEN_CHECK_LIMIT_PER_IP a minute): nobody can walk a list of emails through them.
 */
export function registerTakenCheckLimit(app: FastifyInstance, config: Config): void {
  const store = createRateLimitStore(config);
  app.addHook('onClose', () => store.close());
  app.addHook('onRequest', async (request, reply) => {
    if (!takenChecks.test(request.url)) return;
    const retryAfter = await checkLimits(store, [
      {
        key: rateLimitKey('taken-check-ip', request.ip),
        max: config.TAKEN_CHECK_LIMIT_PER_IP,
        windowMs: 60_000,
      },
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
          details: `At most ${config.TAKEN_CHECK_LIMIT_PER_IP} checks a minute from one address.`,
          hint: `Retry after ${retryAfter} seconds.`,
        }),
      );
  });
}
