import { z } from 'zod';
import { numeric } from './numeric.schema.ts';

/** Hospitals, rooms and amenities (spec §2 /explore/hospitals, §3 Vendor, §5; schema pgvendor). */

export const VENDOR_SCHEMA = 'pgvendor';

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const hospitalRoomTypes = [
  'General Ward',
  'Semi-Private Room',
  'Private Room',
  'Deluxe Room',
  'ICU',
  'NICU',
] as const;
export type HospitalRoomType = (typeof hospitalRoomTypes)[number];

const id = z.number().int().positive();

export const amenitySchema = z.object({ id, name: z.string(), icon: z.string().nullable() });
export type Amenity = z.infer<typeof amenitySchema>;

export const hospitalRoomSchema = z.object({
  id,
  hospitalId: id,
  roomType: z.string(),
  capacity: z.number().int().positive(),
  availableRooms: z.number().int().nonnegative(),
  basePrice: numeric,
});
export type HospitalRoom = z.infer<typeof hospitalRoomSchema>;

export const hospitalSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  vendorId: z.number().int().nullable(),
  description: z.string().nullable(),
  hospitalType: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  areaSector: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string().regex(PIN_CODE_PATTERN),
  latitude: numeric.nullable(),
  longitude: numeric.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  beds: z.number().int().nullable(),
  establishedYear: z.number().int().nullable(),
  emergency24x7: z.boolean(),
  accreditations: z.array(z.string()),
  image: z.string().nullable(),
  isPublished: z.boolean(),
});
export type Hospital = z.infer<typeof hospitalSchema>;

/** GET /api/hospitals?id=eq.{id}&select=… (Accept-Profile: pgvendor). */
export const hospitalDetailSelect =
  '*,rooms:hospital_rooms(*),amenities:hospital_amenities(amenity:amenities(*))';

export const hospitalDetailSchema = hospitalSchema.extend({
  rooms: z.array(hospitalRoomSchema),
  amenities: z.array(z.object({ amenity: amenitySchema })),
});
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;

/** Spec §5: capacity positive, availableRooms non-negative (and at most the capacity). */
export const hospitalRoomInputSchema = z
  .object({
    hospitalId: id,
    roomType: z.string().trim().min(1).max(100),
    capacity: z.number().int().positive('Capacity must be a positive number'),
    availableRooms: z.number().int().nonnegative('Available rooms cannot be negative'),
    basePrice: z.number().min(0),
  })
  .refine((r) => r.availableRooms <= r.capacity, {
    message: 'Available rooms cannot exceed capacity',
    path: ['availableRooms'],
  });
