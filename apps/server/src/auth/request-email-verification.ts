import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { type AuthDeps } from './auth-http.ts';
import { codeHash, newCode, requestEmailVerification, verificationMail } from './email-codes.ts';

/**
 * POST /api/rpc/request_email_verification — signed in: emails a 6-digit code to the member's
 * address (one a minute, five an hour). 202 `{status: 'sent'}`, or `{status: 'verified'}` when
 * the address is verified already.
 */
export function requestEmailVerificationEndpoint(app: FastifyInstance, { k, config }: AuthDeps) {
  app.post('/api/rpc/request_email_verification', async (request, reply) => {
    const caller = await k.signedIn(request, 'Sign in to verify your email.');
    const code = newCode();
    const mail = verificationMail(code);
    const [status] = await k.call(caller, requestEmailVerification, {
      code_hash: codeHash(config.JWT_SECRET, 'verify_email', caller.userId, code),
      ...mail,
    });
    if (status === 'wait') {
      throw new ApiError(
        429,
        'PT429',
        'A code was sent a moment ago. Please wait a minute before asking for another.',
        null,
        null,
        { 'retry-after': '60' },
      );
    }
    if (status === 'sent') void k.mail.flush();
    return reply.code(status === 'sent' ? 202 : 200).send({ status });
  });
}
