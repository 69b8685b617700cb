/**
 * Indian KYC identifiers (spec §3 Vendor, Bank details, Identity document; §5 fixed lengths): each
 * check returns null for a valid value or the one message a person reads. The database runs the
 * same checks (pgvendor_private.*_problem in migration 0220, used by CHECK constraints) with the
 * same messages; a server test feeds both generated numbers and compares their answers.
 *
 * Values are checked as stored: upper case, no spaces. Forms normalise with `normaliseKyc` first.
 */

export const kycMessages = {
  gstinFormat:
    'GST number must be 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character.',
  gstinCheck: 'GST number is not valid: its last (check) character does not match.',
  gstinPan: 'GST number must contain the PAN (characters 3 to 12).',
  panFormat: 'PAN must be 10 characters: 5 letters, 4 digits and a letter (like ABCDE1234F).',
  cinFormat: 'Company incorporation number must be 21 characters (like U85110KA2015PTC012345).',
  ifscFormat:
    'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (like HDFC0001234).',
  aadhaarFormat: 'Aadhaar number must be 12 digits and cannot start with 0 or 1.',
  aadhaarCheck: 'Aadhaar number is not valid: its last (check) digit does not match.',
  vehicleRegistration: 'Registration number must be an Indian one, like KA01AB1234 or 22BH1234AB.',
} as const;

/** Upper case without spaces, hyphens or dots: how KYC numbers are typed in and how they are kept. */
export function normaliseKyc(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character of its first 14 characters (mod 36, weights 1 and 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

export function gstinProblem(value: string): string | null {
  if (!GSTIN_PATTERN.test(value)) return kycMessages.gstinFormat;
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) return kycMessages.gstinCheck;
  return null;
}

/** A GSTIN's characters 3–12 are its holder's PAN. */
export function gstinPanProblem(gstin: string, pan: string): string | null {
  return gstin.slice(2, 12) === pan ? null : kycMessages.gstinPan;
}

export function panProblem(value: string): string | null {
  return PAN_PATTERN.test(value) ? null : kycMessages.panFormat;
}

export function cinProblem(value: string): string | null {
  return CIN_PATTERN.test(value) ? null : kycMessages.cinFormat;
}

export function ifscProblem(value: string): string | null {
  return IFSC_PATTERN.test(value) ? null : kycMessages.ifscFormat;
}

// Verhoeff's dihedral-group tables.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 7, 2, 5],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function verhoeff(digits: string, withCheck: boolean): number {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const digit = digits.charCodeAt(n - 1 - i) - 48;
    c = VERHOEFF_D[c]![VERHOEFF_P[(i + (withCheck ? 0 : 1)) % 8]![digit]!]!;
  }
  return c;
}

/** The Verhoeff check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): number {
  return VERHOEFF_INV[verhoeff(digits, false)]!;
}

export function aadhaarProblem(value: string): string | null {
  if (!AADHAAR_PATTERN.test(value)) return kycMessages.aadhaarFormat;
  return verhoeff(value, true) === 0 ? null : kycMessages.aadhaarCheck;
}

/** State and union-territory codes on Indian number plates. */
export const vehicleStateCodes = [
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'DN', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK',
  'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'OR', 'PB', 'PY', 'RJ', 'SK',
  'TN', 'TR', 'TS', 'UK', 'UP', 'WB',
] as const; // prettier-ignore
// State series: KA 01 AB 1234 (series of 0–3 letters); Bharat series: 22 BH 1234 AB. Never 0000.
const VEHICLE_STATE_PATTERN = /^([A-Z]{2})[0-9]{1,2}[A-Z]{0,3}([0-9]{4})$/;
const VEHICLE_BH_PATTERN = /^[0-9]{2}BH([0-9]{4})[A-HJ-NP-Z]{1,2}$/;

export function vehicleRegistrationProblem(value: string): string | null {
  const state = VEHICLE_STATE_PATTERN.exec(value);
  if (state) {
    const known = (vehicleStateCodes as readonly string[]).includes(state[1]!);
    return known && state[2] !== '0000' ? null : kycMessages.vehicleRegistration;
  }
  const bh = VEHICLE_BH_PATTERN.exec(value);
  return bh && bh[1] !== '0000' ? null : kycMessages.vehicleRegistration;
}
