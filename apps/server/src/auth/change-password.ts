import type { FastifyInstance } from 'fastify';
import { changePasswordInputSchema } from '@athcare/shared/auth.schema';
import { passwordHashOf, setPasswordHash } from './accounts.ts';
import { audit } from './audit.ts';
import {
  authError,
  authErrorCodes,
  bodyOf,
  clearRefreshCookie,
  field,
  MINUTE_MS,
  tooManyRequests,
  validationError,
  type AuthDeps,
} from './auth-http.ts';
import { hashPassword, passwordPolicyError, verifyPassword } from './passwords.ts';
import { checkLimits, rateLimitKey } from './rate-limit.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * POST /api/rpc/change_password {current_password, new_password} — signed in; ends every session
 * of the user.
 */
export function changePasswordEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/change_password', async (request, reply) => {
    const ip = request.ip;
    const { userId } = await k.caller(request);
    if (!userId)
      throw authError(
        401,
        authErrorCodes.notAuthorized,
        'You must be signed in to change your password.',
      );

    const body = bodyOf(request);
    const parsed = changePasswordInputSchema.safeParse({
      currentPassword: field(body, 'current_password', 'currentPassword'),
      newPassword: field(body, 'new_password', 'newPassword'),
    });
    if (!parsed.success) throw validationError(parsed.error);
    const weak = passwordPolicyError(parsed.data.newPassword);
    if (weak) throw authError(400, authErrorCodes.invalidInput, weak, 'new_password');

    const retryAfter = await checkLimits(store, [
      {
        key: rateLimitKey('change-password', userId),
        max: config.LOGIN_LIMIT_PER_ACCOUNT,
        windowMs: MINUTE_MS,
      },
    ]);
    if (retryAfter) throw tooManyRequests(retryAfter);

    // As the service: password hashes live in the unexposed auth schema.
    const current = await k.asService((tx) => passwordHashOf(tx, userId));
    if (!current || !(await verifyPassword(current, parsed.data.currentPassword))) {
      throw authError(
        400,
        authErrorCodes.invalidCredentials,
        'The current password is not correct.',
        'current_password',
      );
    }
    const passwordHash = await hashPassword(parsed.data.newPassword);
    // As the service: the new hash, and every session of the user (other devices too) ends.
    await k.asService(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      const ended = await revokeAllSessions(tx, userId, 'password_change');
      await audit(tx, { event: 'password_changed', userId, ip, detail: { sessions_ended: ended } });
    });
    clearRefreshCookie(request, reply);
    return reply.code(204).send();
  });
}
