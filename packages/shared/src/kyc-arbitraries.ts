/**
 * fast-check generators of valid KYC numbers and of their corruptions, for the property tests on
 * both sides (packages/shared/src/kyc.test.ts and the server's SQL agreement test). Test-only.
 */
import fc from 'fast-check';
import { gstinCheckCharacter, vehicleStateCodes, verhoeffCheckDigit } from './kyc.ts';

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const chars = (set: string, n: number) =>
  fc
    .array(fc.constantFrom(...set.split('')), { minLength: n, maxLength: n })
    .map((a) => a.join(''));

export const validPan = fc
  .tuple(chars(letters, 5), chars(digits, 4), chars(letters, 1))
  .map((p) => p.join(''));

export const validGstinForPan = (pan: string) =>
  fc
    .tuple(fc.integer({ min: 1, max: 38 }), chars(`123456789${letters}`, 1))
    .map(([state, entity]) => {
      const first14 = `${String(state).padStart(2, '0')}${pan}${entity}Z`;
      return first14 + gstinCheckCharacter(first14);
    });

export const validGstin = validPan.chain(validGstinForPan);

export const validCin = fc
  .tuple(
    chars('LU', 1),
    chars(digits, 5),
    chars(letters, 2),
    fc.integer({ min: 1850, max: 2099 }).map(String),
    chars(letters, 3),
    chars(digits, 6),
  )
  .map((p) => p.join(''));

export const validIfsc = fc
  .tuple(chars(letters, 4), chars(letters + digits, 6))
  .map(([bank, branch]) => `${bank}0${branch}`);

export const validAadhaar = fc
  .tuple(chars('23456789', 1), chars(digits, 10))
  .map(([a, b]) => a + b + String(verhoeffCheckDigit(a + b)));

export const validVehicleRegistration = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...vehicleStateCodes),
      fc.integer({ min: 1, max: 99 }).map((n) => String(n).padStart(2, '0')),
      fc.integer({ min: 0, max: 3 }).chain((n) => chars(letters, n)),
      fc.integer({ min: 1, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    )
    .map((p) => p.join('')),
  fc
    .tuple(
      fc.integer({ min: 21, max: 99 }).map(String),
      fc.integer({ min: 1, max: 9999 }).map((n) => String(n).padStart(4, '0')),
      fc.integer({ min: 1, max: 2 }).chain((n) => chars('ABCDEFGHJKLMNPQRSTUVWXYZ', n)),
    )
    .map(([year, number, series]) => `${year}BH${number}${series}`),
);

/** One character replaced by a different one from `set` (the value's length is kept). */
export const substituted = (value: fc.Arbitrary<string>, set = digits + letters) =>
  value.chain((v) =>
    fc
      .tuple(fc.integer({ min: 0, max: v.length - 1 }), fc.constantFrom(...set.split('')))
      .filter(([i, c]) => v.charAt(i) !== c)
      .map(([i, c]) => v.slice(0, i) + c + v.slice(i + 1)),
  );

/** Two neighbouring different characters swapped. */
export const transposed = (value: fc.Arbitrary<string>) =>
  value.chain((v) =>
    fc
      .integer({ min: 0, max: v.length - 2 })
      .filter((i) => v.charAt(i) !== v.charAt(i + 1))
      .map((i) => v.slice(0, i) + v.charAt(i + 1) + v.charAt(i) + v.slice(i + 2)),
  );

/** Any short string of the characters these numbers are made of, valid or not. */
export const anyKycLike = fc.oneof(
  fc.string({ unit: fc.constantFrom(...(digits + letters + ' -').split('')), maxLength: 24 }),
  substituted(validGstin),
  substituted(validAadhaar),
  transposed(validAadhaar),
  substituted(validVehicleRegistration),
);
