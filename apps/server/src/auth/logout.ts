import type { FastifyInstance } from 'fastify';
import { anonCaller } from '../http/caller.ts';
import { audit } from './audit.ts';
import {
  bodyOf,
  clearRefreshCookie,
  field,
  REFRESH_COOKIE,
  stringOrUndefined,
  type AuthDeps,
} from './auth-http.ts';
import { revokeSession, revokeSessionByToken } from './sessions.ts';

/**
 * POST /api/rpc/logout — ends the session of the refresh token (cookie or body), else of the
 * access token; always 204, and the cookie goes.
 */
export function logoutEndpoint(app: FastifyInstance, { k }: AuthDeps): void {
  app.post('/api/rpc/logout', async (request, reply) => {
    const ip = request.ip;
    const token =
      stringOrUndefined(request.cookies[REFRESH_COOKIE]) ??
      stringOrUndefined(field(bodyOf(request), 'refresh_token', 'refreshToken'));
    // A bad or expired access token still logs out what it can (nothing, here): no error.
    const caller = token ? anonCaller : await k.caller(request).catch(() => anonCaller);
    // As the service: sessions live in the unexposed auth schema, and the access token may be
    // gone; the refresh token (or the token's sid) names the session to end.
    await k.asService(async (tx) => {
      let ended: { sessionId: string; userId: string } | undefined;
      if (token) {
        ended = await revokeSessionByToken(tx, token, 'logout');
      } else if (caller.userId && caller.sessionId) {
        if (await revokeSession(tx, caller.sessionId, caller.userId, 'logout'))
          ended = { sessionId: caller.sessionId, userId: caller.userId };
      }
      if (ended)
        await audit(tx, {
          event: 'logout',
          userId: ended.userId,
          ip,
          detail: { sid: ended.sessionId },
        });
    });
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });
}
