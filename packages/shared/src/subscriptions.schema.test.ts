import { describe, expect, it } from 'vitest';
import {
  addMemberInputSchema,
  caseSummaryInputSchema,
  MINOR_MESSAGE,
} from './subscriptions.schema.ts';

const born = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 10);
  return d.toISOString().slice(0, 10);
};
const base = { relation: 'child', username: '', firstName: 'Ria', lastName: 'Rao' } as const;
const messages = (v: unknown) => {
  const r = addMemberInputSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('add member (§3, §5)', () => {
  it('a minor is under 18; a managed member is at least 18', () => {
    expect(messages({ ...base, subscriberType: 'minor', dateOfBirth: born(8) })).toEqual([]);
    expect(messages({ ...base, subscriberType: 'minor', dateOfBirth: born(18) })).toEqual([
      MINOR_MESSAGE,
    ]);
    expect(messages({ ...base, subscriberType: 'managed', dateOfBirth: born(17) })).toEqual([
      'Age must be at least 18 years old',
    ]);
    expect(messages({ ...base, subscriberType: 'managed', dateOfBirth: '2020-02-30' })).toEqual([
      'Invalid date format',
    ]);
  });

  it('names are 1–25 characters; a secondary member is named by a valid username', () => {
    expect(
      messages({
        ...base,
        subscriberType: 'minor',
        firstName: 'x'.repeat(26),
        dateOfBirth: born(5),
      }),
    ).toEqual(['First name must be at most 25 characters long.']);
    expect(
      messages({ ...base, subscriberType: 'secondary', username: 'bad name', dateOfBirth: '' }),
    ).toEqual(['Username must only contain letters and numbers (no spaces or special characters)']);
    expect(
      messages({ ...base, subscriberType: 'secondary', username: 'vikram1', dateOfBirth: '' }),
    ).toEqual([]);
  });

  it('a case summary: title at most 250, brief at most 1500', () => {
    expect(caseSummaryInputSchema.safeParse({ title: 'x'.repeat(251), brief: '' }).success).toBe(
      false,
    );
    expect(caseSummaryInputSchema.safeParse({ title: 'ok', brief: 'x'.repeat(1501) }).success).toBe(
      false,
    );
    expect(caseSummaryInputSchema.safeParse({ title: 'ok', brief: 'x'.repeat(1500) }).success).toBe(
      true,
    );
  });
});
