import { z } from 'zod';
import { timezones } from './constants.ts';
import {
  appointmentMessages,
  bookingSchema,
  bookingStatusSchema,
  bookingTypes,
  enquiryStatuses,
  isoDate,
  type Medicine,
  medicines,
  positiveId,
  timestamp,
} from './booking.schema.ts';
import { messages } from './messages.ts';

// A member's side of the feature (the free slots, a booking and its changes) and the names and
// texts of the whole feature live in booking.schema.ts; they stay part of this contract.
export * from './booking.schema.ts';

/**
 * Issue #6, appointments: contracts shared by the web app and the server. Everything lives in the
 * pgathcare schema (Accept-Profile / Content-Profile: pgathcare), except questions to doctors
 * (pgpersonnel.ask_personnel). Row schemas describe responses after the API client's
 * snake_case → camelCase conversion; RPC argument names are the snake_case SQL names.
 */

const hhmm = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** 'HH:MM' from a form; the database returns 'HH:MM:SS'. */
const timeOfDay = z.string().regex(hhmm, appointmentMessages.timeFormat);
const dbTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);

// ───────────────────────── prescription form (§2, §5) ─────────────────────────

/** A medicine's name, when it is taken and for how long: one rule, told in the words given. */
const medicineChoice = (words: { medicine: string; frequency: string; duration: string }) => ({
  medicines: z.enum(medicines, words.medicine),
  medicinesFrequency: z.array(z.string().trim().min(1).max(50)).min(1, words.frequency),
  medicineDuration: z.string().trim().min(1, words.duration).max(100),
});

/** One medicine of the prescription form (camelCase, as the form holds it). */
export const medicineIntakeItemSchema = z.object({
  medicineId: positiveId,
  ...medicineChoice({
    medicine: appointmentMessages.medicineRequired,
    frequency: appointmentMessages.frequencyRequired,
    duration: appointmentMessages.durationRequired,
  }),
  medicinesDosage: z
    .number(messages.dosageNumber)
    .int(messages.dosageInteger)
    .positive(messages.dosagePositive),
});
export type MedicineIntakeItem = z.infer<typeof medicineIntakeItemSchema>;

/**
 * What the prescription form says to the doctor (issue 20): words, not the wire's field names.
 * The spec's own §5 messages (prescription is required; the dosage's) stay as §5 gives them.
 */
export const prescriptionFormMessages = {
  medicine: 'Choose a medicine from the list.',
  frequency: 'Choose when the medicine is taken (morning, afternoon, evening or night).',
  duration: 'Enter how long the medicine is taken, for example 5 days.',
} as const;

/** A medicine's number: its place in the spec's list (Paracetamol is 1). */
export const medicineNumber = (name: string): number => medicines.indexOf(name as Medicine) + 1;

/** One medicine as the form validates it: the item contract with the form's words. */
export const medicineIntakeFormItemSchema = medicineIntakeItemSchema.extend(
  medicineChoice(prescriptionFormMessages),
);

/** §2 Prescription form (personnel); messages of §5. */
export const prescriptionFormSchema = z.object({
  caseSummary: z.string().max(1500).optional(),
  prescription: z
    .string(messages.prescriptionRequired)
    .trim()
    .min(1, messages.prescriptionRequired)
    .max(5000),
  medicineIntake: z.array(medicineIntakeFormItemSchema).max(50),
  followUpDate: isoDate.optional(),
  followUpTime: timeOfDay.optional(),
});
export type PrescriptionForm = z.infer<typeof prescriptionFormSchema>;

/** POST /rpc/save_prescription body (snake_case on the wire). */
export function savePrescriptionArgs(bookingId: number, form: PrescriptionForm) {
  return {
    booking_id: bookingId,
    case_summary: form.caseSummary ?? null,
    prescription: form.prescription,
    medicine_intake: form.medicineIntake.map((m) => ({
      medicine_id: m.medicineId,
      medicines: m.medicines,
      medicines_frequency: m.medicinesFrequency,
      medicine_duration: m.medicineDuration,
      medicines_dosage: m.medicinesDosage,
    })),
    follow_up_date: form.followUpDate ?? null,
    follow_up_time: form.followUpTime ?? null,
  };
}

export const prescriptionSchema = z.object({
  id: z.number(),
  bookingId: z.number(),
  personnelId: z.number(),
  userId: z.string(),
  prescriberName: z.string(),
  prescriberRegistrationNumber: z.string(),
  prescriberRegulatoryBody: z.string().nullable(),
  caseSummary: z.string().nullable(),
  prescription: z.string(),
  medicineIntake: z.array(medicineIntakeItemSchema),
  followUpDate: isoDate.nullable(),
  followUpTime: dbTime.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Prescription = z.infer<typeof prescriptionSchema>;

// ───────────────────────── availability ─────────────────────────

export const personnelCenterInputSchema = z.object({
  personnelId: positiveId,
  name: z.string().trim().min(1).max(200),
  address: z.string().max(500).optional(),
  city: z.string().max(100).optional(),
});
export type PersonnelCenterInput = z.infer<typeof personnelCenterInputSchema>;
export const personnelCenterSchema = personnelCenterInputSchema.extend({
  id: z.number(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: timestamp,
});
export type PersonnelCenter = z.infer<typeof personnelCenterSchema>;

/** Weekday: ISO numbering, 1 = Monday … 7 = Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const availabilityRuleInputSchema = z
  .object({
    personnelId: positiveId,
    centerId: positiveId.nullable().optional(),
    weekday: z.number().int().min(1).max(7),
    fromTime: timeOfDay,
    toTime: timeOfDay,
    slotDuration: z.number().int().min(5).max(240),
    timezone: z.enum(timezones, appointmentMessages.invalidTimezone).default('Asia/Kolkata'),
  })
  .refine(
    (r) => {
      const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
      return min(r.toTime) - min(r.fromTime) >= r.slotDuration;
    },
    { message: appointmentMessages.windowTooShort, path: ['toTime'] },
  );
export type AvailabilityRuleInput = z.infer<typeof availabilityRuleInputSchema>;
export const availabilityRuleSchema = z.object({
  id: z.number(),
  personnelId: z.number(),
  centerId: z.number().nullable(),
  weekday: z.number(),
  fromTime: dbTime,
  toTime: dbTime,
  slotDuration: z.number(),
  timezone: z.string(),
});
export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;

export const blockedDayInputSchema = z.object({
  personnelId: positiveId,
  day: isoDate,
  reason: z.string().max(200).optional(),
});
export type BlockedDayInput = z.infer<typeof blockedDayInputSchema>;

/** GET /personnel_appointments (the personnel's own bookings with the patient's name, gender, age). */
export const personnelAppointmentSchema = bookingSchema.extend({
  patientFirstName: z.string().nullable(),
  patientLastName: z.string().nullable(),
  patientGender: z.enum(['Male', 'Female']).nullable(),
  patientAge: z.number().nullable(),
  hasPrescription: z.boolean(),
});
export type PersonnelAppointment = z.infer<typeof personnelAppointmentSchema>;

/** POST /rpc/get_patient_history { of_booking_id } (also GET). */
export const patientHistoryItemSchema = z.object({
  bookingId: z.number(),
  startsAt: timestamp,
  endsAt: timestamp,
  timezone: z.string(),
  status: bookingStatusSchema,
  notes: z.string().nullable(),
  prescriptionId: z.number().nullable(),
  caseSummary: z.string().nullable(),
  prescription: z.string().nullable(),
  medicineIntake: z.array(medicineIntakeItemSchema).nullable(),
  followUpDate: isoDate.nullable(),
  followUpTime: dbTime.nullable(),
});
export type PatientHistoryItem = z.infer<typeof patientHistoryItemSchema>;

// ───────────────────────── booking enquiry (§3) ─────────────────────────

/** The /booking-enquiry form (camelCase); POST /booking_enquiries with the keys in snake_case. */
export const bookingEnquiryInputSchema = z.object({
  bookingType: z.enum(bookingTypes),
  contactNo: z
    .string()
    .trim()
    .max(20, appointmentMessages.contactNo)
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, appointmentMessages.contactNo),
  address: z.string().max(500).optional(),
  preferredDate: isoDate.optional(),
  preferredTime: timeOfDay.optional(),
  patientName: z.string().trim().min(1, appointmentMessages.patientNameRequired).max(100),
  patientProblem: z.string().max(2000).optional(),
  labTestId: positiveId.nullable().optional(),
});
export type BookingEnquiryInput = z.infer<typeof bookingEnquiryInputSchema>;

export const bookingEnquirySchema = z.object({
  id: z.number(),
  userId: z.string(),
  bookingType: z.enum(bookingTypes),
  contactNo: z.string(),
  address: z.string().nullable(),
  preferredDate: isoDate.nullable(),
  preferredTime: z.string().nullable(),
  patientName: z.string(),
  patientProblem: z.string().nullable(),
  labTestId: z.number().nullable(),
  status: z.enum(enquiryStatuses),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BookingEnquiry = z.infer<typeof bookingEnquirySchema>;

// ───────────────────────── questions to doctors (pgpersonnel.ask_personnel) ─────────────────────────

/** POST /ask_personnel (Content-Profile: pgpersonnel); asked_by defaults to the caller. */
export const askQuestionInputSchema = z.object({
  profileId: positiveId,
  question: z.string().trim().min(1).max(2000),
  isPublic: z.boolean().optional(),
});
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;
/** PATCH /ask_personnel?id=eq.{id} by the profile's owner: only the answer. */
export const answerQuestionInputSchema = z.object({
  personnelAnswer: z.string().trim().min(1).max(5000),
});
export type AnswerQuestionInput = z.infer<typeof answerQuestionInputSchema>;
