import { z } from 'zod';
import { messages } from './messages.ts';
import { serviceLocations } from './subscriptions.schema.ts';

/**
 * What the care team records on a case (issue #14; §3 Consultation details, Medicine item) and
 * what an admin grants. Apart from subscriptions.schema.ts so that members' pages, which never
 * write these, do not load them.
 */
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters long.`);

/**
 * What a consultation booking gave (§3 Consultation details): where it took place, the
 * prescription (at most 5000), a follow-up day, and call recording URLs (https, at most 10, §5).
 * `callRecordingUrls` is one URL a line, as typed; `toConsultationRow` gives the row.
 */
export const consultationInputSchema = z
  .object({
    serviceBookingDetailId: z.number().int().positive('Choose a booking.'),
    serviceLocation: z.enum(serviceLocations),
    prescription: optionalText('Prescription', 5000),
    followUpOn: z
      .string()
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), messages.invalidDate),
    callRecordingUrls: z.string(),
  })
  .superRefine((v, ctx) => {
    const urls = splitLines(v.callRecordingUrls);
    if (urls.length > 10) {
      ctx.addIssue({
        code: 'custom',
        path: ['callRecordingUrls'],
        message: 'At most 10 call recordings.',
      });
    }
    if (urls.some((u) => !/^https:\/\/\S+$/.test(u) || u.length > 500)) {
      ctx.addIssue({ code: 'custom', path: ['callRecordingUrls'], message: 'Invalid URL format' });
    }
  });
export type ConsultationInput = z.infer<typeof consultationInputSchema>;

function splitLines(text: string) {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** The consultation_details row a valid form gives. */
export function toConsultationRow(v: ConsultationInput) {
  return {
    serviceBookingDetailId: v.serviceBookingDetailId,
    serviceLocation: v.serviceLocation,
    prescription: v.prescription === '' ? null : v.prescription,
    followUpOn: v.followUpOn === '' ? null : `${v.followUpOn}T09:00:00Z`,
    callRecordingUrls: splitLines(v.callRecordingUrls),
  };
}

/**
 * A medicine of a consultation (§3 Medicine item): name 1–100, dosage a whole number 1–10000
 * (optional), frequency as comma-separated times (at most 10, each 1–40), duration and conditions.
 */
export const medicineItemInputSchema = z
  .object({
    medicine: z
      .string()
      .trim()
      .min(1, 'Medicine is required.')
      .max(100, 'Medicine must be at most 100 characters long.'),
    dosage: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 10000), {
        message: 'Dosage must be a whole number from 1 to 10000.',
      }),
    frequency: z.string(),
    duration: optionalText('Duration', 100),
    conditions: optionalText('Conditions', 500),
  })
  .superRefine((v, ctx) => {
    const times = splitList(v.frequency);
    if (times.length > 10 || times.some((t) => t.length > 40)) {
      ctx.addIssue({
        code: 'custom',
        path: ['frequency'],
        message: 'At most 10 times, each at most 40 characters long.',
      });
    }
  });
export type MedicineItemInput = z.infer<typeof medicineItemInputSchema>;

function splitList(text: string) {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The medicine_items row a valid form gives. */
export function toMedicineRow(consultationDetailId: number, v: MedicineItemInput) {
  return {
    consultationDetailId,
    medicine: v.medicine,
    dosage: v.dosage === '' ? null : Number(v.dosage),
    frequency: splitList(v.frequency),
    duration: v.duration === '' ? null : v.duration,
    conditions: v.conditions === '' ? null : v.conditions,
  };
}

/** An admin grants a plan to a member (by username) with an optional case manager. */
export const grantSubscriptionInputSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,50}$/, messages.usernameFormat),
  subscriptionKey: z.string().min(1, 'Choose a plan.'),
  caseManagerId: z.string().refine((v) => v === '' || /^\d+$/.test(v), 'Choose a case manager.'),
});
export type GrantSubscriptionInput = z.infer<typeof grantSubscriptionInputSchema>;
