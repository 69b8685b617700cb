import type { FastifyInstance } from 'fastify';
import { anonCaller, uuidPattern } from '../http/caller.ts';
import { logout } from './auth-sql.ts';
import { isNonSimpleRequest } from './csrf.ts';
import {
  readBody,
  REFRESH_COOKIE,
  stringOrUndefined,
  type AuthDeps,
  refreshCookie,
  refuse,
} from './auth-http.ts';
import { hashToken } from './tokens.ts';

/**
 * POST /api/rpc/logout — ends the session of the refresh token (cookie or body), else of the
 * access token; always 204, and the cookie goes.
 */
export function logoutEndpoint(app: FastifyInstance, { k }: AuthDeps): void {
  app.post('/api/rpc/logout', async (request, reply) => {
    // A cross-site form post must not end the session or clear the cookie.
    if (!isNonSimpleRequest(request))
      throw refuse.notAuthorized(403, 'Logout needs a JSON request.');
    const token =
      stringOrUndefined(request.cookies[REFRESH_COOKIE]) ??
      stringOrUndefined(readBody(request)('refresh_token'));
    // A bad or expired access token still logs out what it can (nothing, here): no error.
    const caller = token ? anonCaller : await k.caller(request).catch(() => anonCaller);
    // As the service: sessions live in the unexposed auth schema, and the access token may be
    // gone or its session already ended; the refresh token (or the token's sid) names the
    // session to end.
    const { sessionId } = caller;
    await k.callAsService(logout, {
      token_hash: token ? hashToken(token) : null,
      session_id: sessionId && uuidPattern.test(sessionId) ? sessionId : null,
      user_id: caller.userId ?? null,
      ip: request.ip,
    });
    refreshCookie.clear(request, reply);
    return reply.code(204).send();
  });
}
