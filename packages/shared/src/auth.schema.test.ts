import { describe, expect, it } from 'vitest';
import { loginInputSchema, otpSchema, registerInputSchema } from './auth.schema.ts';
import { messages } from './messages.ts';

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha01',
  email: 'asha@example.in',
  password: 'long enough',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('registerInputSchema', () => {
  it('accepts a valid registration', () => {
    expect(registerInputSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ email: 'not-an-email' }, messages.invalidEmail],
    [{ username: 'has space' }, messages.usernameFormat],
    [{ username: 'under_score' }, messages.usernameFormat],
    [{ password: 'short' }, messages.passwordTooShort],
  ])('rejects %o with the spec message', (patch, message) => {
    expect(firstMessage(registerInputSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });
  it('bounds names to 1-25 characters and usernames to 3-50', () => {
    expect(registerInputSchema.safeParse({ ...valid, firstName: '' }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...valid, lastName: 'x'.repeat(26) }).success).toBe(
      false,
    );
    expect(registerInputSchema.safeParse({ ...valid, username: 'ab' }).success).toBe(false);
    expect(registerInputSchema.safeParse({ ...valid, username: 'a'.repeat(51) }).success).toBe(
      false,
    );
  });
});

describe('loginInputSchema and otpSchema', () => {
  it('gives the spec messages for missing fields', () => {
    const r = loginInputSchema.safeParse({ identifier: '', password: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      messages.identifierRequired,
      messages.passwordRequired,
    ]);
  });
  it('checks OTP length and digits', () => {
    expect(firstMessage(otpSchema.safeParse('12345'))).toBe(messages.otpLength);
    expect(firstMessage(otpSchema.safeParse('12a456'))).toBe(messages.otpDigits);
    expect(otpSchema.safeParse('123456').success).toBe(true);
  });
});
