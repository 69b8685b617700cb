import type { FastifyInstance } from 'fastify';
import { registerInputSchema } from '@athcare/shared/auth.schema';
import { createAccount, findTaken, normaliseEmail, TakenError } from './accounts.ts';
import { audit } from './audit.ts';
import { enforceLimits, parseBody, refuse, type AuthDeps } from './auth-http.ts';
import { hashPassword, passwordPolicyError } from './passwords.ts';

/** POST /api/rpc/register — a new member account; answers its uuid as a JSON string. */
export function registerEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/register', async (request, reply) => {
    const ip = request.ip;
    await enforceLimits(store, [[['register-ip', ip], config.LOGIN_LIMIT_PER_IP]]);

    const data = parseBody(request, registerInputSchema, (field) => ({
      firstName: field('first_name'),
      middleName: field('middle_name') ?? undefined,
      lastName: field('last_name'),
      username: field('username'),
      email: field('email'),
      password: field('password'),
    }));
    const input = { ...data, email: normaliseEmail(data.email) };
    const weak = passwordPolicyError(input.password);
    if (weak) throw refuse.invalidInput(weak, 'password');

    // As the service: a visitor without an account has no rows to act as, and auth is not exposed.
    const taken = await k.asService((tx) => findTaken(tx, input.email, input.username));
    if (taken) throw refuse.taken(taken.message, taken.field);

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
      if (error instanceof TakenError) throw refuse.taken(error.message, error.field);
      throw error;
    }
  });
}
