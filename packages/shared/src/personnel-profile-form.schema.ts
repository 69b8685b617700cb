import { z } from 'zod';
import { genders, personnelLanguages } from './personnel-options.ts';
import {
  CITY_MAX,
  OFFICE_ADDRESS_MAX,
  OFFICE_NAME_MAX,
  PERSONNEL_BIO_MAX,
  PERSONNEL_NAME_MAX,
  serviceLocations,
  STATE_MAX,
} from './personnel.schema.ts';

/**
 * The personnel's own profile editor (/dashboard/personnel/profile): one schema per tab, parsing
 * what the form holds (text; blank means "not given") into the body the data API takes. The
 * spec's §5 limits and messages; the database enforces the same limits.
 */

/** A blank text field is "not given". */
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const text = (max: number, label: string) =>
  z.preprocess(
    blank,
    z.string().trim().max(max, `${label} must be at most ${max} characters long.`).optional(),
  );
const requiredText = (max: number, label: string) =>
  z.preprocess(
    (v) => blank(v) ?? '',
    z
      .string()
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters long.`),
  );
const year = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ message: `${label} must be a year.` })
      .int(`${label} must be a year.`)
      .min(1940, `${label} must be between 1940 and 2100.`)
      .max(2100, `${label} must be between 1940 and 2100.`)
      .optional(),
  );
const rupees = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ message: `${label} must be an amount in rupees.` })
      .min(0, `${label} cannot be negative.`)
      .max(10_000_000, `${label} is too large.`)
      .optional(),
  );
const endNotBeforeStart = (v: { startYear?: number; endYear?: number }) =>
  v.endYear === undefined || v.startYear === undefined || v.endYear >= v.startYear;
const endMessage = { message: 'End year cannot be before the start year.', path: ['endYear'] };

export const NATIONALITY_MAX = 60;

/** About: name, gender, bio, city, experience, nationality, consultation fee. */
export const profileAboutFormSchema = z.object({
  name: requiredText(PERSONNEL_NAME_MAX, 'Name'),
  gender: z.preprocess(blank, z.enum(genders).optional()),
  bio: text(PERSONNEL_BIO_MAX, 'Bio'),
  city: text(CITY_MAX, 'City'),
  totalExperienceYears: z.preprocess(
    blank,
    z.coerce
      .number({ message: 'Experience must be a number of years.' })
      .int('Experience must be a whole number of years.')
      .min(0, 'Experience must be between 0 and 80 years.')
      .max(80, 'Experience must be between 0 and 80 years.')
      .optional(),
  ),
  nationality: text(NATIONALITY_MAX, 'Nationality'),
  fee: rupees('Consultation fee'),
});
export type ProfileAboutForm = z.infer<typeof profileAboutFormSchema>;

/** Creating the profile: the type and the name (the rest is edited tab by tab). */
export const createProfileFormSchema = z.object({
  personnelTypeId: z.coerce
    .number({ message: 'Choose your profession.' })
    .int('Choose your profession.')
    .positive('Choose your profession.'),
  name: requiredText(PERSONNEL_NAME_MAX, 'Name'),
});
export type CreateProfileForm = z.infer<typeof createProfileFormSchema>;

export const profileLanguagesFormSchema = z.object({
  languagesSpoken: z
    .array(z.enum(personnelLanguages))
    .min(1, 'Choose at least one language you consult in.'),
});
export const profileConsultModesFormSchema = z.object({
  serviceLocations: z
    .array(z.enum(serviceLocations))
    .min(1, 'Choose at least one way you consult.'),
});

/** The photo: a web address of an image (https). */
export const profilePhotoFormSchema = z.object({
  profileImage: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .url('Invalid URL format')
      .max(1000, 'The address must be at most 1000 characters long.')
      .refine((url) => url.startsWith('https://'), 'Use an https:// address.')
      .optional(),
  ),
});

export const specializationFormSchema = z.object({
  specializationId: z.coerce
    .number({ message: 'Choose a specialization.' })
    .int('Choose a specialization.')
    .positive('Choose a specialization.'),
});

export const serviceFormSchema = z.object({
  serviceId: z.coerce
    .number({ message: 'Choose a service.' })
    .int('Choose a service.')
    .positive('Choose a service.'),
  price: rupees('Price'),
  discount: z.preprocess(
    blank,
    z.coerce
      .number({ message: 'Discount must be a percentage.' })
      .min(0, 'Discount must be between 0 and 100 percent.')
      .max(100, 'Discount must be between 0 and 100 percent.')
      .optional(),
  ),
});

export const officeHistoryFormSchema = z
  .object({
    officeName: requiredText(OFFICE_NAME_MAX, 'Office name'),
    officeType: text(50, 'Office type'),
    designation: text(100, 'Designation'),
    officeAddress: text(OFFICE_ADDRESS_MAX, 'Office address'),
    city: text(CITY_MAX, 'City'),
    state: text(STATE_MAX, 'State'),
    startYear: z.preprocess(
      (v) => blank(v) ?? '',
      z.coerce
        .number()
        .int('Start year must be a year.')
        .min(1940, 'Start year must be between 1940 and 2100.')
        .max(2100, 'Start year must be between 1940 and 2100.'),
    ),
    endYear: year('End year'),
  })
  .refine(endNotBeforeStart, endMessage);

export const educationFormSchema = z
  .object({
    degree: requiredText(100, 'Degree'),
    fieldOfStudy: text(150, 'Field of study'),
    institution: requiredText(255, 'Institution'),
    university: text(255, 'University'),
    city: text(CITY_MAX, 'City'),
    startYear: year('Start year'),
    endYear: year('End year'),
  })
  .refine(endNotBeforeStart, endMessage);

export const certificationFormSchema = z.object({
  name: requiredText(200, 'Certification'),
  regulatoryBody: text(200, 'Regulatory body'),
  certificationNumber: text(50, 'Registration number'),
  issuedYear: year('Year issued'),
});

export const awardFormSchema = z.object({
  title: requiredText(255, 'Award'),
  awardedBy: text(255, 'Awarded by'),
  year: year('Year'),
});

export const publicationFormSchema = z.object({
  title: requiredText(500, 'Title'),
  journal: text(255, 'Journal'),
  year: year('Year'),
  url: z.preprocess(blank, z.string().trim().url('Invalid URL format').max(1000).optional()),
});

/** What a profile needs before it can be published (the database checks the same). */
export interface PublishableProfile {
  name: string;
  bio: string | null;
  city: string | null;
  fee: string | number | null;
  languagesSpoken: readonly string[];
  serviceLocations: readonly string[];
  specializations: readonly unknown[];
  certifications: readonly { certificationNumber: string | null }[];
}

export const publishRequirementMessages = {
  bio: 'a bio (About)',
  city: 'your city (About)',
  fee: 'your consultation fee (About)',
  specialization: 'a specialization (Specializations)',
  language: 'a language (Languages)',
  consultMode: 'a consult mode (Consult modes)',
  registration: 'a certification with its registration number (Certifications)',
} as const;

/** The parts still missing before publishing, in the editor's tab order; empty when ready. */
export function missingForPublishing(profile: PublishableProfile): string[] {
  const m = publishRequirementMessages;
  const missing: string[] = [];
  if (!profile.bio?.trim()) missing.push(m.bio);
  if (!profile.city?.trim()) missing.push(m.city);
  if (profile.fee === null || profile.fee === '') missing.push(m.fee);
  if (profile.specializations.length === 0) missing.push(m.specialization);
  if (profile.languagesSpoken.length === 0) missing.push(m.language);
  if (profile.serviceLocations.length === 0) missing.push(m.consultMode);
  if (!profile.certifications.some((c) => c.certificationNumber?.trim()))
    missing.push(m.registration);
  return missing;
}

/** The message when publishing is refused (also the database's). */
export const publishRefusedMessage = (missing: readonly string[]) =>
  `Complete your profile before publishing: add ${missing.join(', ')}.`;
