import {
  achievementSchema,
  activityLogSchema,
  activityTotalsSchema,
  allergySchema,
  CARE_SCHEMA,
  goalProgressSchema,
  healthAlertSchema,
  healthFlagSchema,
  leaderboardRowSchema,
  listAllergySchema,
  medicalProfileSchema,
  myChallengeSchema,
  seriesDaySchema,
  seriesRanges,
  vitalSchema,
  type WorkoutExercise,
  workoutTemplateSchema,
} from '@athcare/shared/health.schema';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { appTimeZone } from '@/lib/format';

/** Query keys of health tracking (§9 cache area "athcare"). */
export const trackerKeys = {
  all: ['athcare', 'trackers'] as const,
  profile: () => [...trackerKeys.all, 'profile'] as const,
  catalogue: () => [...trackerKeys.all, 'list-allergies'] as const,
  allergies: () => [...trackerKeys.all, 'allergies'] as const,
  vitals: () => [...trackerKeys.all, 'vitals'] as const,
  activity: () => [...trackerKeys.all, 'activity'] as const,
  goals: () => [...trackerKeys.all, 'goals'] as const,
  totals: () => [...trackerKeys.all, 'totals'] as const,
  alerts: () => [...trackerKeys.all, 'alerts'] as const,
  challenges: () => [...trackerKeys.all, 'challenges'] as const,
  leaderboard: (id: number) => [...trackerKeys.all, 'leaderboard', id] as const,
  achievements: () => [...trackerKeys.all, 'achievements'] as const,
  series: (days: number) => [...trackerKeys.all, 'series', days] as const,
  flags: () => [...trackerKeys.all, 'flags'] as const,
  workoutTemplates: () => [...trackerKeys.all, 'workout-templates'] as const,
};

/** The member's time zone: "today" and "this week" are the member's own. */
const timeZone = () => appTimeZone();
const opts = { schema: CARE_SCHEMA } as const;

export const medicalProfileQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.profile(),
    queryFn: async ({ signal }) => {
      const rows = await api.get('/medical_profile', {
        ...opts,
        query: { select: 'id,user_id,blood_group,height_cm,weight_kg,activity_level' },
        result: z.array(medicalProfileSchema),
        signal,
      });
      return rows[0] ?? null;
    },
  });

export const listAllergiesQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.catalogue(),
    queryFn: ({ signal }) =>
      api.get('/list_allergies', {
        ...opts,
        query: { select: 'id,name,category,prevalence,dietary_restriction', order: 'name' },
        result: z.array(listAllergySchema),
        signal,
      }),
  });

export const allergiesQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.allergies(),
    queryFn: ({ signal }) =>
      api.get('/allergies', {
        ...opts,
        query: {
          select: 'id,allergy_id,severity,onset_age,list_allergies(name,category)',
          order: 'id',
        },
        result: z.array(allergySchema),
        signal,
      }),
  });

export const vitalsQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.vitals(),
    queryFn: ({ signal }) =>
      api.get('/vitals', {
        ...opts,
        query: { order: 'measured_at.desc,id.desc', limit: 50 },
        result: z.array(vitalSchema),
        signal,
      }),
  });

export const activityQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.activity(),
    queryFn: ({ signal }) =>
      api.get('/activity_logs', {
        ...opts,
        query: { order: 'started_at.desc,id.desc', limit: 20 },
        result: z.array(activityLogSchema),
        signal,
      }),
  });

export const goalProgressQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.goals(),
    queryFn: ({ signal }) =>
      api.rpc(
        'goal_progress',
        { tz: timeZone() },
        {
          ...opts,
          result: z.array(goalProgressSchema),
          signal,
        },
      ),
  });

export const activityTotalsQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.totals(),
    queryFn: ({ signal }) =>
      api.rpc(
        'activity_totals',
        { tz: timeZone() },
        {
          ...opts,
          result: z.array(activityTotalsSchema),
          signal,
        },
      ),
  });

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.alerts(),
    queryFn: ({ signal }) =>
      api.get('/health_alerts', {
        ...opts,
        query: { acknowledgedAt: 'is.null', order: 'raised_at.desc,id.desc' },
        result: z.array(healthAlertSchema),
        signal,
      }),
  });

export const myChallengesQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.challenges(),
    queryFn: ({ signal }) =>
      api.rpc('my_challenges', {}, { ...opts, result: z.array(myChallengeSchema), signal }),
  });

export const leaderboardQueryOptions = (challengeId: number) =>
  queryOptions({
    queryKey: trackerKeys.leaderboard(challengeId),
    queryFn: ({ signal }) =>
      api.rpc(
        'challenge_leaderboard',
        { pChallengeId: challengeId },
        { ...opts, result: z.array(leaderboardRowSchema), signal },
      ),
  });

/** The charts' data: every day of the range in one request (a year is 365 rows). */
export const seriesQueryOptions = (days: number) =>
  queryOptions({
    queryKey: trackerKeys.series(days),
    queryFn: ({ signal }) =>
      api.rpc(
        'tracker_series',
        { pDays: days, tz: timeZone() },
        { ...opts, result: z.array(seriesDaySchema), signal },
      ),
  });

export const flagsQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.flags(),
    queryFn: ({ signal }) =>
      api.get('/health_flags', {
        ...opts,
        query: { select: 'rule,message,reading,since', order: 'since.desc', limit: 50 },
        result: z.array(healthFlagSchema),
        signal,
      }),
  });

/** The trophy case: the newest 100 achievements. */
export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.achievements(),
    queryFn: ({ signal }) =>
      api.get('/achievements', {
        ...opts,
        query: {
          select: 'id,kind,title,detail,awarded_at',
          order: 'awarded_at.desc,id.desc',
          limit: 100,
        },
        result: z.array(achievementSchema),
        signal,
      }),
  });

/** The member's workout templates (at most 50), by name. */
export const workoutTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: trackerKeys.workoutTemplates(),
    queryFn: ({ signal }) =>
      api.get('/workout_templates', {
        ...opts,
        query: {
          select: 'id,name,activity_type,intensity,planned_minutes,exercises',
          order: 'name,id',
        },
        result: z.array(workoutTemplateSchema),
        signal,
      }),
  });

/** The period the charts show first. */
export const initialSeriesRange: keyof typeof seriesRanges = 'month';

/**
 * Everything the trackers page shows on arrival, for its route's loader: the page then renders
 * once with it, in a transition. Fetched by each section after its first render instead, every
 * answer rendered its section again at once, a task the phone cannot interrupt. Not the allergen
 * catalogue: only the allergy form, loaded when opened, shows it.
 */
export function prefetchTrackersPage(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(medicalProfileQueryOptions()),
    queryClient.prefetchQuery(allergiesQueryOptions()),
    queryClient.prefetchQuery(vitalsQueryOptions()),
    queryClient.prefetchQuery(activityQueryOptions()),
    queryClient.prefetchQuery(goalProgressQueryOptions()),
    queryClient.prefetchQuery(activityTotalsQueryOptions()),
    queryClient.prefetchQuery(alertsQueryOptions()),
    queryClient.prefetchQuery(myChallengesQueryOptions()),
    queryClient.prefetchQuery(seriesQueryOptions(seriesRanges[initialSeriesRange])),
    queryClient.prefetchQuery(flagsQueryOptions()),
    queryClient.prefetchQuery(achievementsQueryOptions()),
    queryClient.prefetchQuery(workoutTemplatesQueryOptions()),
  ]);
}

export const useMedicalProfile = () => useQuery(medicalProfileQueryOptions());
export const useListAllergies = () => useQuery(listAllergiesQueryOptions());
export const useAllergies = () => useQuery(allergiesQueryOptions());
export const useVitals = () => useQuery(vitalsQueryOptions());
export const useActivity = () => useQuery(activityQueryOptions());
export const useGoalProgress = () => useQuery(goalProgressQueryOptions());
export const useActivityTotals = () => useQuery(activityTotalsQueryOptions());
export const useOpenAlerts = () => useQuery(alertsQueryOptions());
export const useMyChallenges = () => useQuery(myChallengesQueryOptions());
export const useLeaderboard = (challengeId: number, enabled: boolean) =>
  useQuery({ ...leaderboardQueryOptions(challengeId), enabled });
export const useAchievements = () => useQuery(achievementsQueryOptions());
export const useHealthFlags = () => useQuery(flagsQueryOptions());
export const useSeries = (days: number) => useQuery(seriesQueryOptions(days));
export const useWorkoutTemplates = () => useQuery(workoutTemplatesQueryOptions());

/** A write that refreshes everything it can change (alerts are raised by the database). */
function useTrackerMutation<A>(fn: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
  });
}

export interface ActivityLogInput {
  activityType: string;
  startedAt: string;
  durationMinutes: number;
  distanceM?: number;
  elevationGainM?: number;
  steps?: number;
  intensity: string;
}
export const useLogActivity = () =>
  useTrackerMutation((input: ActivityLogInput) =>
    api.post('/activity_logs', input, { ...opts, returnRepresentation: false }),
  );

export interface VitalInput {
  source: string;
  systolicMmhg?: number;
  diastolicMmhg?: number;
  fastingGlucoseMgDl?: number;
  weightKg?: number;
  restingHeartRateBpm?: number;
  spo2Percent?: number;
}
export const useRecordVitals = () =>
  useTrackerMutation((input: VitalInput) =>
    api.post('/vitals', input, { ...opts, returnRepresentation: false }),
  );

export interface GoalInput {
  metric: string;
  period: string;
  target: number;
}
/** Sets a goal; setting the same metric and period again changes its target. */
export const useSetGoal = () =>
  useTrackerMutation((input: GoalInput) =>
    api.post('/goals', input, {
      ...opts,
      query: { onConflict: 'user_id,metric,period' },
      headers: { Prefer: 'resolution=merge-duplicates' },
      returnRepresentation: false,
    }),
  );

export const useDeleteGoal = () =>
  useTrackerMutation((id: number) =>
    api.delete('/goals', { ...opts, query: { id: `eq.${id}` }, returnRepresentation: false }),
  );

export interface AllergyInput {
  allergyId: number;
  severity: string;
  onsetAge?: string;
}
export const useAddAllergy = () =>
  useTrackerMutation((input: AllergyInput) =>
    api.post('/allergies', input, { ...opts, returnRepresentation: false }),
  );

export const useRemoveAllergy = () =>
  useTrackerMutation((id: number) =>
    api.delete('/allergies', { ...opts, query: { id: `eq.${id}` }, returnRepresentation: false }),
  );

export const useAcknowledgeAlert = () =>
  useTrackerMutation((id: number) =>
    api.patch(
      '/health_alerts',
      { acknowledgedAt: new Date().toISOString() },
      { ...opts, query: { id: `eq.${id}` }, returnRepresentation: false },
    ),
  );

export interface ProfileInput {
  bloodGroup: string | null;
  heightCm: number | null;
  weightKg: number | null;
  activityLevel: string | null;
}
/** Creates or updates the member's one health profile. */
export const useSaveProfile = () =>
  useTrackerMutation((input: ProfileInput) =>
    api.post('/medical_profile', input, {
      ...opts,
      query: { onConflict: 'user_id' },
      headers: { Prefer: 'resolution=merge-duplicates' },
      returnRepresentation: false,
    }),
  );

/** Joins a challenge (or joins again after leaving), choosing whether to be on its leaderboard. */
export const useJoinChallenge = () =>
  useTrackerMutation(
    ({
      challengeId,
      showOnLeaderboard,
      rejoin,
    }: {
      challengeId: number;
      showOnLeaderboard: boolean;
      rejoin: boolean;
    }) =>
      rejoin
        ? api.patch(
            '/challenge_participants',
            { status: 'Participating', showOnLeaderboard },
            { ...opts, query: { challengeId: `eq.${challengeId}` }, returnRepresentation: false },
          )
        : api.post(
            '/challenge_participants',
            { challengeId, showOnLeaderboard },
            { ...opts, returnRepresentation: false },
          ),
  );

/** Leaves a challenge, or changes whether the member is listed on its leaderboard. */
export const useUpdateParticipation = () =>
  useTrackerMutation(
    ({
      challengeId,
      ...change
    }: {
      challengeId: number;
      status?: 'Left' | 'Participating';
      showOnLeaderboard?: boolean;
    }) =>
      api.patch('/challenge_participants', change, {
        ...opts,
        query: { challengeId: `eq.${challengeId}` },
        returnRepresentation: false,
      }),
  );

export interface WorkoutTemplateInput {
  name: string;
  activityType: string;
  intensity: string;
  plannedMinutes: number;
  exercises: WorkoutExercise[];
}
/** Adds a workout template, or changes the one with `id`. */
export const useSaveWorkoutTemplate = () =>
  useTrackerMutation(({ id, ...input }: WorkoutTemplateInput & { id?: number }) =>
    id === undefined
      ? api.post('/workout_templates', input, { ...opts, returnRepresentation: false })
      : api.patch('/workout_templates', input, {
          ...opts,
          query: { id: `eq.${id}` },
          returnRepresentation: false,
        }),
  );

export const useDeleteWorkoutTemplate = () =>
  useTrackerMutation((id: number) =>
    api.delete('/workout_templates', {
      ...opts,
      query: { id: `eq.${id}` },
      returnRepresentation: false,
    }),
  );

export interface StartWorkoutInput {
  templateId: number;
  startedAt: string;
  durationMinutes: number;
  distanceM?: number;
}
/** Logs a workout done from a template (an activity log naming it; challenges count it). */
export const useStartWorkout = () =>
  useTrackerMutation(({ templateId, startedAt, durationMinutes, distanceM }: StartWorkoutInput) =>
    api.rpc(
      'start_workout',
      {
        pTemplateId: templateId,
        pStartedAt: startedAt,
        pDurationMinutes: durationMinutes,
        ...(distanceM !== undefined && { pDistanceM: distanceM }),
      },
      { ...opts, result: z.number().int() },
    ),
  );
