import { z } from 'zod';

/** Health tracking (issue #15; spec §3 Health, §7 Care schema). Rows come camelCased. */
export const CARE_SCHEMA = 'pgathcare';

export const bloodGroups = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const activityLevels = ['Beginner', 'Medium', 'Advanced', 'Professional'] as const;
export const allergySeverities = [
  'Sentinel',
  'Major',
  'Moderate',
  'Minor',
  'Insignificant',
] as const;
export const allergyPrevalences = ['Common', 'Less Common', 'Rare'] as const;
export const dietaryRestrictions = ['Gluten-Free', 'Dairy-Free', 'Nut-Free', 'Vegan'] as const;
export const onsetAges = ['infant', 'child', 'teen', 'adult', 'senior'] as const;
export const allergenCategories = ['Food', 'Drug', 'Environmental'] as const;
export const vitalSources = ['manual', 'device', 'lab'] as const;
export const activityTypes = [
  'Walking',
  'Running',
  'Cycling',
  'Swimming',
  'Hiking',
  'Yoga',
  'Strength training',
  'Dancing',
  'Sports',
  'Other',
] as const;
export const intensities = ['light', 'moderate', 'vigorous'] as const;
export const goalMetrics = [
  'steps',
  'heart_points',
  'distance',
  'active_minutes',
  'weight',
] as const;
export const goalPeriods = ['daily', 'weekly'] as const;
export const healthAlertRules = [
  'bmi_out_of_range',
  'blood_pressure_high',
  'fasting_glucose_high',
  'allergy_sentinel',
] as const;

export const goalMetricLabels: Record<(typeof goalMetrics)[number], string> = {
  steps: 'Steps',
  heart_points: 'Heart points',
  distance: 'Distance (m)',
  active_minutes: 'Active minutes',
  weight: 'Weight',
};

const num = z.coerce.number();

export const medicalProfileSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  bloodGroup: z.enum(bloodGroups).nullable(),
  heightCm: num.nullable(),
  weightKg: num.nullable(),
  activityLevel: z.enum(activityLevels).nullable(),
});
export type MedicalProfile = z.infer<typeof medicalProfileSchema>;

export const listAllergySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(allergenCategories),
  prevalence: z.enum(allergyPrevalences),
  dietaryRestriction: z.enum(dietaryRestrictions).nullable(),
});
export type ListAllergy = z.infer<typeof listAllergySchema>;

export const allergySchema = z.object({
  id: z.number().int(),
  allergyId: z.number().int(),
  severity: z.enum(allergySeverities),
  onsetAge: z.enum(onsetAges).nullable(),
  listAllergies: z.object({ name: z.string(), category: z.enum(allergenCategories) }).nullable(),
});
export type Allergy = z.infer<typeof allergySchema>;

export const vitalSchema = z.object({
  id: z.number().int(),
  measuredAt: z.string(),
  source: z.enum(vitalSources),
  systolicMmhg: z.number().int().nullable(),
  diastolicMmhg: z.number().int().nullable(),
  fastingGlucoseMgDl: z.number().int().nullable(),
  weightKg: num.nullable(),
  restingHeartRateBpm: z.number().int().nullable(),
  spo2Percent: z.number().int().nullable(),
});
export type Vital = z.infer<typeof vitalSchema>;

export const activityLogSchema = z.object({
  id: z.number().int(),
  activityType: z.enum(activityTypes),
  startedAt: z.string(),
  durationMinutes: z.number().int(),
  distanceM: z.number().int().nullable(),
  elevationGainM: z.number().int().nullable(),
  steps: z.number().int().nullable(),
  intensity: z.enum(intensities),
  heartPoints: z.number().int(),
});
export type ActivityLog = z.infer<typeof activityLogSchema>;

export const goalProgressSchema = z.object({
  goalId: z.number().int(),
  metric: z.enum(goalMetrics),
  period: z.enum(goalPeriods),
  target: num,
  progress: num.nullable(),
  achieved: z.boolean(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** A period's (or a day's) activity, summed. */
const activityAmounts = {
  steps: num,
  heartPoints: num,
  distanceM: num,
  activeMinutes: num,
};

export const activityTotalsSchema = z.object({
  period: z.enum(goalPeriods),
  ...activityAmounts,
});
export type ActivityTotals = z.infer<typeof activityTotalsSchema>;

/** The rule a reading broke, what it says to the member, and the reading. */
const brokenRule = {
  rule: z.enum(healthAlertRules),
  message: z.string(),
  reading: z.string(),
};

export const healthAlertSchema = z.object({
  id: z.number().int(),
  ...brokenRule,
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
});
export type HealthAlert = z.infer<typeof healthAlertSchema>;

// ---- Forms. Optional numbers come from inputs as '' when empty. ----
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

/** Challenges and achievements (spec §3 Health). Distance and Elevation Gain are in metres. */
export const challengeTypes = ['Distance', 'Activity Count', 'Elevation Gain'] as const;
export const participantStatuses = ['Participating', 'Completed', 'Left', 'Incompleted'] as const;
export const achievementKinds = ['Goal achieved', 'General Achievement', 'Challenge Won'] as const;

/** A challenge as the admin page lists it. */
export const challengeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  challengeType: z.enum(challengeTypes),
  target: num,
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A challenge as a member sees it: the challenge, and whether and how far they take part. */
export const myChallengeSchema = challengeSchema.extend({
  joined: z.boolean(),
  status: z.enum(participantStatuses).nullable(),
  showOnLeaderboard: z.boolean(),
  progress: num,
});
export type MyChallenge = z.infer<typeof myChallengeSchema>;

export const leaderboardRowSchema = z.object({
  rank: num,
  username: z.string(),
  progress: num,
  status: z.enum(participantStatuses),
  isMe: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const achievementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(achievementKinds),
  title: z.string(),
  detail: z.string(),
  awardedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** A challenge's amount as people read it: km for distances, m for elevation, a count otherwise. */
export function formatChallengeAmount(
  type: (typeof challengeTypes)[number],
  value: number,
): string {
  if (type === 'Distance') return `${Math.round(value / 100) / 10} km`;
  if (type === 'Elevation Gain') return `${value} m`;
  return `${value} ${value === 1 ? 'activity' : 'activities'}`;
}

/** One day of the trackers' charts (tracker_series): activity totals and the day's vitals. */
export const seriesDaySchema = z.object({
  day: z.string(),
  ...activityAmounts,
  systolicMmhg: num.nullable(),
  diastolicMmhg: num.nullable(),
  fastingGlucoseMgDl: num.nullable(),
  weightKg: num.nullable(),
  restingHeartRateBpm: num.nullable(),
  spo2Percent: num.nullable(),
});
export type SeriesDay = z.infer<typeof seriesDaySchema>;
/** The charts' ranges: a week, a month (30 days) or a year (365 days). */
export const seriesRanges = { week: 7, month: 30, year: 365 } as const;

/** A health flag: a rule the member's latest data breaks now (it clears when back in range). */
export const healthFlagSchema = z.object({
  ...brokenRule,
  since: z.string(),
});
export type HealthFlag = z.infer<typeof healthFlagSchema>;

/**
 * Workout templates (spec §3 Health): a member's reusable plan of exercises, each in sets of reps
 * or for a duration (or both), with the activity type and intensity the workout logs as.
 */
export const workoutExerciseSchema = z.object({
  name: z.string(),
  sets: z.number().int(),
  reps: z.number().int().nullish(),
  durationSeconds: z.number().int().nullish(),
});
export type WorkoutExercise = z.infer<typeof workoutExerciseSchema>;

export const workoutTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  activityType: z.enum(activityTypes),
  intensity: z.enum(intensities),
  plannedMinutes: z.number().int(),
  exercises: z.array(workoutExerciseSchema),
});
export type WorkoutTemplate = z.infer<typeof workoutTemplateSchema>;

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

/** The stored target: metres for Distance (entered in km), else as entered. */
export function challengeTargetStored(
  type: (typeof challengeTypes)[number],
  entered: number,
): number {
  return type === 'Distance' ? Math.round(entered * 1000) : entered;
}
