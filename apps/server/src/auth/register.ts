import type { FastifyInstance } from 'fastify';
import { registerInputSchema } from '@athcare/shared/auth.schema';
import { createAccount, findTaken, normaliseEmail, TakenError } from './accounts.ts';
import { audit } from './audit.ts';
import {
  authError,
  authErrorCodes,
  bodyOf,
  field,
  MINUTE_MS,
  tooManyRequests,
  validationError,
  type AuthDeps,
} from './auth-http.ts';
import { hashPassword, passwordPolicyError } from './passwords.ts';
import { checkLimits, rateLimitKey } from './rate-limit.ts';

/** POST /api/rpc/register — a new member account; answers its uuid as a JSON string. */
export function registerEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/register', async (request, reply) => {
    const ip = request.ip;
    const retryAfter = await checkLimits(store, [
      { key: rateLimitKey('register-ip', ip), max: config.LOGIN_LIMIT_PER_IP, windowMs: MINUTE_MS },
    ]);
    if (retryAfter) throw tooManyRequests(retryAfter);

    const body = bodyOf(request);
    const parsed = registerInputSchema.safeParse({
      firstName: field(body, 'first_name', 'firstName'),
      middleName: field(body, 'middle_name', 'middleName') ?? undefined,
      lastName: field(body, 'last_name', 'lastName'),
      username: body.username,
      email: body.email,
      password: body.password,
    });
    if (!parsed.success) throw validationError(parsed.error);
    const input = { ...parsed.data, email: normaliseEmail(parsed.data.email) };
    const weak = passwordPolicyError(input.password);
    if (weak) throw authError(400, authErrorCodes.invalidInput, weak, 'password');

    // As the service: a visitor without an account has no rows to act as, and auth is not exposed.
    const taken = await k.asService((tx) => findTaken(tx, input.email, input.username));
    if (taken) throw authError(409, authErrorCodes.taken, taken.message, taken.field);

    const passwordHash = await hashPassword(input.password);
    try {
      // As the service: creating the identity, credentials and profile of a new account.
      const id = await k.asService(async (tx) => {
        const userId = await createAccount(tx, { ...input, passwordHash });
        await audit(tx, { event: 'register', userId, ip });
        return userId;
      });
      return reply.type('application/json').send(JSON.stringify(id));
    } catch (error) {
      if (error instanceof TakenError)
        throw authError(409, authErrorCodes.taken, error.message, error.field);
      throw error;
    }
  });
}
