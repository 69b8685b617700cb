import { z } from 'zod';
import {
  activityLevels,
  activityTypes,
  allergySeverities,
  bloodGroups,
  challengeTargetStored,
  challengeTypes,
  goalMetrics,
  goalPeriods,
  intensities,
  onsetAges,
  vitalSources,
} from './health.schema.ts';

/**
 * The trackers' forms (spec §3 Health), apart from the row schemas in `health.schema.ts`: a form's
 * module loads when the member opens it, and the trackers page builds only the schemas of the rows
 * it shows on its first load (issue #21).
 */

// Optional numbers come from inputs as '' when empty.
const optional = (inner: z.ZodNumber) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v),
    z.coerce.number().pipe(inner).optional(),
  );
const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });
/** A number within [min, max]; a whole one checks that first, so its messages keep their order. */
const bounded = (label: string, min: number, max: number, whole: boolean) => {
  const number = z.number({ error: `${label} must be a number` });
  return (whole ? number.int({ error: 'Must be an integer' }) : number)
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });
};
const int = (label: string, min: number, max: number) => bounded(label, min, max, true);
const dec = (label: string, min: number, max: number) => bounded(label, min, max, false);

export const activityLogFormSchema = z.object({
  activityType: z.enum(activityTypes),
  startedAt: z.string().min(1, { error: 'Start time is required' }),
  durationMinutes: z.coerce.number().pipe(int('Duration', 1, 1440)),
  distanceKm: optional(dec('Distance', 0, 1000)),
  elevationGainM: optional(int('Elevation gain', 0, 20000)),
  steps: optional(int('Steps', 0, 200000)),
  intensity: z.enum(intensities),
});
export type ActivityLogForm = z.input<typeof activityLogFormSchema>;

/** Weight in the user's unit (kg or lb); the hook converts it to kg. */
export const vitalFormSchema = z
  .object({
    systolicMmhg: optional(int('Systolic', 50, 300)),
    diastolicMmhg: optional(int('Diastolic', 20, 200)),
    fastingGlucoseMgDl: optional(int('Fasting glucose', 10, 1000)),
    weight: optional(dec('Weight', 2, 1400)),
    restingHeartRateBpm: optional(int('Resting heart rate', 20, 250)),
    spo2Percent: optional(int('SpO2', 50, 100)),
    source: z.enum(vitalSources),
  })
  .refine((v) => (v.systolicMmhg === undefined) === (v.diastolicMmhg === undefined), {
    error: 'Enter both blood pressure numbers',
    path: ['diastolicMmhg'],
  })
  .refine(
    (v) =>
      v.systolicMmhg === undefined ||
      v.diastolicMmhg === undefined ||
      v.systolicMmhg > v.diastolicMmhg,
    { error: 'Systolic must be above diastolic', path: ['systolicMmhg'] },
  )
  .refine(
    (v) =>
      [v.systolicMmhg, v.fastingGlucoseMgDl, v.weight, v.restingHeartRateBpm, v.spo2Percent].some(
        (x) => x !== undefined,
      ),
    { error: 'Enter at least one reading', path: ['source'] },
  );
export type VitalForm = z.input<typeof vitalFormSchema>;

export const goalFormSchema = z.object({
  metric: z.enum(goalMetrics),
  period: z.enum(goalPeriods),
  target: z.coerce.number().pipe(dec('Target', 0.1, 10000000)),
});
export type GoalForm = z.input<typeof goalFormSchema>;

export const allergyFormSchema = z.object({
  allergyId: z.coerce
    .number({ error: 'Choose an allergen' })
    .pipe(
      z.number().int({ error: 'Must be an integer' }).positive({ error: 'Choose an allergen' }),
    ),
  severity: z.enum(allergySeverities),
  onsetAge: z.union([z.enum(onsetAges), z.literal('')]),
});
export type AllergyForm = z.input<typeof allergyFormSchema>;

/** The health profile form: height in cm or in feet and inches, weight in the user's unit. */
export const healthProfileFormSchema = z.object({
  bloodGroup: z.union([z.enum(bloodGroups), z.literal('')]),
  activityLevel: z.union([z.enum(activityLevels), z.literal('')]),
  heightCm: optional(dec('Height', 40, 272)),
  heightFeet: optional(int('Feet', 1, 8)),
  heightInches: optional(dec('Inches', 0, 11.9)),
  weight: optional(dec('Weight', 2, 1400)),
});
export type HealthProfileForm = z.input<typeof healthProfileFormSchema>;

export const workoutExerciseFormSchema = z
  .object({
    name: requiredText('Exercise name', 80),
    sets: z.coerce.number().pipe(int('Sets', 1, 50)),
    reps: optional(int('Reps', 1, 500)),
    durationSeconds: optional(int('Duration', 1, 7200)),
  })
  .refine((e) => e.reps !== undefined || e.durationSeconds !== undefined, {
    error: 'Give reps or a duration',
    path: ['reps'],
  });
export type WorkoutExerciseForm = z.input<typeof workoutExerciseFormSchema>;

export const workoutTemplateFormSchema = z.object({
  name: requiredText('Name', 80),
  activityType: z.enum(activityTypes),
  intensity: z.enum(intensities),
  plannedMinutes: z.coerce.number().pipe(int('Planned minutes', 1, 1440)),
  exercises: z
    .array(workoutExerciseFormSchema)
    .min(1, { error: 'Add at least one exercise' })
    .max(30, { error: 'A template holds at most 30 exercises' }),
});
export type WorkoutTemplateForm = z.input<typeof workoutTemplateFormSchema>;

/** Finishing a started workout: how long it took, and a distance if there was one. */
export const finishWorkoutFormSchema = z.object({
  durationMinutes: z.coerce.number().pipe(int('Duration', 1, 1440)),
  distanceKm: optional(dec('Distance', 0, 1000)),
});
export type FinishWorkoutForm = z.input<typeof finishWorkoutFormSchema>;

/**
 * The admin's challenge form. The target is entered in km for Distance, in metres for Elevation
 * Gain and as a count for Activity Count; `challengeTargetStored` gives the stored amount.
 */
export const challengeFormSchema = z
  .object({
    title: requiredText('Title', 120),
    description: z
      .string()
      .trim()
      .max(2000, { error: 'Description must be at most 2000 characters' }),
    challengeType: z.enum(challengeTypes),
    target: z.coerce.number().pipe(dec('Target', 0.001, 10000000)),
    startsAt: z.string().min(1, { error: 'Start is required' }),
    endsAt: z.string().min(1, { error: 'End is required' }),
  })
  .superRefine((v, ctx) => {
    const stored = challengeTargetStored(v.challengeType, v.target);
    if (v.challengeType !== 'Distance' && !Number.isInteger(v.target)) {
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'Must be an integer' });
    } else if (stored < 1 || stored > 10000000) {
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message:
          v.challengeType === 'Distance'
            ? 'Target must be between 0.001 and 10000 km'
            : 'Target must be between 1 and 10000000',
      });
    }
    const start = Date.parse(v.startsAt);
    const end = Date.parse(v.endsAt);
    if (Number.isNaN(start)) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'Invalid date format' });
    }
    if (Number.isNaN(end)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Invalid date format' });
    } else if (!Number.isNaN(start) && end <= start) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start',
      });
    } else if (!Number.isNaN(start) && end - start > 366 * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'A challenge lasts at most 366 days',
      });
    }
  });
export type ChallengeForm = z.input<typeof challengeFormSchema>;
