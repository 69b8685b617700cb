/**
 * The personnel directory's option lists (spec §3 Personnel, §5): part of the personnel contract
 * (personnel.schema.ts re-exports them), kept free of zod so that the explore routes' search
 * validation, which loads with every page, can import them without the personnel schemas.
 */

export const genders = ['Male', 'Female'] as const;
export type Gender = (typeof genders)[number];

/** Seeded personnel types (pgpersonnel.personnel_types.slug). */
export const personnelTypeSlugs = [
  'doctor',
  'dentist',
  'physiotherapist',
  'nutritionist',
  'psychologist',
  'nurse',
] as const;
export type PersonnelTypeSlug = (typeof personnelTypeSlugs)[number];

/** Languages offered as directory filters. */
export const personnelLanguages = [
  'Hindi',
  'English',
  'Tamil',
  'Telugu',
  'Bengali',
  'Marathi',
  'Kannada',
  'Malayalam',
  'Gujarati',
  'Punjabi',
  'Odia',
  'Assamese',
  'Urdu',
] as const;

/** Orders of pgpersonnel.search_doctors (the directory's sort). */
export const doctorSortOptions = ['relevance', 'fee', 'fee_desc', 'experience', 'rating'] as const;
export type DoctorSort = (typeof doctorSortOptions)[number];

/** Where a service is given (a personnel profile's places; a subscription's care records). */
export const serviceLocations = [
  'Online',
  'Home',
  'Hospital',
  'Clinic',
  'Studio',
  'Club',
  'Centre',
] as const;
