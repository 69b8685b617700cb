import { createHmac, randomInt } from 'node:crypto';
import { sqlFunction } from '../http/sql-function.ts';

/**
 * The 6-digit codes of email verification and password reset (migration 0241). A code is drawn
 * from the CSPRNG; the database keeps only its HMAC-SHA256 under the server's secret, bound to
 * the purpose and to whom it is for (the user id, or the address a reset was asked for), so a
 * copy of the table cannot be tried offline and a code fits nothing else.
 */
export type CodePurpose = 'verify_email' | 'reset_password' | 'verify_phone';

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHash = (secret: string, purpose: CodePurpose, whom: string, code: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${whom.trim().toLowerCase()}:${code}`)
    .digest('hex');

/** What `auth.use_email_code` answers. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'locked';

export const requestEmailVerification = sqlFunction<'sent' | 'wait' | 'verified'>(
  'auth',
  'request_email_verification',
  { code_hash: 'text', subject: 'text', body: 'text' },
);
/** As the service: files a code for a user and queues its mail ('sent' or 'wait'). */
export const fileEmailCode = sqlFunction<'sent' | 'wait'>('auth', 'file_email_code', {
  user_id: 'uuid',
  purpose: 'text',
  email: 'text',
  code_hash: 'text',
  subject: 'text',
  body: 'text',
});
export const verifyEmail = sqlFunction<CodeCheck>('auth', 'verify_email', { code_hash: 'text' });
export const requestPasswordReset = sqlFunction<null>('auth', 'request_password_reset', {
  email: 'text',
  code_hash: 'text',
  subject: 'text',
  body: 'text',
});
export const resetPassword = sqlFunction<CodeCheck>('auth', 'reset_password', {
  email: 'text',
  code_hash: 'text',
  password_hash: 'text',
  ip: 'text',
});

export const verificationMail = (code: string) => ({
  subject: 'Your Athcare verification code',
  body: `Your Athcare verification code is ${code}.\n\nEnter it on the Verify email page within 10 minutes. If you did not ask for it, you can ignore this email.\n`,
});

export const resetMail = (code: string) => ({
  subject: 'Reset your Athcare password',
  body: `Your Athcare password reset code is ${code}.\n\nEnter it on the Reset password page within 10 minutes, with your new password. Every device signed in to your account will be signed out.\n\nIf you did not ask to reset your password, ignore this email: your password stays as it is.\n`,
});
