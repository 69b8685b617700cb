import { describe, expect, it } from 'vitest';
import { challengeTargetStored } from './health.schema.ts';
import {
  challengeFormSchema,
  finishWorkoutFormSchema,
  workoutTemplateFormSchema,
} from './health-forms.schema.ts';
import { messagesOf } from './messages-of.ts';

const template = {
  name: ' Leg day ',
  activityType: 'Strength training',
  intensity: 'vigorous',
  plannedMinutes: '40',
  exercises: [
    { name: 'Squats', sets: '4', reps: '10', durationSeconds: '' },
    { name: 'Wall sit', sets: '3', reps: '', durationSeconds: '60' },
  ],
};

describe('workout template forms', () => {
  it('reads exercises in sets of reps or for a duration, trimming names', () => {
    expect(workoutTemplateFormSchema.parse(template)).toEqual({
      name: 'Leg day',
      activityType: 'Strength training',
      intensity: 'vigorous',
      plannedMinutes: 40,
      exercises: [
        { name: 'Squats', sets: 4, reps: 10, durationSeconds: undefined },
        { name: 'Wall sit', sets: 3, reps: undefined, durationSeconds: 60 },
      ],
    });
  });

  it('refuses an exercise without reps or duration, bad counts and an empty plan', () => {
    const one = (e: object) =>
      messagesOf(workoutTemplateFormSchema.safeParse({ ...template, exercises: [e] }));
    expect(one({ name: 'Squats', sets: '3', reps: '', durationSeconds: '' })).toEqual([
      'Give reps or a duration',
    ]);
    expect(one({ name: ' ', sets: '3', reps: '5', durationSeconds: '' })).toEqual([
      'Exercise name is required',
    ]);
    expect(one({ name: 'Squats', sets: '0', reps: '5', durationSeconds: '' })).toEqual([
      'Sets must be at least 1',
    ]);
    expect(one({ name: 'Squats', sets: '3', reps: '501', durationSeconds: '' })).toEqual([
      'Reps must be at most 500',
    ]);
    expect(one({ name: 'Plank', sets: '3', reps: '', durationSeconds: '7201' })).toEqual([
      'Duration must be at most 7200',
    ]);
    expect(messagesOf(workoutTemplateFormSchema.safeParse({ ...template, exercises: [] }))).toEqual(
      ['Add at least one exercise'],
    );
    expect(
      messagesOf(workoutTemplateFormSchema.safeParse({ ...template, plannedMinutes: '1441' })),
    ).toEqual(['Planned minutes must be at most 1440']);
  });

  it('finishes a workout with its minutes and an optional distance', () => {
    expect(finishWorkoutFormSchema.parse({ durationMinutes: '35', distanceKm: '' })).toEqual({
      durationMinutes: 35,
      distanceKm: undefined,
    });
    expect(messagesOf(finishWorkoutFormSchema.safeParse({ durationMinutes: '0' }))).toEqual([
      'Duration must be at least 1',
    ]);
  });
});

describe('the admin challenge form', () => {
  const challenge = {
    title: 'Spring 100 km',
    description: '',
    challengeType: 'Distance',
    target: '100',
    startsAt: '2026-03-01T00:00',
    endsAt: '2026-03-31T23:59',
  };

  it('takes a distance in km and stores metres; counts and climbs as entered', () => {
    const parsed = challengeFormSchema.parse(challenge);
    expect(challengeTargetStored(parsed.challengeType, parsed.target)).toBe(100_000);
    expect(challengeTargetStored('Distance', 2.5)).toBe(2500);
    expect(challengeTargetStored('Activity Count', 12)).toBe(12);
    expect(challengeTargetStored('Elevation Gain', 800)).toBe(800);
  });

  it('refuses an empty title, a fractional count, a window backwards or over 366 days', () => {
    expect(messagesOf(challengeFormSchema.safeParse({ ...challenge, title: '  ' }))).toEqual([
      'Title is required',
    ]);
    expect(
      messagesOf(
        challengeFormSchema.safeParse({
          ...challenge,
          challengeType: 'Activity Count',
          target: '2.5',
        }),
      ),
    ).toEqual(['Must be an integer']);
    expect(messagesOf(challengeFormSchema.safeParse({ ...challenge, target: '10001' }))).toEqual([
      'Target must be between 0.001 and 10000 km',
    ]);
    expect(
      messagesOf(challengeFormSchema.safeParse({ ...challenge, endsAt: '2026-02-28T00:00' })),
    ).toEqual(['The end must be after the start']);
    expect(
      messagesOf(challengeFormSchema.safeParse({ ...challenge, endsAt: '2027-03-03T00:00' })),
    ).toEqual(['A challenge lasts at most 366 days']);
  });
});
