import type { BookingStatus } from '@athcare/shared/booking.schema';
import { cn } from '@/lib/utils';

const styles: Record<BookingStatus, string> = {
  booked:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  pending:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  cancelled:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  completed:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
};

const labels: Record<BookingStatus, string> = {
  booked: 'Booked',
  pending: 'Pending',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** §4 booking status as a badge (text, not colour alone, carries the meaning). */
export function StatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        styles[status],
        className,
      )}
    >
      {labels[status]}
    </span>
  );
}
