import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aadhaarProblem,
  cinProblem,
  gstinPanProblem,
  gstinProblem,
  ifscProblem,
  kycMessages,
  normaliseKyc,
  panProblem,
  vehicleRegistrationProblem,
} from './kyc.ts';
import {
  substituted,
  validAadhaar,
  validCin,
  validGstin,
  validGstinForPan,
  validIfsc,
  validPan,
  validVehicleRegistration,
} from './kyc-arbitraries.ts';

describe('GSTIN', () => {
  it('accepts known real-format numbers', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
  });
  it('accepts every generated number with its computed check character', () => {
    fc.assert(
      fc.property(validGstin, (g) => {
        expect(gstinProblem(g)).toBeNull();
      }),
    );
  });
  it('refuses any one-character change (format or check character)', () => {
    fc.assert(
      fc.property(substituted(validGstin), (g) => {
        expect(gstinProblem(g)).not.toBeNull();
      }),
    );
  });
  it('names the check character when only it is wrong', () => {
    fc.assert(
      fc.property(
        validGstin.chain((g) =>
          fc
            .constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''))
            .filter((c) => c !== g.charAt(14))
            .map((c) => g.slice(0, 14) + c),
        ),
        (g) => {
          expect(gstinProblem(g)).toBe(kycMessages.gstinCheck);
        },
      ),
    );
  });
  it('refuses wrong lengths and lower case with the format message', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(kycMessages.gstinFormat);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(kycMessages.gstinFormat);
    expect(gstinProblem('')).toBe(kycMessages.gstinFormat);
  });
  it('contains its PAN, and no other', () => {
    fc.assert(
      fc.property(
        validPan.chain((pan) => fc.tuple(fc.constant(pan), validGstinForPan(pan), validPan)),
        ([pan, gstin, other]) => {
          expect(gstinPanProblem(gstin, pan)).toBeNull();
          expect(gstinPanProblem(gstin, other)).toBe(other === pan ? null : kycMessages.gstinPan);
        },
      ),
    );
  });
});

describe('PAN, CIN, IFSC', () => {
  it('accept generated valid numbers', () => {
    fc.assert(
      fc.property(validPan, (v) => {
        expect(panProblem(v)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(validCin, (v) => {
        expect(cinProblem(v)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(validIfsc, (v) => {
        expect(ifscProblem(v)).toBeNull();
      }),
    );
  });
  it('refuse a character of the wrong kind or a wrong length', () => {
    // A digit where PAN wants a letter and the reverse.
    fc.assert(
      fc.property(validPan, (v) => {
        expect(panProblem(`1${v.slice(1)}`)).toBe(kycMessages.panFormat);
      }),
    );
    fc.assert(
      fc.property(validPan, (v) => {
        expect(panProblem(v.slice(0, 9))).toBe(kycMessages.panFormat);
      }),
    );
    fc.assert(
      fc.property(validCin, (v) => {
        expect(cinProblem(`X${v.slice(1)}`)).toBe(kycMessages.cinFormat);
      }),
    );
    fc.assert(
      fc.property(validCin, (v) => {
        expect(cinProblem(`${v}1`)).toBe(kycMessages.cinFormat);
      }),
    );
    fc.assert(
      fc.property(validIfsc, (v) => {
        expect(ifscProblem(`${v.slice(0, 4)}1${v.slice(5)}`)).toBe(kycMessages.ifscFormat);
      }),
    );
    fc.assert(
      fc.property(validIfsc, (v) => {
        expect(ifscProblem(v.toLowerCase())).toBe(kycMessages.ifscFormat);
      }),
    );
  });
});

describe('Aadhaar (Verhoeff)', () => {
  it('accepts a known valid number and every generated one', () => {
    expect(aadhaarProblem('234123412346')).toBeNull();
    fc.assert(
      fc.property(validAadhaar, (v) => {
        expect(aadhaarProblem(v)).toBeNull();
      }),
    );
  });
  it('catches every single-digit error', () => {
    fc.assert(
      fc.property(substituted(validAadhaar, '0123456789'), (v) => {
        expect(aadhaarProblem(v)).not.toBeNull();
      }),
    );
  });
  it('catches swaps of neighbouring digits, but for the pairs the standard tables cannot', () => {
    // The standard Verhoeff tables miss swapping 3-9, 4-9 or 6-7 when the right digit of the pair
    // stands 2 (mod 8) places left of the check digit, and catch every other adjacent swap.
    const blind = new Set(['39', '93', '49', '94', '67', '76']);
    fc.assert(
      fc.property(
        validAadhaar.chain((v) =>
          fc
            .integer({ min: 0, max: 10 })
            .filter((i) => v.charAt(i) !== v.charAt(i + 1) && v.charAt(i + 1) >= '2')
            .map((i) => [v, i] as const),
        ),
        ([v, i]) => {
          const swapped = v.slice(0, i) + v.charAt(i + 1) + v.charAt(i) + v.slice(i + 2);
          const missed = blind.has(v.slice(i, i + 2)) && (11 - (i + 1)) % 8 === 2;
          expect(aadhaarProblem(swapped) === null).toBe(missed);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('refuses numbers starting with 0 or 1, and wrong lengths', () => {
    expect(aadhaarProblem('034123412346')).toBe(kycMessages.aadhaarFormat);
    expect(aadhaarProblem('23412341234')).toBe(kycMessages.aadhaarFormat);
    expect(aadhaarProblem('234123412345')).toBe(kycMessages.aadhaarCheck);
  });
});

describe('vehicle registration', () => {
  it('accepts state and Bharat series plates', () => {
    for (const v of [
      'KA01AB1234',
      'DL3CAB1234',
      'MH12DE1433',
      'TN091234',
      '22BH1234AB',
      '21BH0001A',
    ])
      expect(vehicleRegistrationProblem(v)).toBeNull();
    fc.assert(
      fc.property(validVehicleRegistration, (v) => {
        expect(vehicleRegistrationProblem(v)).toBeNull();
      }),
    );
  });
  it('refuses unknown state codes, number 0000, and other shapes', () => {
    for (const v of [
      'XX01AB1234',
      'KA01AB0000',
      'KA01ABCD1234',
      'KA01AB123',
      '22BH1234IO',
      'ka01ab1234',
      '',
    ])
      expect(vehicleRegistrationProblem(v)).toBe(kycMessages.vehicleRegistration);
  });
});

describe('normaliseKyc', () => {
  it('upper-cases and drops spaces, hyphens and dots', () => {
    expect(normaliseKyc(' ka-01 ab.1234 ')).toBe('KA01AB1234');
  });
});
