import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/jwt.ts';
import type { Config } from '../config/config.ts';
import { ClientGate } from './client-gate.ts';

/** Who a request counts against: the signed-in user of a valid token, else the client's IP. */
async function clientKey(request: FastifyRequest, config: Config): Promise<string> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (m?.[1]) {
    const claims = await verifyAccessToken(
      { secret: config.JWT_SECRET, audience: config.JWT_AUD },
      m[1],
    ).catch(() => undefined);
    if (typeof claims?.sub === 'string') return `u:${claims.sub}`;
  }
  return `ip:${request.ip}`;
}

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Gives the request's slot back before its response ends: for a long-lived response (a live-event
 * stream) that is bounded by limits of its own once it has been admitted.
 */
export function leaveClientGate(request: FastifyRequest): void {
  releases.get(request)?.();
}

/**
 * Puts every /api request except /api/health through the per-client gate (CLIENT_MAX_CONCURRENT,
 * CLIENT_MAX_QUEUED). The slot is released when the response ends or the client goes away.
 */
export function registerClientGate(app: FastifyInstance, config: Config): ClientGate {
  const gate = new ClientGate(config.CLIENT_MAX_CONCURRENT, config.CLIENT_MAX_QUEUED);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (request.url.startsWith('/api/health')) return;
    const release = await gate.enter(await clientKey(request, config));
    if (!release) {
      return reply
        .code(429)
        .header('retry-after', '1')
        .header('content-type', 'application/json; charset=utf-8')
        .send(
          JSON.stringify({
            code: 'PGRST429',
            message: 'Too many requests at once',
            details: `At most ${config.CLIENT_MAX_CONCURRENT} requests run at once per client, ${config.CLIENT_MAX_QUEUED} more may wait.`,
            hint: 'Retry after the running requests have answered.',
          }),
        );
    }
    releases.set(request, release);
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  });
  return gate;
}
