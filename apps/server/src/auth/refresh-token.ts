import type { FastifyInstance } from 'fastify';
import { accountDisabledMessage } from '@athcare/shared/auth.schema';
import { endSession, refreshSession } from './auth-sql.ts';
import {
  accessTokenFor,
  readBody,
  REFRESH_COOKIE,
  refuse,
  stringOrUndefined,
  type AuthDeps,
  refreshCookie,
} from './auth-http.ts';
import { hashToken, newRefreshToken, openSuccessor, sealSuccessor } from './tokens.ts';

const invalidRefresh = 'The refresh token is invalid or has expired.';

/**
 * POST /api/rpc/refresh_token — a new access token for the refresh token in the cookie (or, for a
 * client without cookies, in the body); the refresh token rotates (auth.refresh_session).
 */
export function refreshTokenEndpoint(app: FastifyInstance, { k, config }: AuthDeps): void {
  app.post('/api/rpc/refresh_token', async (request, reply) => {
    const fromCookie = stringOrUndefined(request.cookies[REFRESH_COOKIE]);
    const fromBody = fromCookie ? undefined : stringOrUndefined(readBody(request)('refresh_token'));
    const presented = fromCookie ?? fromBody;
    if (!presented) throw refuse.notAuthorized(401, 'No refresh token was sent.');

    // The successor, sealed under the presented token, in case the database takes it.
    const child = newRefreshToken();
    // As the service: the refresh token is the only credential here (the access token expired).
    const [result] = await k.callAsService(refreshSession, {
      token_hash: hashToken(presented),
      child_hash: hashToken(child),
      child_sealed: sealSuccessor(presented, child),
      ip: request.ip,
    });
    const refreshToken =
      result?.outcome === 'rotated'
        ? child
        : result?.outcome === 'reissued' && result.successor_sealed
          ? openSuccessor(presented, result.successor_sealed)
          : undefined;
    const { user_id: userId, session_id: sessionId, app_roles: appRoles } = result ?? {};
    if (!refreshToken || !userId || !sessionId || !appRoles) {
      if (result?.outcome === 'reissued' && userId && sessionId) {
        // A stored successor this token cannot open was not sealed by it: end the family. As the
        // service, as above.
        await k.callAsService(endSession, {
          session_id: sessionId,
          user_id: userId,
          reason: 'refresh_replay',
        });
      }
      refreshCookie.clear(request, reply);
      if (result?.outcome === 'disabled') throw refuse.notAuthorized(403, accountDisabledMessage);
      throw refuse.notAuthorized(401, invalidRefresh);
    }
    const accessToken = await accessTokenFor(config, userId, sessionId, appRoles);
    refreshCookie.set(request, reply, refreshToken, result?.max_age ?? 0);
    // A client without cookies (body fallback) needs the new refresh token in the answer.
    return fromBody
      ? { access_token: accessToken, refresh_token: refreshToken }
      : { access_token: accessToken };
  });
}
