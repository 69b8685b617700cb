import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@athcare/shared/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, useTestDatabase } from '../test/test-database.ts';
import { buildAppWithLogs } from '../test/logged-test-app.ts';
import {
  accessTokenFor,
  createTestUser,
  requestContext,
  type TestUser,
} from '../test/test-users.ts';
import { phoneMessages } from './phone-verification.ts';
import { createLogSmsSender, createSmsSender, maskPhone } from './sms-sender.ts';

const secret = 'test-secret-for-phone-codes-0123456789-abc';

describe('the SMS sender', () => {
  it('masks all but the last two digits', () => {
    expect(maskPhone('+91 98765 43210')).toBe('+•• ••••• •••10');
    expect(maskPhone('9876543210')).toBe('••••••••10');
  });

  it('is none without SMS_PROVIDER; the log sender keeps no text in production', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'athcare-sms-'));
    const lines: object[] = [];
    const log = { info: (d: object) => void lines.push(d) };
    expect(createSmsSender({ DATA_DIR: dir, NODE_ENV: 'test' }, log)).toBeNull();
    const sender = createLogSmsSender({ DATA_DIR: dir, NODE_ENV: 'production' }, log);
    await sender.send({ to: '+91 98765 43210', text: 'code 123456', kind: 'verify_phone' });
    expect(await readdir(dir)).toEqual([]);
    expect(lines).toEqual([{ sms: 'verify_phone', to: '+•• ••••• •••10' }]);
    await rm(dir, { recursive: true, force: true });
  });
});

/** Migration 0322: a phone contact verified with a code sent by SMS, with the email code's rules. */
describe.each(testEngines)('phone verification on %s', (engine) => {
  const t = useTestDatabase(engine);
  let app: FastifyInstance;
  let dir: string;
  let logLines: string[];

  const token = (as: TestUser) => accessTokenFor(secret, as);
  const post = async (url: string, payload: object, as?: TestUser) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(as ? { authorization: `Bearer ${await token(as)}` } : {}),
      },
      payload: JSON.stringify(payload),
    });
  const request = (as: TestUser, contactId: number) =>
    post('/api/rpc/request_phone_verification', { contactId }, as);
  const verify = (as: TestUser, contactId: number, code: string) =>
    post('/api/rpc/verify_phone', { contactId, code }, as);
  const phone = async (user: TestUser, value: string) => {
    const [row] = await t.db.query<{ id: number }>(
      `insert into pgusers.contacts (user_id, contact_type, value) values ($1, 'phone', $2) returning id`,
      [user.id, value],
    );
    return row!.id;
  };
  const verified = async (contactId: number) =>
    (
      await t.db.query<{ is_verified: boolean }>(
        'select is_verified from pgusers.contacts where id = $1',
        [contactId],
      )
    )[0]?.is_verified;
  /** The code of the newest SMS to a number, from the development outbox. */
  const smsCode = async (number: string) => {
    const folder = join(dir, 'sms-outbox');
    const digits = number.replace(/\D/g, '');
    const names = (await readdir(folder))
      .filter((n) => n.endsWith(`-${digits}.txt`))
      .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b));
    const text = await readFile(join(folder, names[names.length - 1]!), 'utf8');
    return /code is (\d{6})\./.exec(text)?.[1] ?? '';
  };
  /** Lets the member ask again (the limit is one code a minute). */
  const aMinuteLater = (user: TestUser) =>
    t.db.query(
      `update auth.phone_codes set created_at = created_at - interval '2 minutes' where user_id = $1`,
      [user.id],
    );
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'athcare-phone-'));
    ({ app, logLines } = await buildAppWithLogs(t.db, {
      JWT_SECRET: secret,
      DATA_DIR: dir,
      SMS_PROVIDER: 'log',
      NODE_ENV: 'test',
    }));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends a code by SMS and verifies the contact with it; the log never holds the code', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/phone-verification' })).json()).toEqual({
      available: true,
    });
    const member = await createTestUser(t.db);
    const id = await phone(member, '+91 98765 43210');
    const sent = await request(member, id);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'sent' });
    const code = await smsCode('+91 98765 43210');
    expect(code).toMatch(/^\d{6}$/);
    // Only the HMAC is stored.
    const [row] = await t.db.query<{ code_hash: string }>(
      'select code_hash from auth.phone_codes where contact_id = $1',
      [id],
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);

    // §5 messages, then a wrong code, then the right one.
    const short = await verify(member, id, '12a45');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toBe(messages.otpLength);
    const letters = await verify(member, id, '12a456');
    expect(letters.json<{ message: string }>().message).toBe(messages.otpDigits);
    const bad = await verify(member, id, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(phoneMessages.wrong);
    expect(await verified(id)).toBe(false);
    const ok = await verify(member, id, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phoneVerified: true });
    expect(await verified(id)).toBe(true);
    // Used up; asking again says it is verified and sends nothing.
    expect((await verify(member, id, code)).json<{ message: string }>().message).toBe(
      phoneMessages.expired,
    );
    expect((await request(member, id)).json()).toEqual({ status: 'verified' });

    const log = logLines.join('');
    expect(log).toContain('+•• ••••• •••10');
    expect(log).not.toContain(code);
    expect(log).not.toContain('98765');
  });

  it('one code a minute, five wrong tries lock it, ten minutes expire it, a changed number is unverified', async () => {
    const member = await createTestUser(t.db);
    const id = await phone(member, '98450 11122');
    expect((await request(member, id)).statusCode).toBe(202);
    const again = await request(member, id);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toBe(phoneMessages.wait);

    const code = await smsCode('98450 11122');
    for (let i = 1; i <= 4; i++)
      expect((await verify(member, id, wrong(code))).statusCode).toBe(400);
    const fifth = await verify(member, id, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<{ message: string }>().message).toBe(phoneMessages.locked);
    expect((await verify(member, id, code)).statusCode).toBe(429);
    expect(await verified(id)).toBe(false);

    await aMinuteLater(member);
    expect((await request(member, id)).statusCode).toBe(202);
    const fresh = await smsCode('98450 11122');
    await t.db.query(
      `update auth.phone_codes set expires_at = now() - interval '1 second' where user_id = $1 and used_at is null`,
      [member.id],
    );
    expect((await verify(member, id, fresh)).json<{ message: string }>().message).toBe(
      phoneMessages.expired,
    );

    // A code sent to the old number does not verify a new one; a verified number that changes
    // is no longer verified.
    await aMinuteLater(member);
    expect((await request(member, id)).statusCode).toBe(202);
    const forOld = await smsCode('98450 11122');
    await t.db.asRequest(requestContext(member), (tx) =>
      tx.query(`update pgusers.contacts set value = '98450 99999' where id = $1`, [id]),
    );
    expect((await verify(member, id, forOld)).json<{ message: string }>().message).toBe(
      phoneMessages.expired,
    );
    await t.db.query('update pgusers.contacts set is_verified = true where id = $1', [id]);
    await t.db.asRequest(requestContext(member), (tx) =>
      tx.query(`update pgusers.contacts set value = '98450 88888' where id = $1`, [id]),
    );
    expect(await verified(id)).toBe(false);

    // Five codes an hour at most.
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from auth.phone_codes where user_id = $1',
      [member.id],
    );
    for (let i = n; i < 5; i++) {
      await aMinuteLater(member);
      await t.db.query(
        `insert into auth.phone_codes (user_id, contact_id, phone, code_hash, expires_at, created_at)
         values ($1, $2, 'x', repeat('a', 64), now(), now() - interval '30 minutes')`,
        [member.id, id],
      );
    }
    await aMinuteLater(member);
    expect((await request(member, id)).statusCode).toBe(429);
  });

  it("nobody else can ask for, use or read a member's phone code, nor set verified", async () => {
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    const aPhone = await phone(a, '+91 90000 12345');
    const bEmail = (
      await t.db.query<{ id: number }>(
        `insert into pgusers.contacts (user_id, contact_type, value) values ($1, 'email', 'b@example.in') returning id`,
        [b.id],
      )
    )[0]!.id;
    // B cannot have a code sent to A's phone, nor to an email contact.
    const other = await request(b, aPhone);
    expect(other.statusCode).toBe(404);
    expect((await request(b, bEmail)).statusCode).toBe(404);
    expect(
      (await post('/api/rpc/request_phone_verification', { contactId: aPhone })).statusCode,
    ).toBe(401);

    expect((await request(a, aPhone)).statusCode).toBe(202);
    const code = await smsCode('+91 90000 12345');
    // A's code verifies nothing for B, and B's tries do not spend A's.
    expect((await verify(b, aPhone, code)).json<{ message: string }>().message).toBe(
      phoneMessages.expired,
    );
    expect(await verified(aPhone)).toBe(false);

    // The codes table and the verified flag are out of every member's reach.
    for (const sql of [
      'select * from auth.phone_codes',
      `update pgusers.contacts set is_verified = true where id = ${aPhone}`,
      `insert into pgusers.contacts (user_id, contact_type, value, is_verified) values ('${b.id}', 'phone', '98111 22233', true)`,
    ]) {
      await expect(t.db.asRequest(requestContext(b), (tx) => tx.query(sql))).rejects.toMatchObject({
        code: '42501',
      });
    }
    await expect(
      t.db.asRequest(requestContext(a), (tx) =>
        tx.query(`update pgusers.contacts set is_verified = true where id = $1`, [aPhone]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    expect((await verify(a, aPhone, code)).statusCode).toBe(200);
  });
});
