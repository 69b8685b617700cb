import type { BookingStatus } from '@athcare/shared/booking.schema';
import { positiveIdParams } from '@/lib/route-checks';

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

/** The `$appointment` path param of the dashboard routes: a positive id, else Not Found. */
export const appointmentIdParams = positiveIdParams('appointment');
