import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  addressFormSchema,
  contactFormSchema,
  isAtLeastAge,
  profileFormSchema,
} from './profile.schema.ts';

const profile = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  dateOfBirth: '',
  gender: '' as const,
};
const errorsOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('profile form schema', () => {
  it('counts age in whole years, the day of the 18th birthday included', () => {
    const today = new Date(2026, 10, 23);
    expect(isAtLeastAge('2008-11-23', today)).toBe(true);
    expect(isAtLeastAge('2008-11-24', today)).toBe(false);
    expect(isAtLeastAge('2008-12-01', today)).toBe(false);
  });

  it('refuses a birth date under 18 with the spec message, and an impossible day', () => {
    const year = new Date().getFullYear();
    expect(
      errorsOf(profileFormSchema.safeParse({ ...profile, dateOfBirth: `${year - 10}-01-01` })),
    ).toEqual([messages.underage]);
    expect(
      errorsOf(profileFormSchema.safeParse({ ...profile, dateOfBirth: '1990-02-30' })),
    ).toEqual([messages.invalidDate]);
    expect(profileFormSchema.safeParse({ ...profile, dateOfBirth: '1990-02-28' }).success).toBe(
      true,
    );
  });

  it('requires first and last name of at most 25 characters', () => {
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, firstName: ' ' }))).toEqual([
      'First name is required.',
    ]);
    expect(errorsOf(profileFormSchema.safeParse({ ...profile, lastName: 'x'.repeat(26) }))).toEqual(
      ['Last name must be at most 25 characters long.'],
    );
  });
});

describe('contact and address schemas', () => {
  it('checks a phone by its type and an email by its', () => {
    const base = { isPrimary: false, isPublic: false };
    expect(
      contactFormSchema.safeParse({ ...base, contactType: 'phone', value: '+91 98765 43210' })
        .success,
    ).toBe(true);
    expect(
      contactFormSchema.safeParse({ ...base, contactType: 'phone', value: 'call me' }).success,
    ).toBe(false);
    expect(
      errorsOf(
        contactFormSchema.safeParse({ ...base, contactType: 'phone', value: '1'.repeat(21) }),
      ),
    ).toEqual(['Phone must be at most 20 characters long.']);
    expect(
      errorsOf(contactFormSchema.safeParse({ ...base, contactType: 'email', value: 'nope' })),
    ).toEqual([messages.invalidEmail]);
  });

  it('takes a 6-digit PIN code and refuses defaults that contradict the address type', () => {
    const address = {
      addressLine1: '12 MG Road',
      societyBlockPocket: '',
      areaSector: '',
      addressLine2: '',
      nearbyLandmark: '',
      city: 'Pune',
      postalCode: '411001',
      addressType: 'shipping' as const,
      isDefaultShipping: true,
      isDefaultBilling: false,
    };
    expect(addressFormSchema.safeParse(address).success).toBe(true);
    expect(addressFormSchema.safeParse({ ...address, postalCode: '011001' }).success).toBe(false);
    expect(errorsOf(addressFormSchema.safeParse({ ...address, isDefaultBilling: true }))).toEqual([
      'A shipping-only address cannot be the default billing address.',
    ]);
  });
});
