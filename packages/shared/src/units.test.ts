import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  feetInchesToCm,
  formatHeight,
  formatWeight,
  kgToLb,
  lbToKg,
  weightFromKg,
  weightToKg,
} from './units.ts';

const tenths = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

describe('height and weight units', () => {
  it('reads a height entered in ft-in back exactly after storing it in cm', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), tenths(0, 11.9), (feet, inches) => {
        expect(cmToFeetInches(feetInchesToCm({ feet, inches }))).toEqual({ feet, inches });
      }),
    );
  });

  it('reads a weight entered in lb back exactly after storing it in kg (to 0.01)', () => {
    fc.assert(
      fc.property(tenths(5, 1400), (lb) => {
        const kg = weightToKg(lb, 'lb');
        expect(Number.isInteger(Math.round(kg * 100))).toBe(true);
        expect(weightFromKg(kg, 'lb')).toBe(lb);
      }),
    );
  });

  it('keeps kg and cm untouched when they are the chosen units', () => {
    fc.assert(
      fc.property(tenths(2, 635), tenths(40, 272), (kg, cm) => {
        expect(weightFromKg(weightToKg(kg, 'kg'), 'kg')).toBe(kg);
        expect(formatHeight(cm, 'cm')).toBe(`${cm} cm`);
      }),
    );
  });

  it('converts known values', () => {
    expect(kgToLb(70)).toBe(154.3);
    expect(lbToKg(154.3)).toBe(69.99);
    expect(cmToFeetInches(175)).toEqual({ feet: 5, inches: 8.9 });
    expect(cmToFeetInches(182.9)).toEqual({ feet: 6, inches: 0 });
    expect(formatHeight(175, 'ft-in')).toBe('5 ft 8.9 in');
    expect(formatWeight(70, 'lb')).toBe('154.3 lb');
    expect(formatWeight(69.99, 'kg')).toBe('70 kg');
  });
});
