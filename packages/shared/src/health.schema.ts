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

/** The stored target: metres for Distance (entered in km), else as entered. */
export function challengeTargetStored(
  type: (typeof challengeTypes)[number],
  entered: number,
): number {
  return type === 'Distance' ? Math.round(entered * 1000) : entered;
}
