import type { Vital } from '@athcare/shared/health.schema';
import { describe, expect, it } from 'vitest';
import { latestVitals, scoreInput } from './score-input';

const vital = (over: Partial<Vital>): Vital => ({
  id: 1,
  measuredAt: '2026-11-23T10:00:00Z',
  source: 'manual',
  systolicMmhg: null,
  diastolicMmhg: null,
  fastingGlucoseMgDl: null,
  weightKg: null,
  restingHeartRateBpm: null,
  spo2Percent: null,
  ...over,
});

describe('score input', () => {
  it('takes the newest reading of each kind and the weekly heart points', () => {
    const vitals = [
      vital({ id: 3, weightKg: 71 }),
      vital({ id: 2, systolicMmhg: 130, diastolicMmhg: 85, fastingGlucoseMgDl: 99 }),
      vital({ id: 1, systolicMmhg: 150, diastolicMmhg: 95, weightKg: 80 }),
    ];
    const totals = [
      { period: 'daily' as const, steps: 0, heartPoints: 10, distanceM: 0, activeMinutes: 0 },
      { period: 'weekly' as const, steps: 0, heartPoints: 42, distanceM: 0, activeMinutes: 0 },
    ];
    const profile = {
      id: 1,
      userId: 'u',
      bloodGroup: null,
      heightCm: 175,
      weightKg: 90,
      activityLevel: null,
    };
    expect(scoreInput(totals, profile, vitals, 2)).toEqual({
      weeklyHeartPoints: 42,
      heightCm: 175,
      weightKg: 71,
      bloodPressure: { systolic: 130, diastolic: 85 },
      fastingGlucoseMgDl: 99,
      openAlerts: 2,
    });
    expect(scoreInput([], profile, [], 0).weightKg).toBe(90);
    expect(scoreInput([], null, [], 0)).toMatchObject({ weeklyHeartPoints: 0, heightCm: null });
    expect(latestVitals(vitals).bloodPressure?.id).toBe(2);
    expect(latestVitals(vitals).spo2).toBeNull();
  });
});
