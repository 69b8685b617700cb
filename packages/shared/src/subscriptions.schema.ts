import { z } from 'zod';
import { messages } from './messages.ts';
import { isAtLeastAge } from './profile.schema.ts';

/** Issue #14: subscriptions, family members and cases (spec §3 Subscriptions, Case; §5; §6). */

export const subscriberTypes = ['primary', 'secondary', 'minor', 'managed'] as const;
export type SubscriberType = (typeof subscriberTypes)[number];
export const memberRelations = [
  'spouse',
  'child',
  'parent',
  'sibling',
  'grandparent',
  'grandchild',
  'other',
] as const;
export const quantityUnits = ['days', 'hours', 'visits', 'GB', 'up to', 'none'] as const;
export const allotments = ['per_subscriber', 'per_subscription'] as const;
export const validityUnits = ['years', 'months', 'weeks', 'days'] as const;
export const summaryAuthorTypes = ['Case Manager', 'Subscriber', 'User'] as const;
export const bookedByKinds = [
  'Case Manager',
  'Paramedic',
  'Employee',
  'Subscriber',
  'Personnel',
] as const;
// Where a service is given: the same places a personnel profile offers.
export { serviceLocations } from './personnel-options.ts';
export const caseStatuses = ['open', 'closed'] as const;

export const MINOR_MESSAGE = 'A minor member must be under 18 years old';

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(25, `${label} must be at most 25 characters long.`);

const realDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d <= new Date();
};

/**
 * The add-member form: a secondary member is an adult with their own account (by username); a
 * minor (under 18) or managed (18 or older) member is named here (names 1–25, §5).
 */
export const addMemberInputSchema = z
  .object({
    subscriberType: z.enum(['secondary', 'minor', 'managed']),
    relation: z.enum(memberRelations),
    username: z.string().trim(),
    firstName: z.string().trim(),
    lastName: z.string().trim(),
    dateOfBirth: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.subscriberType === 'secondary') {
      if (!/^[A-Za-z0-9]{3,50}$/.test(v.username)) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: messages.usernameFormat });
      }
      return;
    }
    for (const [key, label] of [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ] as const) {
      const r = name(label).safeParse(v[key]);
      if (!r.success)
        ctx.addIssue({ code: 'custom', path: [key], message: r.error.issues[0]!.message });
    }
    if (!realDay(v.dateOfBirth)) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: messages.invalidDate });
      return;
    }
    const adult = isAtLeastAge(v.dateOfBirth, new Date());
    if (v.subscriberType === 'minor' && adult) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: MINOR_MESSAGE });
    }
    if (v.subscriberType === 'managed' && !adult) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: messages.underage });
    }
  });
export type AddMemberInput = z.infer<typeof addMemberInputSchema>;

/** A case summary entry (§5: title at most 250, brief at most 1500). */
export const caseSummaryInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(250, 'Title must be at most 250 characters long.'),
  brief: z.string().trim().max(1500, 'Brief must be at most 1500 characters long.'),
});
export type CaseSummaryInput = z.infer<typeof caseSummaryInputSchema>;

/** Linking a locker file to a case (the member's own file). */
export const linkCaseFileInputSchema = z.object({
  fileId: z.string().uuid('Choose a file.'),
});
export type LinkCaseFileInput = z.infer<typeof linkCaseFileInputSchema>;

/** The admin's search of past plan grants by member (username or name; at most 100 characters). */
export const planGrantSearchSchema = z.object({
  member: z.string().trim().max(100, 'At most 100 characters.'),
});
export type PlanGrantSearch = z.infer<typeof planGrantSearchSchema>;
