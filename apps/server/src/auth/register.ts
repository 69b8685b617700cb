import type { FastifyInstance } from 'fastify';
import { registerInputSchema } from '@athcare/shared/auth.schema';
import { checkAvailable, registerAccount } from './auth-sql.ts';
import { enforceLimits, parseBody, refuse, type AuthDeps } from './auth-http.ts';
import { callIn } from '../http/sql-function.ts';
import { codeHash, fileEmailCode, newCode, verificationMail } from './email-codes.ts';
import { hashPassword, passwordPolicyError } from './passwords.ts';
import { perMinute } from './rate-limit.ts';

/**
 * POST /api/rpc/register — a new member account; answers its uuid as a JSON string. A taken email
 * or username is 409 23505 from the database, the field in details. The email verification code
 * is filed and mailed with the account (same transaction): the new member lands where they enter it.
 */
export function registerEndpoint(app: FastifyInstance, { k, config, store }: AuthDeps): void {
  app.post('/api/rpc/register', async (request, reply) => {
    const ip = request.ip;
    await enforceLimits(store, [perMinute(config.LOGIN_LIMIT_PER_IP, 'register-ip', ip)]);

    const data = parseBody(request, registerInputSchema, (field) => ({
      firstName: field('first_name'),
      middleName: field('middle_name') ?? undefined,
      lastName: field('last_name'),
      username: field('username'),
      email: field('email'),
      password: field('password'),
    }));
    const weak = passwordPolicyError(data.password);
    if (weak) throw refuse.invalidInput(weak, 'password');

    // As the service (every call): a visitor without an account has no rows to act as, and
    // identities and credentials live in the unexposed auth schema. Taken names are refused
    // before a password hash is spent on them.
    const account = { email: data.email, username: data.username };
    await k.callAsService(checkAvailable, account);
    const passwordHash = await hashPassword(data.password);
    const code = newCode();
    const id = await k.asService(async (tx) => {
      const [created] = await callIn(tx, registerAccount, {
        ...account,
        first_name: data.firstName,
        middle_name: data.middleName ?? null,
        last_name: data.lastName,
        password_hash: passwordHash,
        ip,
      });
      if (created === undefined) return created;
      await callIn(tx, fileEmailCode, {
        user_id: created,
        purpose: 'verify_email',
        email: data.email.trim().toLowerCase(),
        code_hash: codeHash(config.JWT_SECRET, 'verify_email', created, code),
        ...verificationMail(code),
      });
      return created;
    });
    void k.mail.flush();
    return reply.type('application/json').send(JSON.stringify(id));
  });
}
