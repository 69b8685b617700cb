import type { FastifyInstance } from 'fastify';
import { resetCodeRefusedMessage, resetPasswordInputSchema } from '@athcare/shared/auth.schema';
import { enforceLimits, parseBody, refreshCookie, refuse, type AuthDeps } from './auth-http.ts';
import { codeHash, resetPassword } from './email-codes.ts';
import { hashPassword, passwordPolicyError } from './passwords.ts';
import { perMinute } from './rate-limit.ts';

/**
 * POST /api/rpc/reset_password {email, code, new_password} — anyone with the emailed code: the
 * new password is set and every session of the account ends. A wrong, expired or used-up code
 * and an address without an account get one answer (400), so it tells nothing about accounts.
 */
export function resetPasswordEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps) {
  app.post('/api/rpc/reset_password', async (request, reply) => {
    const input = parseBody(request, resetPasswordInputSchema, (field) => ({
      email: field('email'),
      code: field('code'),
      newPassword: field('new_password'),
    }));
    const weak = passwordPolicyError(input.newPassword);
    if (weak) throw refuse.invalidInput(weak, 'new_password');
    await enforceLimits(store, [
      perMinute(config.LOGIN_LIMIT_PER_IP, 'reset-ip', request.ip),
      perMinute(config.LOGIN_LIMIT_PER_ACCOUNT, 'reset', input.email.toLowerCase()),
    ]);
    const passwordHash = await hashPassword(input.newPassword);
    // As the service: nobody is signed in; the code is the proof, checked by the function, which
    // sets the password hash (unexposed auth schema) and ends every session.
    const [result] = await k.callAsService(resetPassword, {
      email: input.email,
      code_hash: codeHash(config.JWT_SECRET, 'reset_password', input.email, input.code),
      password_hash: passwordHash,
      ip: request.ip,
    });
    if (result !== 'ok') throw refuse.invalidInput(resetCodeRefusedMessage, 'code');
    refreshCookie.clear(request, reply);
    return reply.code(204).send();
  });
}
