import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * Issue #6, appointments: a member's side of them (the names and texts of the whole feature, the
 * free slots, a booking and its changes), apart from the practice's side in
 * `appointments.schema.ts` (which re-exports these): a doctor's profile page, where a member
 * books, builds only the schemas it reads (issue #21). Row schemas describe responses after the
 * API client's snake_case → camelCase conversion; RPC argument names are the snake_case SQL names.
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

/** The feature's field schemas, shared with `appointments.schema.ts`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate);
export const timestamp = z.string();
export const positiveId = z
  .number(messages.mustBeInteger)
  .int(messages.mustBeInteger)
  .positive(messages.idPositive);

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
