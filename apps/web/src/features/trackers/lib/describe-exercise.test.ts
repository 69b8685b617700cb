import { describe, expect, it } from 'vitest';
import { describeExercise } from './describe-exercise';

describe('describeExercise', () => {
  it('describes exercises as sets of reps or of a duration', () => {
    expect(describeExercise({ name: 'Squats', sets: 3, reps: 12 })).toBe('Squats: 3 × 12 reps');
    expect(describeExercise({ name: 'Plank', sets: 3, durationSeconds: 45 })).toBe(
      'Plank: 3 × 45 s',
    );
    expect(describeExercise({ name: 'Burpees', sets: 1, reps: 1, durationSeconds: 30 })).toBe(
      'Burpees: 1 × 1 rep, 30 s',
    );
  });
});
