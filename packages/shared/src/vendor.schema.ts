import { z } from 'zod';
import { numeric } from './numeric.schema.ts';
import {
  aadhaarProblem,
  cinProblem,
  gstinPanProblem,
  gstinProblem,
  ifscProblem,
  normaliseKyc,
  panProblem,
  vehicleRegistrationProblem,
} from './kyc.ts';
import { ambulanceTypes, phoneSchema } from './ambulance.schema.ts';

/**
 * Vendors (spec §3 Vendor, Bank details, Identity document, Hospital booking, Ambulance type; §5):
 * the form and server contracts, with the KYC checks of kyc.ts (the database runs the same ones).
 */

export const identityDocumentTypes = [
  'Adhaar Card',
  'Pan card',
  'Company CIN',
  'GST Certificate',
  'License',
] as const;
export type IdentityDocumentType = (typeof identityDocumentTypes)[number];

export const bankAccountTypes = ['Savings', 'Current'] as const;

export const admissionTypes = [
  'long duration booking',
  'short duration booking',
  'Emergency care',
  'ICU',
  'OPD',
] as const;
export type AdmissionType = (typeof admissionTypes)[number];

export const hospitalBookingStatuses = ['booked', 'pending', 'cancelled', 'completed'] as const;
export const vendorVerificationStatuses = [
  'unverified',
  'pending',
  'verified',
  'rejected',
] as const;

/** A KYC field: normalised (upper case, no spaces), then checked with its message. */
const kyc = (problem: (v: string) => string | null) =>
  z
    .string()
    .transform(normaliseKyc)
    .superRefine((v, ctx) => {
      const message = problem(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

export const gstNumberSchema = kyc(gstinProblem);
export const panNumberSchema = kyc(panProblem);
export const cinSchema = kyc(cinProblem);
export const ifscSchema = kyc(ifscProblem);
export const aadhaarSchema = kyc(aadhaarProblem);
export const vehicleRegistrationSchema = kyc(vehicleRegistrationProblem);

const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** An Indian postal address's PIN code (branches, hospitals). */
const pinCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code.');

/** A contact phone that may be left empty (stored as null). */
const optionalPhoneSchema = z
  .union([phoneSchema, z.literal('')])
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const vendorBusinessInputSchema = z
  .object({
    legalBusinessName: requiredText('Legal business name', 200),
    companyIncorporationNumber: z
      .string()
      .transform(normaliseKyc)
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .superRefine((v, ctx) => {
        const message = v === null ? null : cinProblem(v);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    gstNumber: gstNumberSchema,
    panNumber: panNumberSchema,
    logo: z
      .union([z.url('Invalid URL format').max(500), z.literal('')])
      .transform((v) => (v === '' ? null : v))
      .nullable(),
    termsAccepted: z.boolean(),
    fireSafetyCertified: z.boolean(),
    biomedicalWasteAuthorised: z.boolean(),
    nabhAccredited: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (gstinProblem(v.gstNumber) || panProblem(v.panNumber)) return;
    const message = gstinPanProblem(v.gstNumber, v.panNumber);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['gstNumber'] });
  });
export type VendorBusinessInput = z.input<typeof vendorBusinessInputSchema>;
export type VendorBusiness = z.output<typeof vendorBusinessInputSchema>;

export const vendorSchema = z.object({
  id: z.number().int(),
  ownerId: z.string(),
  legalBusinessName: z.string(),
  companyIncorporationNumber: z.string().nullable(),
  gstNumber: z.string(),
  panNumber: z.string(),
  logo: z.string().nullable(),
  termsAccepted: z.boolean(),
  fireSafetyCertified: z.boolean(),
  biomedicalWasteAuthorised: z.boolean(),
  nabhAccredited: z.boolean(),
  verificationStatus: z.enum(vendorVerificationStatuses),
  verificationNote: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  addedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const branchInputSchema = z.object({
  name: z.string().trim().min(1, 'Branch name is required.').max(200),
  addressLine1: z.string().trim().min(1, 'Address line 1 is required.').max(500),
  societyBlockPocket: optionalText(255),
  areaSector: optionalText(255),
  addressLine2: optionalText(500),
  nearbyLandmark: optionalText(255),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  postalCode: pinCodeSchema,
  phone: optionalPhoneSchema,
  isPrimary: z.boolean(),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export const branchSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  name: z.string(),
  addressLine1: z.string(),
  societyBlockPocket: z.string().nullable(),
  areaSector: z.string().nullable(),
  addressLine2: z.string().nullable(),
  nearbyLandmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;

export const driverInputSchema = z.object({
  name: requiredText('Name', 100),
  adhaarNumber: aadhaarSchema,
  phone: phoneSchema,
});
export type DriverInput = z.input<typeof driverInputSchema>;

export const driverSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  name: z.string(),
  adhaarNumber: z.string(),
  phone: z.string(),
  isActive: z.boolean(),
});
export type Driver = z.infer<typeof driverSchema>;

export const ambulanceInputSchema = z.object({
  registrationNumber: vehicleRegistrationSchema,
  ambulanceType: z.enum(ambulanceTypes, 'Choose the ambulance type.'),
  branchId: z.number().int().positive().nullable(),
  driverId: z.number().int().positive().nullable(),
  isAvailable: z.boolean(),
});
export type AmbulanceInput = z.input<typeof ambulanceInputSchema>;

export const ambulanceSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  branchId: z.number().int().nullable(),
  driverId: z.number().int().nullable(),
  registrationNumber: z.string(),
  ambulanceType: z.enum(ambulanceTypes),
  isAvailable: z.boolean(),
  latitude: numeric.nullable(),
  longitude: numeric.nullable(),
  paramedicId: z.string().nullable(),
});
export type Ambulance = z.infer<typeof ambulanceSchema>;

/** The vendor places an ambulance and names its paramedic (migration 0225). */
export const ambulanceCrewInputSchema = z
  .object({
    paramedicAccount: z.string().trim().max(255),
    latitude: z.string().trim(),
    longitude: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    const lat = v.latitude === '' ? null : Number(v.latitude);
    const lng = v.longitude === '' ? null : Number(v.longitude);
    if ((lat === null) !== (lng === null))
      ctx.addIssue({
        code: 'custom',
        message: 'Give both latitude and longitude, or neither.',
        path: ['longitude'],
      });
    if (lat !== null && !(lat >= -90 && lat <= 90))
      ctx.addIssue({
        code: 'custom',
        message: 'Latitude is between -90 and 90.',
        path: ['latitude'],
      });
    if (lng !== null && !(lng >= -180 && lng <= 180))
      ctx.addIssue({
        code: 'custom',
        message: 'Longitude is between -180 and 180.',
        path: ['longitude'],
      });
  });
export type AmbulanceCrewInput = z.infer<typeof ambulanceCrewInputSchema>;

export const bankDetailsInputSchema = z.object({
  bankName: z.string().trim().min(1, 'Bank name is required.').max(100),
  bankHolderName: z.string().trim().min(1, 'Account holder name is required.').max(100),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{9,18}$/, 'Account number must be 9 to 18 digits.')),
  bankAccountType: z.enum(bankAccountTypes, 'Choose Savings or Current.'),
  bankIfscCode: ifscSchema,
});
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;

/** Bank details as read: the account number masked (its last four digits). */
export const bankDetailsSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  bankName: z.string(),
  bankHolderName: z.string(),
  accountNumberLast4: z.string(),
  bankAccountType: z.enum(bankAccountTypes),
  bankIfscCode: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** A document number checked by its type's rule (§5: document number; the KYC formats). */
export function documentNumberProblem(type: IdentityDocumentType, value: string): string | null {
  switch (type) {
    case 'Adhaar Card':
      return aadhaarProblem(value);
    case 'Pan card':
      return panProblem(value);
    case 'Company CIN':
      return cinProblem(value);
    case 'GST Certificate':
      return gstinProblem(value);
    case 'License':
      return /^[A-Z0-9/-]{1,30}$/.test(value)
        ? null
        : 'A licence number is 1 to 30 letters, digits, / or -.';
  }
}

export const identityDocumentInputSchema = z
  .object({
    documentType: z.enum(identityDocumentTypes, 'Choose the document type.'),
    documentNumber: z.string().transform(normaliseKyc),
    fileIds: z.array(z.uuid()).max(5, 'At most 5 files per document.'),
  })
  .superRefine((v, ctx) => {
    const message = documentNumberProblem(v.documentType, v.documentNumber);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['documentNumber'] });
  });
export type IdentityDocumentInput = z.input<typeof identityDocumentInputSchema>;

export const identityDocumentSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  documentType: z.enum(identityDocumentTypes),
  documentNumber: z.string(),
  fileIds: z.array(z.string()),
  status: z.enum(['pending', 'verified', 'rejected']),
  isVerified: z.boolean(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

export const vendorDocumentQueueItemSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  legalBusinessName: z.string(),
  gstNumber: z.string(),
  panNumber: z.string(),
  companyIncorporationNumber: z.string().nullable(),
  documentType: z.enum(identityDocumentTypes),
  documentNumber: z.string(),
  fileIds: z.array(z.string()),
  createdAt: z.string(),
});
export type VendorDocumentQueueItem = z.infer<typeof vendorDocumentQueueItemSchema>;

export const documentReviewInputSchema = z
  .object({ approve: z.boolean(), reason: z.string().trim().max(500, 'At most 500 characters.') })
  .refine((v) => v.approve || v.reason.length > 0, {
    message: 'Give a reason for the rejection.',
    path: ['reason'],
  });

export const hospitalBookingInputSchema = z
  .object({
    roomId: z.number().int().positive(),
    admissionType: z.enum(admissionTypes, 'Choose the admission type.'),
    admissionAt: z.iso.datetime({ offset: true, message: 'Invalid date format' }),
    dischargeAt: z.iso.datetime({ offset: true, message: 'Invalid date format' }).nullable(),
    patientName: requiredText('Patient name', 100),
    contactPhone: phoneSchema,
    notes: z.string().trim().max(1000, 'At most 1000 characters.'),
  })
  .refine((v) => v.dischargeAt === null || Date.parse(v.dischargeAt) > Date.parse(v.admissionAt), {
    message: 'Discharge must be after admission.',
    path: ['dischargeAt'],
  });
export type HospitalBookingInput = z.input<typeof hospitalBookingInputSchema>;

export const hospitalBookingSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  hospitalId: z.number().int(),
  roomId: z.number().int(),
  admissionType: z.enum(admissionTypes),
  admissionAt: z.string(),
  dischargeAt: z.string().nullable(),
  patientName: z.string(),
  contactPhone: z.string(),
  notes: z.string().nullable(),
  bookingStatus: z.enum(hospitalBookingStatuses),
  cancellationReason: z.string().nullable(),
  amountPaise: numeric,
  createdAt: z.string(),
});
export type HospitalBooking = z.infer<typeof hospitalBookingSchema>;

export const hospitalInputSchema = z.object({
  name: z.string().trim().min(1, 'Hospital name is required.').max(200),
  hospitalType: optionalText(50),
  description: optionalText(3000),
  addressLine1: z.string().trim().min(1, 'Address line 1 is required.').max(500),
  areaSector: optionalText(255),
  city: z.string().trim().min(1, 'City is required.').max(100),
  state: z.string().trim().min(1, 'State is required.').max(100),
  postalCode: pinCodeSchema,
  phone: optionalPhoneSchema,
  emergency24x7: z.boolean(),
  isPublished: z.boolean(),
});
export type HospitalInput = z.input<typeof hospitalInputSchema>;

/** §5 Hospital rooms: capacity positive, availableRooms non-negative (and never above capacity). */
export const hospitalRoomInputSchema = z
  .object({
    roomType: z.string().trim().min(1, 'Room type is required.').max(100),
    capacity: z
      .number('Capacity must be a number.')
      .int('Must be an integer')
      .positive('Capacity must be positive.'),
    availableRooms: z
      .number('Available rooms must be a number.')
      .int('Must be an integer')
      .nonnegative('Available rooms cannot be negative.'),
    basePrice: z
      .number('Base price must be a number.')
      .nonnegative('Base price cannot be negative.')
      .max(10_000_000)
      .refine(
        (v) =>
          Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
        'At most 2 decimals.',
      ),
  })
  .refine((v) => v.availableRooms <= v.capacity, {
    message: 'Available rooms cannot exceed capacity.',
    path: ['availableRooms'],
  });
export type HospitalRoomInput = z.input<typeof hospitalRoomInputSchema>;
