import {
  requestPhoneVerificationInputSchema,
  verifyPhoneInputSchema,
} from '@athcare/shared/auth.schema';
import type { FastifyInstance } from 'fastify';
import { ApiError, httpError } from '../errors/api-error.ts';
import { sqlFunction } from '../http/sql-function.ts';
import { parseBody, refuse, type AuthDeps } from './auth-http.ts';
import { codeHash, newCode, type CodeCheck } from './email-codes.ts';
import type { SmsSender } from './sms-sender.ts';

/** Migration 0322: the phone codes, as the signed-in caller. */
const requestPhoneVerification = sqlFunction<{
  status: 'sent' | 'wait' | 'verified';
  phone: string | null;
}>('auth', 'request_phone_verification', { contact_id: 'integer', code_hash: 'text' });
const verifyPhone = sqlFunction<CodeCheck>('auth', 'verify_phone', {
  contact_id: 'integer',
  code_hash: 'text',
});

/** The code is bound to the member and the contact: it verifies nothing else. */
const phoneCodeHash = (secret: string, userId: string, contactId: number, code: string) =>
  codeHash(secret, 'verify_phone', `${userId}:${contactId}`, code);

export const smsText = (code: string) =>
  `Your Athcare verification code is ${code}. It expires in 10 minutes. Do not share it.`;

export const phoneMessages = {
  signIn: 'Sign in to verify your phone.',
  unavailable: 'Phone verification is not available yet.',
  notSent: 'The SMS could not be sent. Please try again in a minute.',
  wait: 'A code was sent a moment ago. Please wait a minute before asking for another.',
  wrong: 'The code is not correct.',
  locked: 'Too many wrong tries. Ask for a new code.',
  expired: 'The code has expired. Ask for a new one.',
} as const;

export interface PhoneVerificationDeps extends AuthDeps {
  sms: SmsSender | null;
}

/**
 * GET /api/phone-verification — whether phone contacts can be verified (an SMS provider is
 * configured): `{available}`. Public, it says nothing about anyone.
 */
export function phoneVerificationStatusEndpoint(
  app: FastifyInstance,
  { sms }: PhoneVerificationDeps,
) {
  app.get('/api/phone-verification', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send({ available: sms !== null }),
  );
}

/**
 * POST /api/rpc/request_phone_verification {contactId} — signed in: sends a 6-digit code by SMS
 * to one of the member's phone contacts (one a minute, five an hour). 202 `{status: 'sent'}`, or
 * `{status: 'verified'}` when it is verified already; 503 without an SMS provider.
 */
export function requestPhoneVerificationEndpoint(
  app: FastifyInstance,
  { k, config, sms }: PhoneVerificationDeps,
) {
  app.post('/api/rpc/request_phone_verification', async (request, reply) => {
    const caller = await k.signedIn(request, phoneMessages.signIn);
    if (!sms) throw httpError(503, phoneMessages.unavailable, 'sms_unavailable');
    const { contactId } = parseBody(request, requestPhoneVerificationInputSchema, (field) => ({
      contactId: field('contact_id'),
    }));
    const code = newCode();
    const [row] = await k.call(caller, requestPhoneVerification, {
      contact_id: contactId,
      code_hash: phoneCodeHash(config.JWT_SECRET, caller.userId, contactId, code),
    });
    if (row?.status === 'wait') {
      throw new ApiError(429, 'PT429', phoneMessages.wait, null, null, { 'retry-after': '60' });
    }
    if (row?.status === 'sent' && row.phone) {
      try {
        await sms.send({ to: row.phone, text: smsText(code), kind: 'verify_phone' });
      } catch {
        // The code is filed but never arrived: the member asks again after the minute.
        throw httpError(502, phoneMessages.notSent, 'sms_failed');
      }
      return reply.code(202).send({ status: 'sent' });
    }
    return reply.code(200).send({ status: row?.status ?? 'verified' });
  });
}

/**
 * POST /api/rpc/verify_phone {contactId, code} — signed in: with the code sent by SMS the phone
 * contact is verified. A wrong code counts one of 5 tries; an expired or used-up one, or a number
 * changed since, asks for a new code.
 */
export function verifyPhoneEndpoint(app: FastifyInstance, { k, config }: PhoneVerificationDeps) {
  app.post('/api/rpc/verify_phone', async (request) => {
    const caller = await k.signedIn(request, phoneMessages.signIn);
    const { contactId, code } = parseBody(request, verifyPhoneInputSchema, (field) => ({
      contactId: field('contact_id'),
      code: field('code'),
    }));
    const [result] = await k.call(caller, verifyPhone, {
      contact_id: contactId,
      code_hash: phoneCodeHash(config.JWT_SECRET, caller.userId, contactId, code),
    });
    if (result === 'ok') return { phoneVerified: true };
    if (result === 'wrong') throw refuse.invalidInput(phoneMessages.wrong, 'code');
    if (result === 'locked') throw new ApiError(429, 'PT429', phoneMessages.locked, 'code');
    throw refuse.invalidInput(phoneMessages.expired, 'code');
  });
}
