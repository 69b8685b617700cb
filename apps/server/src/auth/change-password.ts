import type { FastifyInstance } from 'fastify';
import { changePasswordInputSchema } from '@athcare/shared/auth.schema';
import { passwordHashOf, setPassword } from './auth-sql.ts';
import { enforceLimits, parseBody, refuse, type AuthDeps, refreshCookie } from './auth-http.ts';
import { hashPassword, passwordPolicyError, verifyPassword } from './passwords.ts';
import { perMinute } from './rate-limit.ts';

/**
 * POST /api/rpc/change_password {current_password, new_password} — signed in; ends every session
 * of the user.
 */
export function changePasswordEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/change_password', async (request, reply) => {
    const caller = await k.caller(request);
    const { userId } = caller;
    if (!userId) throw refuse.notAuthorized(401, 'You must be signed in to change your password.');
    const user = { ...caller, userId };

    const input = parseBody(request, changePasswordInputSchema, (field) => ({
      currentPassword: field('current_password'),
      newPassword: field('new_password'),
    }));
    const weak = passwordPolicyError(input.newPassword);
    if (weak) throw refuse.invalidInput(weak, 'new_password');

    await enforceLimits(store, [
      perMinute(config.LOGIN_LIMIT_PER_ACCOUNT, 'change-password', userId),
    ]);

    // As the service for the caller (both calls; the token's session checked first): password
    // hashes live in the unexposed auth schema, and every session of the user ends, other
    // devices' too.
    const [current] = await k.callAsServiceFor(user, passwordHashOf, { user_id: userId });
    if (!current || !(await verifyPassword(current, input.currentPassword))) {
      throw refuse.invalidCredentials('The current password is not correct.', 'current_password');
    }
    const passwordHash = await hashPassword(input.newPassword);
    await k.callAsServiceFor(user, setPassword, {
      user_id: userId,
      password_hash: passwordHash,
      ip: request.ip,
    });
    refreshCookie.clear(request, reply);
    return reply.code(204).send();
  });
}
