import { z } from 'zod';
import { timezones } from './constants.ts';
import { messages } from './messages.ts';

/**
 * Issue #6, appointments: contracts shared by the web app and the server. Everything lives in the
 * pgathcare schema (Accept-Profile / Content-Profile: pgathcare), except questions to doctors
 * (pgpersonnel.ask_personnel). Row schemas describe responses after the API client's
 * snake_case → camelCase conversion; RPC argument names are the snake_case SQL names.
 */
export const APPOINTMENTS_SCHEMA = 'pgathcare';

export const appointmentRpc = {
  getAvailableSlots: 'get_available_slots',
  bookSlot: 'book_slot',
  cancelBooking: 'cancel_booking',
  rescheduleBooking: 'reschedule_booking',
  savePrescription: 'save_prescription',
  getPatientHistory: 'get_patient_history',
} as const;

/** §4 booking statuses. Allowed: pending → booked → completed; pending | booked → cancelled. */
export const bookingStatuses = ['pending', 'booked', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const bookingStatusSchema = z.enum(bookingStatuses);

/** A member may cancel or reschedule until this long before the start; the personnel any time. */
export const MEMBER_CHANGE_CUTOFF_HOURS = 2;
/** get_available_slots answers for at most this many days per call. */
export const AVAILABLE_SLOTS_MAX_DAYS = 63;
/** How far ahead a slot may be booked. */
export const BOOKING_HORIZON_DAYS = 90;

/** §2 Prescription form: the eight medicines. */
export const medicines = [
  'Paracetamol',
  'Ibuprofen',
  'Amoxicillin',
  'Azithromycin',
  'Cetirizine',
  'Metformin',
  'Losartan',
  'Atorvastatin',
] as const;
export type Medicine = (typeof medicines)[number];

/** §3 Booking enquiry types. */
export const bookingTypes = ['Doctor Appointment', 'Lab Test Booking'] as const;
export type BookingType = (typeof bookingTypes)[number];
export const enquiryStatuses = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Texts the server sends (errors) and the forms show; the SQL raises the same strings. */
export const appointmentMessages = {
  slotTaken: 'This slot has just been booked. Please choose another.',
  memberDoubleBooked: 'You already have an appointment at this time.',
  slotInPast: 'This slot is in the past. Please choose another.',
  notOnSchedule: "This time is not on the doctor's schedule. Please choose an available slot.",
  bookingHorizon: `Appointments can be booked up to ${BOOKING_HORIZON_DAYS} days ahead.`,
  bookSelf: 'You cannot book an appointment with yourself.',
  notBookable: 'This doctor is not available for booking.',
  notFound: 'Appointment not found.',
  cutoffPassed: `Appointments can be cancelled or rescheduled only until ${MEMBER_CHANGE_CUTOFF_HOURS} hours before the start. Please contact the clinic.`,
  onlyDoctorCompletes: 'Only the doctor can complete an appointment.',
  completeOnceStarted: 'An appointment can be completed only once it has started.',
  onlyDoctorConfirms: 'Only the doctor can confirm an appointment.',
  final: (status: 'cancelled' | 'completed') =>
    `This appointment is already ${status} and cannot be changed.`,
  sameTime: 'Choose a different time to reschedule.',
  registrationRequired:
    'Add your registration number (a certification with its number) to your profile before writing prescriptions.',
  medicineRequired: `medicines must be one of ${medicines.join(', ')}`,
  frequencyRequired: 'medicines_frequency must be a list of text',
  durationRequired: 'medicine_duration is required',
  answerOnly: 'Only the answer to a question can be changed.',
  contactNo: 'Enter a valid phone number (up to 20 digits).',
  patientNameRequired: 'Patient name is required.',
  preferredDatePast: 'The preferred date cannot be in the past.',
  timeFormat: 'Use 24-hour time HH:MM.',
  invalidTimezone: 'Choose a time zone from the list.',
  windowTooShort: 'The end time must leave room for at least one slot.',
} as const;

const hhmm = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** 'HH:MM' from a form; the database returns 'HH:MM:SS'. */
const timeOfDay = z.string().regex(hhmm, appointmentMessages.timeFormat);
const dbTime = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate);
const timestamp = z.string();
const positiveId = z
  .number(messages.mustBeInteger)
  .int(messages.mustBeInteger)
  .positive(messages.idPositive);

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

/** GET /rpc/get_available_slots?personnel_id=…&from_date=YYYY-MM-DD&to_date=YYYY-MM-DD */
export const availableSlotsArgsSchema = z.object({
  personnel_id: positiveId,
  from_date: isoDate,
  to_date: isoDate,
});
export const availableSlotSchema = z.object({
  startsAt: timestamp,
  endsAt: timestamp,
  centerId: z.number().nullable(),
  timezone: z.string(),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

// ───────────────────────── bookings ─────────────────────────

/** POST /rpc/book_slot */
export const bookSlotInputSchema = z.object({
  personnel_id: positiveId,
  starts_at: timestamp,
  notes: z.string().max(1000).optional(),
});
export type BookSlotInput = z.infer<typeof bookSlotInputSchema>;
export const cancelBookingInputSchema = z.object({
  booking_id: positiveId,
  reason: z.string().max(500).optional(),
});
export type CancelBookingInput = z.infer<typeof cancelBookingInputSchema>;
export const rescheduleBookingInputSchema = z.object({
  booking_id: positiveId,
  new_starts_at: timestamp,
});
export type RescheduleBookingInput = z.infer<typeof rescheduleBookingInputSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  userId: z.string(),
  personnelId: z.number(),
  centerId: z.number().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  timezone: z.string(),
  status: bookingStatusSchema,
  notes: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: timestamp.nullable(),
  completedAt: timestamp.nullable(),
  rescheduledFrom: z.number().nullable(),
  rescheduledTo: z.number().nullable(),
  createdAt: timestamp,
});
export type Booking = z.infer<typeof bookingSchema>;

/** The member's list: GET /bookings?select=… (embeds the doctor, the center, the prescription). */
export const myBookingsSelect =
  '*,personnel:personnel_id(id,name,profile_image,city),center:center_id(id,name,address,city),prescription:prescriptions(*)';

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
