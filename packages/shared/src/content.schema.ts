import { z } from 'zod';
import { numeric } from './numeric.schema.ts';

/**
 * Explore content contracts (spec §2 /explore/treatments, /explore/lab-tests, /explore/blogs;
 * schema pgcontent). camelCase as the API client delivers them.
 */

export const CONTENT_SCHEMA = 'pgcontent';

const id = z.number().int().positive();
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Invalid slug');

export const labTestCategories = [
  'Haematology',
  'Diabetes',
  'Heart',
  'Liver',
  'Kidney',
  'Thyroid',
  'Vitamins and Minerals',
  'Hormones',
  'Infections',
  'Cancer Markers',
  'Immunology',
  'Digestive',
  'Health Packages',
] as const;
export type LabTestCategory = (typeof labTestCategories)[number];

export const treatmentSchema = z.object({
  id,
  slug,
  name: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  departmentId: id.nullable(),
  image: z.string().nullable(),
  priceFrom: numeric.nullable(),
  priceTo: numeric.nullable(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Treatment = z.infer<typeof treatmentSchema>;

/** GET /api/treatments?slug=eq.{slug}&select=… (Accept-Profile: pgcontent). */
export const treatmentDetailSelect =
  '*,specializations:treatment_specializations(specialization_id)';

export const labTestSchema = z.object({
  id,
  slug,
  name: z.string(),
  category: z.string().nullable(),
  price: numeric,
  mrp: numeric.nullable(),
  sampleType: z.string().nullable(),
  preparation: z.string().nullable(),
  reportTimeHours: z.number().int().nullable(),
  parameters: z.array(z.string()),
  description: z.string().nullable(),
  homeCollection: z.boolean(),
  isPublished: z.boolean(),
});
export type LabTest = z.infer<typeof labTestSchema>;

export const blogSchema = z.object({
  id,
  slug,
  title: z.string(),
  author: z.string(),
  summary: z.string().nullable(),
  body: z.string(),
  tags: z.array(z.string()),
  coverImage: z.string().nullable(),
  readingMinutes: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
});
export type Blog = z.infer<typeof blogSchema>;

/** Blog list: GET /api/blogs?select=… &order=published_at.desc (body left out of lists). */
export const blogListSelect =
  'id,slug,title,author,summary,tags,cover_image,reading_minutes,published_at';

export const labTestInputSchema = z.object({
  slug,
  name: z.string().trim().min(1).max(200),
  category: z.enum(labTestCategories).optional(),
  price: z.number().min(0),
  mrp: z.number().min(0).optional(),
  sampleType: z.string().max(100).optional(),
  preparation: z.string().max(1000).optional(),
  reportTimeHours: z.number().int().min(1).max(720).optional(),
  description: z.string().optional(),
  isPublished: z.boolean().optional(),
});
