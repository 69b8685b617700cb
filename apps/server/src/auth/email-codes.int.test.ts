import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  passwordResetRequestedMessage,
  resetCodeRefusedMessage,
} from '@athcare/shared/auth.schema';
import { messages } from '@athcare/shared/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { buildAppWithLogs } from '../test/logged-test-app.ts';
import { startTestSmtp } from '../test/test-smtp-server.ts';
import { newRegistration } from '../test/sample-people.ts';

const PASSWORD = 'a quiet river at dawn';
const NEW_PASSWORD = 'the tide comes back at noon';
let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(testEngines)('email verification and password reset on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let logLines: string[];

  const post = (url: string, payload: object | undefined, bearer?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'x-forwarded-for': nextIp(),
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });

  /** A registered account with a password, signed in, and the code its registration mailed. */
  async function member() {
    const person = newRegistration(PASSWORD, 'Kavya', 'Rao');
    const reg = await post('/api/rpc/register', person);
    expect(reg.statusCode).toBe(200);
    const login = await post('/api/rpc/login', { identifier: person.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return {
      id: reg.json<string>(),
      email: person.email,
      token: login.json<{ access_token: string }>().access_token,
      registrationCode: await smtp.codeFor(person.email),
    };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ({ app, logLines } = await buildAppWithLogs(t.db, {
      JWT_SECRET: 'test-secret-for-email-codes-0123456789-abc',
      DATA_DIR: join(tmpdir(), 'athcare-email-test'),
      TRUST_PROXY_HOPS: '1',
      SMTP_URL: smtp.url,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('verifies the email with the code the SMTP server received; the code is stored hashed', async () => {
    // Registering mailed the code (with the account, in one transaction).
    const m = await member();
    const code = m.registrationCode;

    const [row] = await t.db.query<{ code_hash: string; expires_in: number }>(
      `select code_hash, extract(epoch from expires_at - now())::int as expires_in
         from auth.email_codes where user_id = $1`,
      [m.id],
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(row?.expires_in).toBeGreaterThan(550);
    expect(row?.expires_in).toBeLessThanOrEqual(600);
    // Delivered: the outbox keeps no content, and no log line has the code or the address.
    // (The mail is marked sent just after the SMTP server took it.)
    const outbox = () =>
      t.db.query<{ body: string | null; sent: boolean }>(
        'select body, sent_at is not null as sent from auth.email_outbox where to_address = $1',
        [m.email],
      );
    for (let i = 0; i < 100 && !(await outbox())[0]?.sent; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await outbox()).toEqual([{ body: null, sent: true }]);
    const logs = logLines.join('');
    expect(logs).toContain('email sent');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(m.email);

    // Spec §5 messages for a malformed code; a wrong one is refused; the right one verifies.
    const short = await post('/api/rpc/verify_email', { code: '12345' }, m.token);
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(messages.otpLength);
    const letters = await post('/api/rpc/verify_email', { code: '12a456' }, m.token);
    expect(letters.json<{ message: string }>().message).toBe(messages.otpDigits);
    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await post('/api/rpc/verify_email', { code: wrong }, m.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('The code is not correct.');
    const [before] = await t.db.query<{ email_verified: boolean }>(
      'select email_verified from pgusers.profile where id = $1',
      [m.id],
    );
    expect(before?.email_verified).toBe(false);

    const ok = await post('/api/rpc/verify_email', { code }, m.token);
    expect(ok.statusCode).toBe(200);
    const [after] = await t.db.query<{ email_verified: boolean }>(
      'select email_verified from pgusers.profile where id = $1',
      [m.id],
    );
    expect(after?.email_verified).toBe(true);
    // Used once: the same code again finds no live code.
    expect((await post('/api/rpc/verify_email', { code }, m.token)).statusCode).toBe(400);
    const again = await post('/api/rpc/request_email_verification', undefined, m.token);
    expect(again.json()).toEqual({ status: 'verified' });
  });

  it('allows 5 tries, expires after 10 minutes and limits how often a code is sent', async () => {
    const m = await member();
    const code = m.registrationCode;
    // A second code within the minute of the registration's is refused, and nothing is sent.
    const soon = await post('/api/rpc/request_email_verification', undefined, m.token);
    expect(soon.statusCode).toBe(429);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/rpc/verify_email', { code: wrong }, m.token)).statusCode).toBe(400);
    }
    const fifth = await post('/api/rpc/verify_email', { code: wrong }, m.token);
    expect(fifth.statusCode).toBe(429);
    const locked = await post('/api/rpc/verify_email', { code }, m.token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toBe(
      'Too many wrong tries. Ask for a new code.',
    );

    // A new code (the minute passed) that then expires.
    await t.db.query(
      "update auth.email_codes set created_at = now() - interval '2 minutes' where user_id = $1",
      [m.id],
    );
    expect((await post('/api/rpc/request_email_verification', undefined, m.token)).statusCode).toBe(
      202,
    );
    const fresh = await smtp.codeFor(m.email);
    await t.db.query(
      "update auth.email_codes set expires_at = now() - interval '1 second' where user_id = $1",
      [m.id],
    );
    const expired = await post('/api/rpc/verify_email', { code: fresh }, m.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe(
      'The code has expired. Ask for a new one.',
    );
    expect(smtp.inbox.filter((mail) => mail.to === m.email)).toHaveLength(0);
  });

  it('resets a forgotten password with the emailed code, ends every session, tells nothing of unknown addresses', async () => {
    const m = await member();
    const unknown = `nobody.${randomBytes(4).toString('hex')}@example.in`;
    const forUnknown = await post('/api/rpc/request_password_reset', { email: unknown });
    const forKnown = await post('/api/rpc/request_password_reset', {
      email: m.email.toUpperCase(),
    });
    expect(forUnknown.statusCode).toBe(202);
    expect(forKnown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual({ message: passwordResetRequestedMessage });
    expect(forKnown.json()).toEqual(forUnknown.json());
    const code = await smtp.codeFor(m.email);
    expect(smtp.inbox.some((mail) => mail.to === unknown)).toBe(false);

    const wrong = code === '123123' ? '321321' : '123123';
    const refusals = [
      await post('/api/rpc/reset_password', {
        email: m.email,
        code: wrong,
        new_password: NEW_PASSWORD,
      }),
      await post('/api/rpc/reset_password', { email: unknown, code, new_password: NEW_PASSWORD }),
    ];
    for (const r of refusals) {
      expect(r.statusCode).toBe(400);
      expect(r.json<{ message: string }>().message).toBe(resetCodeRefusedMessage);
    }
    const weak = await post('/api/rpc/reset_password', {
      email: m.email,
      code,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(400);

    const done = await post('/api/rpc/reset_password', {
      email: m.email,
      code,
      new_password: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(204);
    // Every session ended: the old access token is refused; the old password no longer works.
    const oldToken = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${m.token}`, 'accept-profile': 'pgusers' },
    });
    expect(oldToken.statusCode).toBe(401);
    expect(
      (await post('/api/rpc/login', { identifier: m.email, password: PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/rpc/login', { identifier: m.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    // Single use.
    const reuse = await post('/api/rpc/reset_password', {
      email: m.email,
      code,
      new_password: 'yet another long password',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('keeps codes and the outbox away from members', async () => {
    const m = await member();
    const [session] = await t.db.query<{ id: string }>(
      'select id::text as id from auth.sessions where user_id = $1 and revoked_at is null',
      [m.id],
    );
    for (const table of ['auth.email_outbox', 'auth.email_codes']) {
      await expect(
        t.db.asRequest(
          {
            role: 'authenticated',
            claims: JSON.stringify({ sub: m.id, role: 'authenticated', sid: session?.id }),
            readOnly: true,
            statementTimeoutMs: 5000,
          },
          (tx) => tx.query(`select * from ${table}`),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
