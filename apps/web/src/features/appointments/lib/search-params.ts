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
