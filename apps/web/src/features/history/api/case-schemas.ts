import {
  bookedByKinds,
  caseStatuses,
  serviceLocations,
  subscriberTypes,
  summaryAuthorTypes,
} from '@athcare/shared/subscriptions.schema';
import { z } from 'zod';

export const caseRowSchema = z.object({
  id: z.string(),
  userSubscriptionId: z.string(),
  subscriberCrn: z.string(),
  treatmentFor: z.string(),
  tags: z.array(z.string()),
  status: z.enum(caseStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the member left the plan the case was opened under (it stays theirs); null while on it. */
  leftPlanAt: z.string().nullable().default(null),
});
export type CaseRow = z.infer<typeof caseRowSchema>;

export const CASE_COLUMNS =
  'id,user_subscription_id,subscriber_crn,treatment_for,tags,status,created_at,updated_at,left_plan_at';

const medicineSchema = z.object({
  id: z.number(),
  medicine: z.string(),
  dosage: z.number().nullable(),
  frequency: z.array(z.string()),
  duration: z.string().nullable(),
  conditions: z.string().nullable(),
});

const consultationSchema = z.object({
  id: z.number(),
  serviceLocation: z.enum(serviceLocations),
  prescription: z.string().nullable(),
  followUpOn: z.string().nullable(),
  callRecordingUrls: z.array(z.string()),
  createdAt: z.string(),
  medicineItems: z.array(medicineSchema),
});

const bookingSchema = z.object({
  id: z.number(),
  bookingType: z.string(),
  bookedBy: z.enum(bookedByKinds),
  scheduledAt: z.string(),
  quantity: z.number(),
  isRescheduled: z.boolean(),
  rescheduledAt: z.string().nullable(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  isCancelled: z.boolean(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  // One consultation a booking at most (service_booking_detail_id is unique): the data API embeds
  // it as an object, or null before it is recorded.
  consultationDetails: consultationSchema.nullable(),
});
export type ServiceBooking = z.infer<typeof bookingSchema>;

const serviceSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  status: z.string(),
  personnelId: z.number().nullable(),
  createdAt: z.string(),
  serviceBookingDetails: z.array(bookingSchema),
});
export type ServiceDetail = z.infer<typeof serviceSchema>;

export const caseDetailSchema = caseRowSchema.extend({
  caseSummaries: z.array(
    z.object({
      id: z.number(),
      authorType: z.enum(summaryAuthorTypes),
      title: z.string(),
      brief: z.string(),
      createdAt: z.string(),
    }),
  ),
  serviceDetails: z.array(serviceSchema),
  caseFiles: z.array(
    z.object({
      id: z.number(),
      fileId: z.string(),
      fileName: z.string(),
      linkedBy: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const memberRowSchema = z.object({
  id: z.string(),
  userSubscriptionId: z.string(),
  userId: z.string().nullable(),
  subscriberType: z.enum(subscriberTypes),
  firstName: z.string(),
  lastName: z.string(),
  crn: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const planLineSchema = z.object({
  id: z.number(),
  subscriptionId: z.number(),
  name: z.string(),
  quantityUnit: z.string(),
});
export type PlanLine = z.infer<typeof planLineSchema>;
