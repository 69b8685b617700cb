import { z } from 'zod';
import { RATING_MAX } from './constants.ts';
import { numeric } from './numeric.schema.ts';
import { doctorSortOptions, genders } from './personnel-options.ts';

/**
 * The directory's contracts (spec §3 Personnel; schema pgpersonnel): the search, its rows and the
 * specialization filter, apart from the profile's in `personnel.schema.ts` (which re-exports
 * these): the directory's pages build only the schemas they read (issue #21).
 */

export const PERSONNEL_SCHEMA = 'pgpersonnel';

export const CITY_MAX = 100;

/** Directory views (read-only, published personnel only): GET /api/doctor_directory?… */
export const DOCTOR_DIRECTORY = 'doctor_directory';
export const PERSONNEL_DIRECTORY = 'personnel_directory';
/** POST /api/rpc/search_doctors (Content-Profile: pgpersonnel), or GET with query parameters. */
export const SEARCH_DOCTORS_RPC = 'search_doctors';

const id = z.number().int().positive();
const ts = z.string();

export const departmentSchema = z.object({ id, name: z.string(), slug: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export const specializationSchema = z.object({
  id,
  departmentId: id,
  name: z.string(),
  slug: z.string(),
  specializationCode: z.string(),
  branchOf: z.string().nullable(),
  conditionsTreated: z.array(z.string()),
  department: departmentSchema.optional(),
});
export type Specialization = z.infer<typeof specializationSchema>;

export const DOCTOR_SEARCH_PAGE_MAX = 100;

/**
 * Arguments of pgpersonnel.search_doctors (POST /api/rpc/search_doctors). Keys are the SQL
 * parameter names (snake_case once the client converts them); every one is optional.
 */
export const doctorSearchInputSchema = z.object({
  q: z.string().max(200).optional(),
  specialization: z.string().max(100).optional(),
  city: z.string().max(CITY_MAX).optional(),
  language: z.string().max(50).optional(),
  gender: z.enum(genders).optional(),
  minExperience: z.number().int().min(0).optional(),
  minFee: z.number().min(0).optional(),
  maxFee: z.number().min(0).optional(),
  minRating: z.number().min(0).max(RATING_MAX).optional(),
  sort: z.enum(doctorSortOptions).optional(),
  pageLimit: z.number().int().min(1).max(DOCTOR_SEARCH_PAGE_MAX).optional(),
  pageOffset: z.number().int().min(0).optional(),
  /** A type slug or name; defaults to 'doctor' in SQL; null searches every type. */
  personnelType: z.string().nullable().optional(),
});
export type DoctorSearchInput = z.infer<typeof doctorSearchInputSchema>;

/** One row of pgpersonnel.personnel_directory / doctor_directory. */
export const directoryEntrySchema = z.object({
  id,
  userId: z.string().uuid().nullable(),
  name: z.string(),
  gender: z.enum(genders).nullable(),
  personnelTypeId: id,
  personnelType: z.string(),
  personnelTypeSlug: z.string(),
  primarySpecializationId: id.nullable(),
  primarySpecialization: z.string().nullable(),
  departmentId: id.nullable(),
  department: z.string().nullable(),
  specializations: z.array(z.string()),
  city: z.string().nullable(),
  languagesSpoken: z.array(z.string()),
  serviceLocations: z.array(z.string()),
  totalExperienceYears: z.number().int().nullable(),
  fee: numeric.nullable(),
  ratingAvg: numeric,
  ratingCount: z.number().int(),
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: ts,
  /** Every listed profile was verified by an admin (the card's "Verified" mark). */
  isVerified: z.boolean().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** The jsonb search_doctors returns: one page plus the exact total of matches. */
export const doctorSearchResultSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  items: z.array(directoryEntrySchema.extend({ rank: z.number() })),
});
export type DoctorSearchResult = z.infer<typeof doctorSearchResultSchema>;
