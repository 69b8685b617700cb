import type { FastifyInstance } from 'fastify';
import { changePasswordInputSchema } from '@athcare/shared/auth.schema';
import { passwordHashOf, setPasswordHash } from './accounts.ts';
import { audit } from './audit.ts';
import { enforceLimits, parseBody, refuse, type AuthDeps, refreshCookie } from './auth-http.ts';
import { hashPassword, passwordPolicyError, verifyPassword } from './passwords.ts';
import { revokeAllSessions } from './sessions.ts';

/**
 * POST /api/rpc/change_password {current_password, new_password} — signed in; ends every session
 * of the user.
 */
export function changePasswordEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/change_password', async (request, reply) => {
    const ip = request.ip;
    const caller = await k.caller(request);
    const { userId } = caller;
    if (!userId) throw refuse.notAuthorized(401, 'You must be signed in to change your password.');

    const input = parseBody(request, changePasswordInputSchema, (field) => ({
      currentPassword: field('current_password'),
      newPassword: field('new_password'),
    }));
    const weak = passwordPolicyError(input.newPassword);
    if (weak) throw refuse.invalidInput(weak, 'new_password');

    await enforceLimits(store, [[['change-password', userId], config.LOGIN_LIMIT_PER_ACCOUNT]]);

    // As the service: password hashes live in the unexposed auth schema. The token's session
    // must still be alive, as for every request made as the caller.
    const current = await k.asService(async (tx) => {
      await k.checkSession(tx, caller);
      return passwordHashOf(tx, userId);
    });
    if (!current || !(await verifyPassword(current, input.currentPassword))) {
      throw refuse.invalidCredentials('The current password is not correct.', 'current_password');
    }
    const passwordHash = await hashPassword(input.newPassword);
    // As the service: the new hash, and every session of the user (other devices too) ends.
    await k.asService(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      const ended = await revokeAllSessions(tx, userId, 'password_change');
      await audit(tx, { event: 'password_changed', userId, ip, detail: { sessions_ended: ended } });
    });
    refreshCookie.clear(request, reply);
    return reply.code(204).send();
  });
}
