import type { FastifyInstance } from 'fastify';
import { verifyEmailInputSchema } from '@athcare/shared/auth.schema';
import { ApiError } from '../errors/api-error.ts';
import { parseBody, refuse, type AuthDeps } from './auth-http.ts';
import { codeHash, verifyEmail } from './email-codes.ts';

/**
 * POST /api/rpc/verify_email {code} — signed in: with the emailed code the address is verified.
 * A wrong code counts one of 5 tries; an expired or used-up one asks for a new code.
 */
export function verifyEmailEndpoint(app: FastifyInstance, { k, config }: AuthDeps) {
  app.post('/api/rpc/verify_email', async (request) => {
    const caller = await k.signedIn(request, 'Sign in to verify your email.');
    const { code } = parseBody(request, verifyEmailInputSchema, (field) => ({
      code: field('code'),
    }));
    const [result] = await k.call(caller, verifyEmail, {
      code_hash: codeHash(config.JWT_SECRET, 'verify_email', caller.userId, code),
    });
    if (result === 'ok') return { emailVerified: true };
    if (result === 'wrong') throw refuse.invalidInput('The code is not correct.', 'code');
    if (result === 'locked') {
      throw new ApiError(429, 'PT429', 'Too many wrong tries. Ask for a new code.', 'code');
    }
    throw refuse.invalidInput('The code has expired. Ask for a new one.', 'code');
  });
}
