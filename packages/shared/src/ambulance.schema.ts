import { z } from 'zod';
import { numeric } from './numeric.schema.ts';

/**
 * Ambulances as members, paramedics and vendors' dispatchers see them (spec §3 Ambulance type;
 * issue 16): the types, a run's states, a member's request and what its page shows. Kept apart
 * from vendor.schema.ts (and its KYC checks) so the member's ambulance page loads only this.
 */

export const ambulanceTypes = [
  'Basic Life Support',
  'Advanced Life Support',
  'ICU Ambulance',
  'Other',
] as const;
export type AmbulanceType = (typeof ambulanceTypes)[number];

export const phoneSchema = z
  .string()
  .trim()
  .max(20, 'Phone number can be at most 20 characters.')
  .regex(/^\+?[0-9 -]{6,20}$/, 'Enter a phone number of digits (a leading + is allowed).');

export const ambulanceRequestStatuses = [
  'requested',
  'assigned',
  'en_route',
  'arrived',
  'completed',
  'cancelled',
] as const;
export type AmbulanceRequestStatus = (typeof ambulanceRequestStatuses)[number];

/** The next step of a run, as the database allows it (migration 0224). */
export const nextAmbulanceStatus: Partial<Record<AmbulanceRequestStatus, AmbulanceRequestStatus>> =
  {
    assigned: 'en_route',
    en_route: 'arrived',
    arrived: 'completed',
  };

export const ambulanceRequestSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  pickupAddress: z.string(),
  pickupLatitude: numeric,
  pickupLongitude: numeric,
  ambulanceType: z.enum(ambulanceTypes),
  patientNotes: z.string().nullable(),
  contactPhone: z.string(),
  status: z.enum(ambulanceRequestStatuses),
  ambulanceId: z.number().int().nullable(),
  vendorId: z.number().int().nullable(),
  paramedicId: z.string().nullable(),
  distanceKm: numeric.nullable(),
  cancellationReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AmbulanceRequest = z.infer<typeof ambulanceRequestSchema>;

/** A member's ambulance request (the pickup by position, from the device or a locality). */
export const ambulanceRequestInputSchema = z
  .object({
    pickupAddress: z
      .string()
      .trim()
      .min(1, 'Pickup address is required.')
      .max(500, 'Pickup address can be at most 500 characters.'),
    pickupLatitude: z.number().min(-90).max(90).nullable(),
    pickupLongitude: z.number().min(-180).max(180).nullable(),
    ambulanceType: z.enum(ambulanceTypes, 'Choose the ambulance type.'),
    contactPhone: phoneSchema,
    patientNotes: z.string().trim().max(1000, 'At most 1000 characters.'),
  })
  .refine((v) => v.pickupLatitude !== null && v.pickupLongitude !== null, {
    message: 'Choose the pickup point: use your location or pick your locality.',
    path: ['pickupLatitude'],
  });
export type AmbulanceRequestInput = z.input<typeof ambulanceRequestInputSchema>;

/** A locality with its centre, to choose a pickup point without the device's location. */
export const localitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: numeric,
  longitude: numeric,
});
export type Locality = z.infer<typeof localitySchema>;

/** Who serves a run, as its member sees it (rpc ambulance_request_crew). */
export const ambulanceCrewSchema = z.object({
  registrationNumber: z.string(),
  ambulanceType: z.enum(ambulanceTypes),
  vendorName: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  paramedicName: z.string().nullable(),
});
export type AmbulanceCrew = z.infer<typeof ambulanceCrewSchema>;

export const ambulanceRequestEventSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  status: z.enum(ambulanceRequestStatuses),
  at: z.string(),
});
export type AmbulanceRequestEvent = z.infer<typeof ambulanceRequestEventSchema>;
