import type { FastifyInstance } from 'fastify';
import {
  accountDisabledMessage,
  invalidCredentialsMessage,
  loginInputSchema,
} from '@athcare/shared/auth.schema';
import { PASSWORD_MAX_LENGTH } from '@athcare/shared/constants';
import { loginAccount, logEvent, recordFailedLogin, startSession } from './auth-sql.ts';
import {
  accessTokenFor,
  enforceLimits,
  parseBody,
  refuse,
  type AuthDeps,
  refreshCookie,
} from './auth-http.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { loginLimits } from './rate-limit.ts';
import { hashToken, newRefreshToken } from './tokens.ts';

/**
 * POST /api/rpc/login {identifier, password} — tokens and the session user. The same answer, in
 * about the same time, for an unknown account and a wrong password.
 */
export function loginEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/login', async (request, reply) => {
    const ip = request.ip;
    const input = parseBody(request, loginInputSchema, (field) => ({
      identifier: field('identifier'),
      password: field('password'),
    }));
    const identifier = input.identifier.toLowerCase();
    const { password } = input;

    // As the service (every call below): the caller is not signed in yet; credentials, sessions
    // and the audit log live in the unexposed auth schema, and a refused attempt is recorded
    // although the request fails. Each is one lone statement (one round trip): the hash runs
    // between them, holding no connection.
    const [account] = await k.callAsService(loginAccount, { identifier });
    // Keyed on the account when the identifier names one, so its email and username share a bucket.
    await enforceLimits(store, loginLimits(config, ip, account?.id ?? identifier), async () => {
      await k.callAsService(logEvent, {
        event: 'login_rate_limited',
        user_id: null,
        ip,
        detail: {},
      });
    });
    const ok =
      password.length <= PASSWORD_MAX_LENGTH * 4 && account?.password_hash
        ? await verifyPassword(account.password_hash, password)
        : await verifyAgainstDummy(password.slice(0, PASSWORD_MAX_LENGTH));
    if (!account || !ok || !account.is_active) {
      const reason = !account ? 'unknown_account' : !ok ? 'wrong_password' : 'disabled';
      await k.callAsService(recordFailedLogin, {
        identifier,
        user_id: account?.id ?? null,
        ip,
        reason,
      });
      if (reason === 'disabled') throw refuse.notAuthorized(403, accountDisabledMessage);
      throw refuse.invalidCredentials(invalidCredentialsMessage);
    }

    const refreshToken = newRefreshToken();
    const [session] = await k.callAsService(startSession, {
      user_id: account.id,
      identifier,
      ip,
      user_agent: request.headers['user-agent'] ?? null,
      refresh_token_hash: hashToken(refreshToken),
    });
    if (!session?.account) throw new Error('signed-in user vanished');
    const user = session.account;
    const accessToken = await accessTokenFor(config, user.id, session.session_id, user.app_roles);
    refreshCookie.set(request, reply, refreshToken, session.max_age);
    return { access_token: accessToken, refresh_token: refreshToken, auth_id: user.id, user };
  });
}
