// zod/mini: the login page validates with these schemas on its first load (issue #4).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, selfAssignableRoles } from './constants.ts';
import { messages } from './messages.ts';
import * as z from './zod-mini.ts';

export const emailSchema = z.string().check(z.trim(), z.email(messages.invalidEmail));
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'Username must be at least 3 characters long.'),
    z.maxLength(50, 'Username must be at most 50 characters long.'),
    z.regex(/^[A-Za-z0-9]+$/, messages.usernameFormat),
  );
const nameSchema = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(25, `${label} must be at most 25 characters long.`),
    );
/** The server refuses the most common passwords (a blocklist, no composition rules). */
export const passwordTooCommonMessage = 'This password is too common. Choose a less common one.';
/** Login failure: the same words for an unknown account and a wrong password. */
export const invalidCredentialsMessage = 'Invalid login credentials';
export const accountDisabledMessage = 'This account is disabled.';

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
    z.maxLength(
      PASSWORD_MAX_LENGTH,
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    ),
  );

/** POST /rpc/register (spec §7): names, username, email, password → uuid. */
export const registerInputSchema = z.object({
  firstName: nameSchema('First name'),
  middleName: z.pipe(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(25, 'Middle name must be at most 25 characters long.')),
    ),
    z.transform((v) => (v ? v : undefined)),
  ),
  lastName: nameSchema('Last name'),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /rpc/login: identifier is an email or a username. */
export const loginInputSchema = z.object({
  identifier: z.string().check(z.trim(), z.minLength(1, messages.identifierRequired)),
  password: z.string().check(z.minLength(1, messages.passwordRequired)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sessionUserSchema = z.object({
  id: z.string().check(z.uuid()),
  firstName: z.string(),
  middleName: z.optional(z.nullable(z.string())),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  appRoles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResultSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  authId: z.string(),
  user: sessionUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const refreshResultSchema = z.object({ accessToken: z.string() });

export const addMyRolesInputSchema = z.object({
  rolesToAdd: z.array(z.enum(selfAssignableRoles)).check(z.minLength(1)),
});
export type AddMyRolesInput = z.infer<typeof addMyRolesInputSchema>;
/** add_my_roles answers with the caller's app roles after the change. */
export const addMyRolesResultSchema = z.array(z.string());

/** POST /rpc/change_password (bearer token): every session of the user ends. */
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, messages.passwordRequired)),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const checkEmailTakenInputSchema = z.object({ email: z.string() });
export const checkUsernameTakenInputSchema = z.object({ username: z.string() });
export const takenResultSchema = z.boolean();

export const personaDetailsInputSchema = z.object({
  profileId: z.string().check(z.uuid(messages.invalidUuid)),
});
/** get_persona_details_by_profile_id: null for an unknown or inactive profile. */
export const personaDetailsSchema = z.nullable(
  z.object({
    firstName: z.string(),
    middleName: z.nullable(z.string()),
    lastName: z.string(),
    username: z.string(),
  }),
);
export type PersonaDetails = z.infer<typeof personaDetailsSchema>;

export const myPermissionsSchema = z.nullable(z.array(z.string()));

export const otpSchema = z
  .string()
  .check(z.length(6, messages.otpLength), z.regex(/^[0-9]+$/, messages.otpDigits));

/** POST /rpc/verify_email: the 6-digit code emailed to the member (spec §5 messages). */
export const verifyEmailInputSchema = z.object({ code: otpSchema });
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

/** POST /rpc/request_phone_verification: one of the member's phone contacts. */
export const requestPhoneVerificationInputSchema = z.object({
  contactId: z.int().check(z.positive()),
});
export type RequestPhoneVerificationInput = z.infer<typeof requestPhoneVerificationInputSchema>;

/** POST /rpc/verify_phone: the contact and the 6-digit code sent to it by SMS (§5 messages). */
export const verifyPhoneInputSchema = z.object({
  contactId: z.int().check(z.positive()),
  code: otpSchema,
});
export type VerifyPhoneInput = z.infer<typeof verifyPhoneInputSchema>;

/** POST /rpc/request_password_reset: the same answer whether or not the address has an account. */
export const requestPasswordResetInputSchema = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

/** POST /rpc/reset_password: the address, the emailed code and the new password. */
export const resetPasswordInputSchema = z.object({
  email: emailSchema,
  code: otpSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** What the server answers for any address asking for a reset code. */
export const passwordResetRequestedMessage =
  'If an account uses this address, we have emailed it a code. It expires in 10 minutes.';
/** A wrong, used or expired reset code, or an address without an account: one answer. */
export const resetCodeRefusedMessage = 'The code is not correct or has expired.';
