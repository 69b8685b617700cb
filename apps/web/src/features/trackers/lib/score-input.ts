import type { HealthScoreInput } from '@athcare/shared/health-score';
import type { ActivityTotals, MedicalProfile, Vital } from '@athcare/shared/health.schema';

/** The health score's inputs from what the page has read: the latest of each reading. */
export function scoreInput(
  totals: ActivityTotals[],
  profile: MedicalProfile | null,
  vitals: Vital[],
  openAlerts: number,
): HealthScoreInput {
  const latest = <K extends keyof Vital>(key: K) => vitals.find((v) => v[key] !== null)?.[key];
  const bp = vitals.find((v) => v.systolicMmhg !== null && v.diastolicMmhg !== null);
  return {
    weeklyHeartPoints: totals.find((t) => t.period === 'weekly')?.heartPoints ?? 0,
    heightCm: profile?.heightCm ?? null,
    weightKg: (latest('weightKg') as number | undefined) ?? profile?.weightKg ?? null,
    bloodPressure:
      bp?.systolicMmhg != null && bp.diastolicMmhg != null
        ? { systolic: bp.systolicMmhg, diastolic: bp.diastolicMmhg }
        : null,
    fastingGlucoseMgDl: (latest('fastingGlucoseMgDl') as number | undefined) ?? null,
    openAlerts,
  };
}

/** The latest reading of each vital, newest first in `vitals`. */
export function latestVitals(vitals: Vital[]) {
  const find = (pick: (v: Vital) => boolean) => vitals.find(pick) ?? null;
  return {
    bloodPressure: find((v) => v.systolicMmhg !== null),
    glucose: find((v) => v.fastingGlucoseMgDl !== null),
    weight: find((v) => v.weightKg !== null),
    heartRate: find((v) => v.restingHeartRateBpm !== null),
    spo2: find((v) => v.spo2Percent !== null),
  };
}
