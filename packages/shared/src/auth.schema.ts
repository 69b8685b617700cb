import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, selfAssignableRoles } from './constants.ts';
import { messages } from './messages.ts';

export const emailSchema = z.string().trim().email(messages.invalidEmail);
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters long.')
  .max(50, 'Username must be at most 50 characters long.')
  .regex(/^[A-Za-z0-9]+$/, messages.usernameFormat);
const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(25, `${label} must be at most 25 characters long.`);
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

/** POST /rpc/register (spec §7): names, username, email, password → uuid. */
export const registerInputSchema = z.object({
  firstName: nameSchema('First name'),
  middleName: z
    .string()
    .trim()
    .max(25, 'Middle name must be at most 25 characters long.')
    .optional()
    .transform((v) => (v ? v : undefined)),
  lastName: nameSchema('Last name'),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** POST /rpc/login: identifier is an email or a username. */
export const loginInputSchema = z.object({
  identifier: z.string().trim().min(1, messages.identifierRequired),
  password: z.string().min(1, messages.passwordRequired),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  middleName: z.string().nullable().optional(),
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
  rolesToAdd: z.array(z.enum(selfAssignableRoles)).min(1),
});

export const otpSchema = z
  .string()
  .length(6, messages.otpLength)
  .regex(/^[0-9]+$/, messages.otpDigits);
