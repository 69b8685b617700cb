import type { FastifyInstance } from 'fastify';
import {
  accountDisabledMessage,
  invalidCredentialsMessage,
  loginInputSchema,
} from '@athcare/shared/auth.schema';
import { PASSWORD_MAX_LENGTH } from '@athcare/shared/constants';
import {
  findLoginAccount,
  loadSessionUser,
  recordLoginAttempt,
  touchLastLogin,
} from './accounts.ts';
import { audit } from './audit.ts';
import {
  accessTokenFor,
  authError,
  authErrorCodes,
  bodyOf,
  MINUTE_MS,
  setRefreshCookie,
  tooManyRequests,
  validationError,
  type AuthDeps,
} from './auth-http.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { checkLimits, rateLimitKey } from './rate-limit.ts';
import { createSession } from './sessions.ts';

/**
 * POST /api/rpc/login {identifier, password} — tokens and the session user. The same answer, in
 * about the same time, for an unknown account and a wrong password.
 */
export function loginEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/login', async (request, reply) => {
    const ip = request.ip;
    const body = bodyOf(request);
    const parsed = loginInputSchema.safeParse({
      identifier: body.identifier,
      password: body.password,
    });
    if (!parsed.success) throw validationError(parsed.error);
    const identifier = parsed.data.identifier.toLowerCase();
    const { password } = parsed.data;

    const retryAfter = await checkLimits(store, [
      { key: rateLimitKey('login-ip', ip), max: config.LOGIN_LIMIT_PER_IP, windowMs: MINUTE_MS },
      {
        key: rateLimitKey('login-account', ip, identifier),
        max: config.LOGIN_LIMIT_PER_ACCOUNT,
        windowMs: MINUTE_MS,
      },
    ]);
    if (retryAfter) {
      // As the service: the audit log is written whoever asks, and nobody is signed in yet.
      await k.asService((tx) => audit(tx, { event: 'login_rate_limited', ip }));
      throw tooManyRequests(retryAfter);
    }

    // As the service: the caller is not signed in yet; credentials live in the unexposed auth schema.
    const account = await k.asService((tx) => findLoginAccount(tx, identifier));
    const ok =
      password.length <= PASSWORD_MAX_LENGTH * 4 && account?.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstDummy(password.slice(0, PASSWORD_MAX_LENGTH));
    if (!account || !ok || !account.isActive) {
      const reason = !account ? 'unknown_account' : !ok ? 'wrong_password' : 'disabled';
      // As the service: a refused attempt is recorded although the request fails.
      await k.asService(async (tx) => {
        await recordLoginAttempt(tx, { identifier, userId: account?.id, ip, succeeded: false });
        await audit(tx, { event: 'login_failed', userId: account?.id, ip, detail: { reason } });
      });
      if (reason === 'disabled')
        throw authError(403, authErrorCodes.notAuthorized, accountDisabledMessage);
      throw authError(400, authErrorCodes.invalidCredentials, invalidCredentialsMessage);
    }

    // As the service: the session is made before the user holds a token to act with.
    const { session, user } = await k.asService(async (tx) => {
      const session = await createSession(tx, account.id, {
        ip,
        userAgent: request.headers['user-agent'],
      });
      await touchLastLogin(tx, account.id);
      await recordLoginAttempt(tx, { identifier, userId: account.id, ip, succeeded: true });
      await audit(tx, {
        event: 'login_ok',
        userId: account.id,
        ip,
        detail: { sid: session.sessionId },
      });
      return { session, user: await loadSessionUser(tx, account.id) };
    });
    if (!user) throw new Error('signed-in user vanished');
    const accessToken = await accessTokenFor(config, user.id, session.sessionId, user.app_roles);
    setRefreshCookie(request, reply, session.refreshToken, session.maxAgeSeconds);
    return {
      access_token: accessToken,
      refresh_token: session.refreshToken,
      auth_id: user.id,
      user,
    };
  });
}
