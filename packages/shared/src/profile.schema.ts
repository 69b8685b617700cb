import { z } from 'zod';
import { messages } from './messages.ts';

/** Issue #17: the member's own profile, contacts and addresses (spec §3 Persona/Profile, Contact, Address; §5). */

export const MINIMUM_AGE_YEARS = 18;
export const genders = ['Male', 'Female'] as const;
export const contactTypes = ['phone', 'email'] as const;
export const addressTypes = ['shipping', 'billing', 'shipping and billing'] as const;

const requiredName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(25, `${label} must be at most 25 characters long.`);

/** Whether someone born on `isoDay` (yyyy-mm-dd) is at least 18 on `today`. */
export function isAtLeastAge(isoDay: string, today: Date, years = MINIMUM_AGE_YEARS): boolean {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age >= years;
}

function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A birth date: empty (not given) or a real day on which the person turned 18 by today (§5). */
export const birthDateSchema = z
  .string()
  .refine((v) => v === '' || isRealDay(v), messages.invalidDate)
  .refine((v) => v === '' || !isRealDay(v) || isAtLeastAge(v, new Date()), messages.underage);

/** PATCH pgusers.profile?id=eq.{me}: names, birth date, gender. */
export const profileFormSchema = z.object({
  firstName: requiredName('First name'),
  middleName: z.string().trim().max(25, 'Middle name must be at most 25 characters long.'),
  lastName: requiredName('Last name'),
  dateOfBirth: birthDateSchema,
  gender: z.union([z.enum(genders), z.literal('')]),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** §5: phone at most 20; the database accepts digits with spaces or dashes and an optional +. */
export const PHONE_MAX_LENGTH = 20;
export const phoneFormatMessage =
  'Enter a phone number of 7 to 20 digits (an optional + first; spaces and dashes allowed).';
const phonePattern = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

export const contactFormSchema = z
  .object({
    contactType: z.enum(contactTypes),
    value: z.string().trim().min(1, 'Enter a phone number or an email address.'),
    isPrimary: z.boolean(),
    isPublic: z.boolean(),
  })
  .superRefine((c, ctx) => {
    if (c.contactType === 'phone') {
      if (c.value.length > PHONE_MAX_LENGTH)
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `Phone must be at most ${PHONE_MAX_LENGTH} characters long.`,
        });
      else if (!phonePattern.test(c.value))
        ctx.addIssue({ code: 'custom', path: ['value'], message: phoneFormatMessage });
    } else if (!z.email().safeParse(c.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.invalidEmail });
    }
  });
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** §5: postal code at most 20; an Indian address (the default) takes a 6-digit PIN code. */
export const POSTAL_CODE_MAX_LENGTH = 20;
export const pinCodeMessage = 'PIN code must be 6 digits and cannot start with 0.';
const optionalLine = (label: string) =>
  z.string().trim().max(200, `${label} must be at most 200 characters long.`);

export const addressFormSchema = z
  .object({
    addressLine1: z
      .string()
      .trim()
      .min(1, 'Address line 1 is required.')
      .max(200, 'Address line 1 must be at most 200 characters long.'),
    societyBlockPocket: optionalLine('Society, block or pocket'),
    areaSector: optionalLine('Area or sector'),
    addressLine2: optionalLine('Address line 2'),
    nearbyLandmark: optionalLine('Nearby landmark'),
    city: z
      .string()
      .trim()
      .min(1, 'City is required.')
      .max(100, 'City must be at most 100 characters long.'),
    postalCode: z
      .string()
      .trim()
      .min(1, 'Postal code is required.')
      .max(
        POSTAL_CODE_MAX_LENGTH,
        `Postal code must be at most ${POSTAL_CODE_MAX_LENGTH} characters long.`,
      )
      .regex(/^[1-9][0-9]{5}$/, pinCodeMessage),
    addressType: z.enum(addressTypes),
    isDefaultShipping: z.boolean(),
    isDefaultBilling: z.boolean(),
  })
  .superRefine((a, ctx) => {
    if (a.isDefaultShipping && a.addressType === 'billing')
      ctx.addIssue({
        code: 'custom',
        path: ['isDefaultShipping'],
        message: 'A billing-only address cannot be the default shipping address.',
      });
    if (a.isDefaultBilling && a.addressType === 'shipping')
      ctx.addIssue({
        code: 'custom',
        path: ['isDefaultBilling'],
        message: 'A shipping-only address cannot be the default billing address.',
      });
  });
export type AddressFormValues = z.infer<typeof addressFormSchema>;
