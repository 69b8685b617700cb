import type { WorkoutExercise } from '@athcare/shared/health.schema';

/** "3 × 12 reps", "3 × 45 s", "3 × 10 reps, 30 s". */
export function describeExercise(e: WorkoutExercise): string {
  const amounts = [
    e.reps != null && `${e.reps} ${e.reps === 1 ? 'rep' : 'reps'}`,
    e.durationSeconds != null && `${e.durationSeconds} s`,
  ].filter(Boolean);
  return `${e.name}: ${e.sets} × ${amounts.join(', ')}`;
}
