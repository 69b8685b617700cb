import { describe, expect, it } from 'vitest';
import {
  activityLogFormSchema,
  allergyFormSchema,
  goalFormSchema,
  healthProfileFormSchema,
  vitalFormSchema,
} from './health-forms.schema.ts';
import { messagesOf } from './messages-of.ts';

describe('health tracking forms', () => {
  it('reads an activity with blank optional numbers and refuses bad durations', () => {
    const ok = activityLogFormSchema.parse({
      activityType: 'Running',
      startedAt: '2026-11-23T07:30',
      durationMinutes: '20',
      distanceKm: '',
      elevationGainM: '',
      steps: '4000',
      intensity: 'vigorous',
    });
    expect(ok).toMatchObject({ durationMinutes: 20, steps: 4000 });
    expect(ok.distanceKm).toBeUndefined();
    const bad = { activityType: 'Running', startedAt: 'x', intensity: 'light' };
    expect(messagesOf(activityLogFormSchema.safeParse({ ...bad, durationMinutes: '0' }))).toEqual([
      'Duration must be at least 1',
    ]);
    expect(messagesOf(activityLogFormSchema.safeParse({ ...bad, durationMinutes: '2.5' }))).toEqual(
      ['Must be an integer'],
    );
    expect(
      activityLogFormSchema.safeParse({ ...bad, durationMinutes: '5', intensity: 'max' }).success,
    ).toBe(false);
  });

  it('needs one reading, both blood pressure numbers, systolic above diastolic', () => {
    expect(messagesOf(vitalFormSchema.safeParse({ source: 'manual' }))).toEqual([
      'Enter at least one reading',
    ]);
    expect(
      messagesOf(vitalFormSchema.safeParse({ source: 'manual', systolicMmhg: '120' })),
    ).toContain('Enter both blood pressure numbers');
    expect(
      messagesOf(
        vitalFormSchema.safeParse({ source: 'manual', systolicMmhg: '80', diastolicMmhg: '90' }),
      ),
    ).toEqual(['Systolic must be above diastolic']);
    expect(messagesOf(vitalFormSchema.safeParse({ source: 'lab', spo2Percent: '101' }))).toEqual([
      'SpO2 must be at most 100',
    ]);
    expect(vitalFormSchema.parse({ source: 'device', weight: '154.3' })).toMatchObject({
      weight: 154.3,
    });
  });

  it('checks goals, allergies and the health profile', () => {
    expect(
      goalFormSchema.safeParse({ metric: 'sleep', period: 'daily', target: '8' }).success,
    ).toBe(false);
    expect(
      messagesOf(goalFormSchema.safeParse({ metric: 'steps', period: 'daily', target: '0' })),
    ).toEqual(['Target must be at least 0.1']);
    expect(
      messagesOf(
        allergyFormSchema.safeParse({ allergyId: '', severity: 'Sentinel', onsetAge: '' }),
      ),
    ).toEqual(['Choose an allergen']);
    expect(
      allergyFormSchema.safeParse({ allergyId: '3', severity: 'Deadly', onsetAge: '' }).success,
    ).toBe(false);
    expect(
      healthProfileFormSchema.parse({
        bloodGroup: 'O-',
        activityLevel: '',
        heightFeet: '5',
        heightInches: '8.9',
      }),
    ).toMatchObject({ bloodGroup: 'O-', heightFeet: 5, heightInches: 8.9 });
    expect(healthProfileFormSchema.safeParse({ bloodGroup: 'C+', activityLevel: '' }).success).toBe(
      false,
    );
  });
});
