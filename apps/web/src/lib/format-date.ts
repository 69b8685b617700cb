import { chosenTimeZone } from './app-time-zone';
import { dateTimeFormat } from './date-time-format';
import { clockDate, clockTime, wallClock } from './wall-clock';

// Apart from format.ts so pages that only show dates (plans, history) load this alone.
/**
 * "22 Nov 2026" (or "22 Nov 2026, 10:00 am" with the time) in `timeZone` (default: the member's);
 * "—" for no date or an unreadable one.
 */
export function formatDate(
  iso: string | null | undefined,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const zone = timeZone ?? chosenTimeZone();
  const clock = wallClock(date, zone);
  if (clock) return withTime ? `${clockDate(clock)}, ${clockTime(clock)}` : clockDate(clock);
  return dateTimeFormat('en-IN', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: zone,
  }).format(date);
}
