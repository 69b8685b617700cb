import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyMassIndex, healthScore, type HealthScoreInput } from './health-score.ts';

const best: HealthScoreInput = {
  weeklyHeartPoints: 150,
  heightCm: 175,
  weightKg: 70,
  bloodPressure: { systolic: 115, diastolic: 75 },
  fastingGlucoseMgDl: 90,
  openAlerts: 0,
};
const worst: HealthScoreInput = {
  weeklyHeartPoints: 0,
  heightCm: 170,
  weightKg: 120,
  bloodPressure: { systolic: 160, diastolic: 100 },
  fastingGlucoseMgDl: 200,
  openAlerts: 5,
};
const points = (input: HealthScoreInput) =>
  Object.fromEntries(healthScore(input).components.map((c) => [c.key, c.points]));

describe('health score', () => {
  it('is 100 at best and 0 at worst, and its components add up to their maxima', () => {
    expect(healthScore(best).score).toBe(100);
    expect(healthScore(worst).score).toBe(0);
    expect(healthScore(best).components.reduce((s, c) => s + c.max, 0)).toBe(100);
  });

  it('scores an unmeasured member half on each reading', () => {
    const fresh = healthScore({
      weeklyHeartPoints: 0,
      heightCm: null,
      weightKg: null,
      bloodPressure: null,
      fastingGlucoseMgDl: null,
      openAlerts: 0,
    });
    expect(fresh.score).toBe(0 + 10 + 8 + 8 + 8);
  });

  it('changes at each band edge', () => {
    expect(points({ ...best, weeklyHeartPoints: 75 }).activity).toBe(20);
    expect(points({ ...best, weeklyHeartPoints: 1000 }).activity).toBe(40);
    expect(points({ ...best, weeklyHeartPoints: -5 }).activity).toBe(0);
    // BMI 18.5 and 24.9 are healthy; 18.4 and 25.0 are not.
    expect(bodyMassIndex(100, 18.5)).toBe(18.5);
    expect(points({ ...best, heightCm: 100, weightKg: 18.5 }).bmi).toBe(20);
    expect(points({ ...best, heightCm: 100, weightKg: 24.9 }).bmi).toBe(20);
    expect(points({ ...best, heightCm: 100, weightKg: 18.4 }).bmi).toBe(10);
    expect(points({ ...best, heightCm: 100, weightKg: 25 }).bmi).toBe(10);
    expect(points({ ...best, heightCm: 100, weightKg: 29.9 }).bmi).toBe(10);
    expect(points({ ...best, heightCm: 100, weightKg: 30 }).bmi).toBe(0);
    expect(points({ ...best, heightCm: 100, weightKg: 16.9 }).bmi).toBe(0);
    expect(points({ ...best, bloodPressure: { systolic: 119, diastolic: 79 } }).bloodPressure).toBe(
      16,
    );
    expect(points({ ...best, bloodPressure: { systolic: 120, diastolic: 79 } }).bloodPressure).toBe(
      8,
    );
    expect(points({ ...best, bloodPressure: { systolic: 139, diastolic: 89 } }).bloodPressure).toBe(
      8,
    );
    expect(points({ ...best, bloodPressure: { systolic: 140, diastolic: 60 } }).bloodPressure).toBe(
      0,
    );
    expect(points({ ...best, bloodPressure: { systolic: 110, diastolic: 90 } }).bloodPressure).toBe(
      0,
    );
    expect(points({ ...best, fastingGlucoseMgDl: 99 }).glucose).toBe(16);
    expect(points({ ...best, fastingGlucoseMgDl: 100 }).glucose).toBe(8);
    expect(points({ ...best, fastingGlucoseMgDl: 125 }).glucose).toBe(8);
    expect(points({ ...best, fastingGlucoseMgDl: 126 }).glucose).toBe(0);
    expect(points({ ...best, openAlerts: 1 }).alerts).toBe(4);
    expect(points({ ...best, openAlerts: 2 }).alerts).toBe(0);
  });

  it('stays within 0–100 and never drops when activity rises', () => {
    const input = fc.record({
      weeklyHeartPoints: fc.integer({ min: 0, max: 2000 }),
      heightCm: fc.option(fc.integer({ min: 40, max: 272 }), { nil: null }),
      weightKg: fc.option(fc.integer({ min: 2, max: 635 }), { nil: null }),
      bloodPressure: fc.option(
        fc.record({
          systolic: fc.integer({ min: 50, max: 300 }),
          diastolic: fc.integer({ min: 20, max: 200 }),
        }),
        { nil: null },
      ),
      fastingGlucoseMgDl: fc.option(fc.integer({ min: 10, max: 1000 }), { nil: null }),
      openAlerts: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 300 }), (i, more) => {
        const { score } = healthScore(i);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        const higher = healthScore({ ...i, weeklyHeartPoints: i.weeklyHeartPoints + more }).score;
        expect(higher).toBeGreaterThanOrEqual(score);
      }),
    );
  });
});
