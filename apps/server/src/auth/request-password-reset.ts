import type { FastifyInstance } from 'fastify';
import {
  passwordResetRequestedMessage,
  requestPasswordResetInputSchema,
} from '@athcare/shared/auth.schema';
import { enforceLimits, parseBody, type AuthDeps } from './auth-http.ts';
import { codeHash, newCode, requestPasswordReset, resetMail } from './email-codes.ts';
import { perMinute } from './rate-limit.ts';

/**
 * POST /api/rpc/request_password_reset {email} — anyone: when an active account uses the address,
 * a 6-digit code is emailed to it (one a minute, five an hour). The answer is the same 202 for
 * every address, known or not, and the mail is sent after the answer.
 */
export function requestPasswordResetEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps) {
  app.post('/api/rpc/request_password_reset', async (request, reply) => {
    const { email } = parseBody(request, requestPasswordResetInputSchema, (field) => ({
      email: field('email'),
    }));
    await enforceLimits(store, [
      perMinute(config.LOGIN_LIMIT_PER_IP, 'reset-request-ip', request.ip),
      perMinute(config.LOGIN_LIMIT_PER_ACCOUNT, 'reset-request', email.toLowerCase()),
    ]);
    const code = newCode();
    // As the service: nobody is signed in; the function files a code only for an active account
    // and answers the same for any address.
    await k.callAsService(requestPasswordReset, {
      email,
      code_hash: codeHash(config.JWT_SECRET, 'reset_password', email, code),
      ...resetMail(code),
    });
    void k.mail.flush();
    return reply.code(202).send({ message: passwordResetRequestedMessage });
  });
}
