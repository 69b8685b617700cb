import { z } from 'zod';
import { numeric } from './numeric.schema.ts';
import { RATING_MAX, RATING_MIN } from './constants.ts';
import { genders } from './personnel-options.ts';
import { specializationSchema } from './personnel-directory.schema.ts';

/**
 * Personnel contracts (spec §3 Personnel, §5, §7 Personnel schema; schema pgpersonnel).
 * The API client converts response keys to camelCase and request keys to snake_case, so these
 * schemas are camelCase; select strings and RPC names below are the wire (snake_case) forms.
 */

// The directory's schemas and its option lists live in modules of their own (a directory page and
// a route's search validation import them alone); they stay part of this contract.
export * from './personnel-directory.schema.ts';
export {
  type DoctorSort,
  doctorSortOptions,
  type Gender,
  genders,
  personnelLanguages,
  type PersonnelTypeSlug,
  personnelTypeSlugs,
  serviceLocations,
} from './personnel-options.ts';

export const offeredServiceTypes = ['Procedure', 'Service'] as const;
export const contactTypes = ['phone', 'email'] as const;
export const timeFormats = ['12h', '24h'] as const;

export const PERSONNEL_NAME_MAX = 100;
export const PERSONNEL_BIO_MAX = 1500;
export const OFFICE_NAME_MAX = 255;
export const OFFICE_ADDRESS_MAX = 500;
export const STATE_MAX = 100;

/**
 * §7 full-profile GET: GET /api/profile?id=eq.{id}&select=… (or user_id=eq.{uuid}) with
 * Accept-Profile: pgpersonnel and Accept: application/vnd.pgrst.object+json (or limit=1).
 */
export const personnelFullProfileSelect = [
  '*',
  'type:personnel_types(*)',
  'specializations:personnel_specializations(*,specialization:specializations(*,department:departments(*)))',
  'services:personnel_services(*,info:offered_services(*))',
  'certifications(*)',
  'education(*)',
  'work_experience(*)',
  'awards(*)',
  'publications(*)',
  'contact_assignments(*)',
  'address_assignments(*)',
  'ask_personnel(*)',
  'kyp(*)',
  'reviews(*)',
  'time_slots:appointment_time_assignments(*,slot:time_slots(*))',
].join(',');

/** §7 profile lists and single lookups: GET /api/profile?…&select= this. */
export const personnelProfileSelect = '*,type:personnel_types(*)';

const id = z.number().int().positive();
const ts = z.string();

export const personnelTypeSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type PersonnelType = z.infer<typeof personnelTypeSchema>;

/** Where a profile stands with the admins' verification (migration 0140). */
export const verificationStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** A profile row as §7 reads it (id, user_id, personnel_type_id, primary_specialization_id, type). */
export const personnelProfileSchema = z.object({
  id,
  userId: z.string().uuid().nullable(),
  personnelTypeId: id,
  primarySpecializationId: id.nullable(),
  name: z.string(),
  gender: z.enum(genders).nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  profileCover: z.string().nullable(),
  nationality: z.string().nullable(),
  languagesSpoken: z.array(z.string()),
  totalExperienceYears: z.number().int().nullable(),
  serviceLocations: z.array(z.string()),
  city: z.string().nullable(),
  fee: numeric.nullable(),
  ratingAvg: numeric,
  ratingCount: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
  isPublished: z.boolean(),
  // Listed only once verified; the owner reads the admin's reason for a rejection.
  verificationStatus: z.enum(verificationStatuses).optional(),
  verificationNote: z.string().nullable().optional(),
  verificationRequestedAt: ts.nullable().optional(),
  verifiedAt: ts.nullable().optional(),
  createdAt: ts,
  updatedAt: ts,
  deletedAt: ts.nullable(),
  type: personnelTypeSchema.optional(),
});
export type PersonnelProfile = z.infer<typeof personnelProfileSchema>;

const child = { id, profileId: id };

export const workExperienceSchema = z.object({
  ...child,
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  officeType: z.string().nullable(),
  officeName: z.string(),
  officeAddress: z.string().nullable(),
  designation: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export const educationSchema = z.object({
  ...child,
  degree: z.string(),
  fieldOfStudy: z.string().nullable(),
  institution: z.string(),
  university: z.string().nullable(),
  city: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export const certificationSchema = z.object({
  ...child,
  name: z.string(),
  regulatoryBody: z.string().nullable(),
  certificationNumber: z.string().nullable(),
  issuedYear: z.number().int().nullable(),
  isVerified: z.boolean(),
});
export const awardSchema = z.object({
  ...child,
  title: z.string(),
  awardedBy: z.string().nullable(),
  year: z.number().int().nullable(),
});
export const publicationSchema = z.object({
  ...child,
  title: z.string(),
  journal: z.string().nullable(),
  year: z.number().int().nullable(),
  url: z.string().nullable(),
});
export const contactAssignmentSchema = z.object({
  ...child,
  contactType: z.enum(contactTypes),
  value: z.string(),
  isPrimary: z.boolean(),
  isPublic: z.boolean(),
  isVerified: z.boolean(),
});
export const addressAssignmentSchema = z.object({
  ...child,
  label: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  areaSector: z.string().nullable(),
  nearbyLandmark: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: numeric.nullable(),
  longitude: numeric.nullable(),
  isPrimary: z.boolean(),
  isPublic: z.boolean(),
});
export const reviewSchema = z.object({
  ...child,
  userId: z.string().uuid().nullable(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  review: z.string().nullable(),
  byName: z.string().nullable(),
  reviewedAt: ts,
});
export const askPersonnelSchema = z.object({
  ...child,
  askedBy: z.string().uuid().nullable(),
  question: z.string(),
  autoAnswer: z.string().nullable(),
  personnelAnswer: z.string().nullable(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  answeredAt: ts.nullable(),
});
export const kypSchema = z.object({
  ...child,
  key: z.string(),
  value: z.string(),
  sortOrder: z.number().int(),
});
export const offeredServiceSchema = z.object({
  id,
  type: z.enum(offeredServiceTypes),
  name: z.string(),
  departmentId: id.nullable(),
  detail: z.string().nullable(),
  priceGeneral: numeric.nullable(),
  priceGeneralUnit: z.string().nullable(),
  approvedAt: ts.nullable(),
});
export const personnelServiceSchema = z.object({
  ...child,
  serviceId: id,
  price: numeric.nullable(),
  costPrice: numeric.nullable(),
  discount: numeric,
  info: offeredServiceSchema.optional(),
});
export const timeSlotSchema = z.object({
  id,
  fromTimeTwentyfour: z.string(),
  toTimeTwentyfour: z.string(),
  timezone: z.string(),
});
export const appointmentTimeAssignmentSchema = z.object({
  ...child,
  timeSlotId: id,
  slotDuration: z.number().int(),
  timeFormat: z.enum(timeFormats),
  branchId: z.number().int().nullable(),
  slot: timeSlotSchema.optional(),
});
export const personnelSpecializationSchema = z.object({
  ...child,
  specializationId: id,
  isPrimary: z.boolean(),
  specialization: specializationSchema.optional(),
});

/** The response of the full-profile GET (personnelFullProfileSelect), camelCased. */
export const personnelFullProfileSchema = personnelProfileSchema.extend({
  type: personnelTypeSchema,
  specializations: z.array(personnelSpecializationSchema),
  services: z.array(personnelServiceSchema),
  certifications: z.array(certificationSchema),
  education: z.array(educationSchema),
  workExperience: z.array(workExperienceSchema),
  awards: z.array(awardSchema),
  publications: z.array(publicationSchema),
  contactAssignments: z.array(contactAssignmentSchema),
  addressAssignments: z.array(addressAssignmentSchema),
  askPersonnel: z.array(askPersonnelSchema),
  kyp: z.array(kypSchema),
  reviews: z.array(reviewSchema),
  timeSlots: z.array(appointmentTimeAssignmentSchema),
});
export type PersonnelFullProfile = z.infer<typeof personnelFullProfileSchema>;

/** Asking a doctor (issue 20): the database enforces the same limits. */
export const QUESTION_MAX = 1000;
export const QUESTIONS_PER_HOUR = 5;
export const questionMessages = {
  required: 'Question is required.',
  tooLong: `Your question must be at most ${QUESTION_MAX} characters long.`,
  rateLimited: `You have asked ${QUESTIONS_PER_HOUR} questions in the last hour. Please try again later.`,
  self: 'You cannot ask yourself a question.',
} as const;

export const askPersonnelInputSchema = z.object({
  profileId: id,
  question: z
    .string()
    .trim()
    .min(1, questionMessages.required)
    .max(QUESTION_MAX, questionMessages.tooLong),
  tags: z.array(z.string()).optional(),
  isPublic: z.boolean().optional(),
});

/** Messages of pgpersonnel.review_personnel_verification (migration 0140). */
export const verificationMessages = {
  reasonRequired: 'Give a reason for the rejection.',
  reasonTooLong: 'The reason can be at most 500 characters.',
} as const;
export const VERIFICATION_REASON_MAX = 500;

/** An admin's rejection of a profile waiting for verification: the reason the owner reads. */
export const verificationRejectionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, verificationMessages.reasonRequired)
    .max(VERIFICATION_REASON_MAX, verificationMessages.reasonTooLong),
});
export type VerificationRejection = z.infer<typeof verificationRejectionSchema>;
