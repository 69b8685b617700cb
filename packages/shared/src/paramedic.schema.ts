import { z } from 'zod';

/**
 * The paramedic dashboard's service bookings (issue 16; spec §3 Service booking): the bookings of
 * the plan services assigned to the paramedic (rpc assigned_service_bookings, migration 0331) and
 * the forms of their status updates (reschedule, cancel with a reason). Completing needs no form.
 */

export const serviceBookingStatuses = ['booked', 'rescheduled', 'completed', 'cancelled'] as const;
export type ServiceBookingStatus = (typeof serviceBookingStatuses)[number];

export const assignedServiceBookingSchema = z.object({
  id: z.number().int(),
  serviceDetailId: z.number().int(),
  serviceName: z.string(),
  memberName: z.string().nullable(),
  treatmentFor: z.string(),
  scheduledAt: z.string(),
  quantity: z.number().int(),
  status: z.enum(serviceBookingStatuses),
  isRescheduled: z.boolean(),
  rescheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type AssignedServiceBooking = z.infer<typeof assignedServiceBookingSchema>;

/** A new time for a booking, from a datetime-local control ("2026-11-25T10:30"). */
export const rescheduleServiceBookingSchema = z.object({
  scheduledAt: z
    .string()
    .min(1, 'Choose the new date and time.')
    .refine((v) => !Number.isNaN(new Date(v).getTime()), 'Choose the new date and time.'),
});
export type RescheduleServiceBookingInput = z.infer<typeof rescheduleServiceBookingSchema>;

/** Cancelling a booking, with the reason the member and the case manager read. */
export const cancelServiceBookingSchema = z.object({
  cancelReason: z
    .string()
    .trim()
    .min(1, 'Give a reason for the cancellation.')
    .max(500, 'At most 500 characters.'),
});
export type CancelServiceBookingInput = z.infer<typeof cancelServiceBookingSchema>;
