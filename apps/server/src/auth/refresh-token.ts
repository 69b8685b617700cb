import type { FastifyInstance } from 'fastify';
import { accountDisabledMessage } from '@athcare/shared/auth.schema';
import { appRolesOf, isActiveAccount } from './accounts.ts';
import { audit } from './audit.ts';
import {
  accessTokenFor,
  authError,
  authErrorCodes,
  bodyOf,
  clearRefreshCookie,
  field,
  REFRESH_COOKIE,
  setRefreshCookie,
  stringOrUndefined,
  type AuthDeps,
} from './auth-http.ts';
import { revokeSession, rotateRefreshToken } from './sessions.ts';

const invalidRefresh = 'The refresh token is invalid or has expired.';

/**
 * POST /api/rpc/refresh_token — a new access token for the refresh token in the cookie (or, for a
 * client without cookies, in the body); the refresh token rotates.
 */
export function refreshTokenEndpoint(app: FastifyInstance, { k, config }: AuthDeps): void {
  app.post('/api/rpc/refresh_token', async (request, reply) => {
    const ip = request.ip;
    const fromCookie = stringOrUndefined(request.cookies[REFRESH_COOKIE]);
    const body = bodyOf(request);
    const fromBody = fromCookie
      ? undefined
      : stringOrUndefined(field(body, 'refresh_token', 'refreshToken'));
    const presented = fromCookie ?? fromBody;
    if (!presented)
      throw authError(401, authErrorCodes.notAuthorized, 'No refresh token was sent.');

    // As the service: the refresh token is the only credential here (the access token expired).
    const result = await k.asService((tx) => rotateRefreshToken(tx, presented));
    if (result.kind === 'invalid') {
      clearRefreshCookie(request, reply);
      throw authError(401, authErrorCodes.notAuthorized, invalidRefresh);
    }
    if (result.kind === 'replay') {
      // As the service: the audit log is written whoever asks.
      await k.asService((tx) =>
        audit(tx, {
          event: 'refresh_replay',
          userId: result.userId,
          ip,
          detail: { sid: result.sessionId },
        }),
      );
      clearRefreshCookie(request, reply);
      throw authError(401, authErrorCodes.notAuthorized, invalidRefresh);
    }
    // As the service: the session's account state and app roles, for the token being issued.
    const appRoles = await k.asService(async (tx) => {
      if (!(await isActiveAccount(tx, result.userId))) {
        await revokeSession(tx, result.sessionId, result.userId, 'admin');
        return undefined;
      }
      await audit(tx, {
        event: 'refresh',
        userId: result.userId,
        ip,
        detail: { sid: result.sessionId, ...(result.reissued ? { reissued: true } : {}) },
      });
      return appRolesOf(tx, result.userId);
    });
    if (!appRoles) {
      clearRefreshCookie(request, reply);
      throw authError(403, authErrorCodes.notAuthorized, accountDisabledMessage);
    }
    const accessToken = await accessTokenFor(config, result.userId, result.sessionId, appRoles);
    setRefreshCookie(request, reply, result.refreshToken, result.maxAgeSeconds);
    // A client without cookies (body fallback) needs the new refresh token in the answer.
    return fromBody
      ? { access_token: accessToken, refresh_token: result.refreshToken }
      : { access_token: accessToken };
  });
}
