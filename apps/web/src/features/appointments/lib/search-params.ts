import { notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import type { BookingStatus } from '@athcare/shared/appointments.schema';

/**
 * Status filter values for /dashboard/personnel/appointments. Kept apart from the shared schema
 * module so the route's search validation stays out of the app's first-load JavaScript.
 */
export const statusFilters = [
  'all',
  'pending',
  'booked',
  'cancelled',
  'completed',
] as const satisfies readonly (BookingStatus | 'all')[];

const appointmentIdSchema = z.object({
  appointment: z.coerce.number().check(z.int(), z.positive()),
});

/** The `$appointment` path param of the dashboard routes: a positive id, else Not Found. */
export const appointmentIdParams = {
  parse: (raw: Record<string, string>) => {
    const parsed = appointmentIdSchema.safeParse(raw);
    if (!parsed.success) throw notFound();
    return parsed.data;
  },
  stringify: ({ appointment }: { appointment: number }) => ({ appointment: String(appointment) }),
};
