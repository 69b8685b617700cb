/**
 * The health score (issue #15): 0–100 from five components. This module is the formula's only
 * home; the web shows its breakdown so a member sees why the score is what it is.
 *
 * | component  | max | full marks                           | partial                          | none            |
 * |------------|-----|--------------------------------------|----------------------------------|-----------------|
 * | activity   | 40  | ≥ 150 heart points this week (WHO)   | 40 × points / 150                | 0 points        |
 * | bmi        | 20  | BMI 18.5–24.9                        | 10 for 17–18.4 or 25–29.9        | < 17 or ≥ 30    |
 * | bloodPres. | 16  | < 120 / < 80 mmHg                    | 8 below 140 / 90                 | ≥ 140 or ≥ 90   |
 * | glucose    | 16  | fasting < 100 mg/dL                  | 8 for 100–125                    | ≥ 126           |
 * | alerts     | 8   | no open alerts                       | 4 with one                       | two or more     |
 *
 * A reading never taken scores half its component ("not measured"), so a new member starts
 * neither at the top nor the bottom. Sleep is not logged yet and not part of the score.
 */

export const WEEKLY_HEART_POINTS_TARGET = 150;

export interface HealthScoreInput {
  weeklyHeartPoints: number;
  heightCm: number | null;
  /** The latest weight (vitals, else the health profile). */
  weightKg: number | null;
  bloodPressure: { systolic: number; diastolic: number } | null;
  fastingGlucoseMgDl: number | null;
  openAlerts: number;
}

export type HealthScoreComponentKey = 'activity' | 'bmi' | 'bloodPressure' | 'glucose' | 'alerts';

export interface HealthScoreComponent {
  key: HealthScoreComponentKey;
  label: string;
  points: number;
  max: number;
  detail: string;
}

export interface HealthScore {
  score: number;
  components: HealthScoreComponent[];
}

const NOT_MEASURED = 'Not measured yet: half marks';

export function bodyMassIndex(heightCm: number, weightKg: number): number {
  return Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10;
}

function activity(points: number): HealthScoreComponent {
  const p = Math.max(0, points);
  return {
    key: 'activity',
    label: 'Activity',
    max: 40,
    points: Math.round(40 * Math.min(p / WEEKLY_HEART_POINTS_TARGET, 1) * 10) / 10,
    detail: `${p} of ${WEEKLY_HEART_POINTS_TARGET} heart points this week`,
  };
}

function bmi(heightCm: number | null, weightKg: number | null): HealthScoreComponent {
  const base = { key: 'bmi', label: 'Body mass index', max: 20 } as const;
  if (heightCm === null || weightKg === null || heightCm <= 0) {
    return { ...base, points: 10, detail: NOT_MEASURED };
  }
  const value = bodyMassIndex(heightCm, weightKg);
  const points = value >= 18.5 && value <= 24.9 ? 20 : value >= 17 && value < 30 ? 10 : 0;
  return { ...base, points, detail: `BMI ${value} (healthy 18.5–24.9)` };
}

function bloodPressure(bp: HealthScoreInput['bloodPressure']): HealthScoreComponent {
  const base = { key: 'bloodPressure', label: 'Blood pressure', max: 16 } as const;
  if (!bp) return { ...base, points: 8, detail: NOT_MEASURED };
  const points =
    bp.systolic < 120 && bp.diastolic < 80 ? 16 : bp.systolic < 140 && bp.diastolic < 90 ? 8 : 0;
  return { ...base, points, detail: `${bp.systolic}/${bp.diastolic} mmHg (best below 120/80)` };
}

function glucose(mgDl: number | null): HealthScoreComponent {
  const base = { key: 'glucose', label: 'Fasting glucose', max: 16 } as const;
  if (mgDl === null) return { ...base, points: 8, detail: NOT_MEASURED };
  const points = mgDl < 100 ? 16 : mgDl < 126 ? 8 : 0;
  return { ...base, points, detail: `${mgDl} mg/dL (best below 100)` };
}

function alerts(open: number): HealthScoreComponent {
  const n = Math.max(0, Math.floor(open));
  return {
    key: 'alerts',
    label: 'Open alerts',
    max: 8,
    points: Math.max(0, 8 - 4 * n),
    detail: n === 0 ? 'No open alerts' : `${n} open alert${n === 1 ? '' : 's'}`,
  };
}

export function healthScore(input: HealthScoreInput): HealthScore {
  const components = [
    activity(input.weeklyHeartPoints),
    bmi(input.heightCm, input.weightKg),
    bloodPressure(input.bloodPressure),
    glucose(input.fastingGlucoseMgDl),
    alerts(input.openAlerts),
  ];
  const total = components.reduce((sum, c) => sum + c.points, 0);
  return { score: Math.min(100, Math.max(0, Math.round(total))), components };
}
