import { canonicalTimeZone } from '@athcare/shared/time-zone';
import { chosenTimeZone } from './app-time-zone';
import { dateTimeFormat } from './date-time-format';
import { clockDay, clockIsoDay, clockTime, dateTimeOptions, wallClock } from './wall-clock';
/**
 * The app's one date, time and money formatting module (en-IN). Instants come from the server in
 * UTC; a member sees them in the time zone they chose in their settings (§9 list; fed here by the
 * settings store through `setAppTimeZone`, else the browser's), the personnel a schedule in the
 * schedule's zone, and each is labelled with its zone. Money is in rupees with Indian grouping.
 * In UTC and IST the dates are written by hand (`wall-clock.ts`), as `Intl` writes them.
 */

/** The browser's time zone (IANA name). */
export function browserTimeZone(): string {
  // Canonical: a browser may report the legacy alias (Asia/Calcutta for Asia/Kolkata).
  return canonicalTimeZone(dateTimeFormat('en-US', {}).resolvedOptions().timeZone);
}

/** The zone dates and times are shown in when a call names none: the member's, else the browser's. */
export function appTimeZone(): string {
  const chosen = chosenTimeZone();
  return chosen ? canonicalTimeZone(chosen) : browserTimeZone();
}

/** 'YYYY-MM-DD' of an instant in a time zone (the member's when none is given). */
export function localDate(instant: string | Date, timeZone?: string): string {
  const zone = timeZone ?? appTimeZone();
  const clock = wallClock(new Date(instant), zone);
  if (clock) return clockIsoDay(clock);
  const parts = dateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic, no time zone involved). */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** '2:30 pm' in a zone. */
export function formatTime(instant: string, timeZone?: string): string {
  const zone = timeZone ?? appTimeZone();
  const clock = wallClock(new Date(instant), zone);
  if (clock) return clockTime(clock);
  return dateTimeFormat('en-IN', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** 'Tue, 24 Nov, 2026, 2:30 pm' in a zone. */
export function formatDateTime(instant: string, timeZone?: string): string {
  const zone = timeZone ?? appTimeZone();
  const clock = wallClock(new Date(instant), zone);
  if (clock) return `${clockDay(clock, true)}, ${clockTime(clock)}`;
  return dateTimeFormat('en-IN', { timeZone: zone, ...dateTimeOptions }).format(new Date(instant));
}

/** A calendar day ('YYYY-MM-DD') as 'Mon, 24 Nov'. */
export function formatDay(isoDay: string, options: { year?: boolean } = {}): string {
  const clock = wallClock(new Date(`${isoDay}T00:00:00Z`), 'UTC');
  if (clock) return clockDay(clock, options.year === true);
  return dateTimeFormat('en-IN', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(options.year ? { year: 'numeric' } : {}),
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'HH:MM:SS' or 'HH:MM' → 'HH:MM'. */
export const shortTime = (time: string | null | undefined): string => (time ?? '').slice(0, 5);

/** Short zone name for an instant ('IST', 'GMT+1'), for labels next to times. */
export function zoneAbbreviation(instant: string, timeZone?: string): string {
  const zone = timeZone ?? appTimeZone();
  const clock = wallClock(new Date(instant), zone);
  if (clock) return clock.zone;
  const part = dateTimeFormat('en-IN', {
    timeZone: zone,
    timeZoneName: 'short',
  })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** ISO weekday 1 = Monday … 7 = Sunday. */
export const weekdayName = (weekday: number): string =>
  weekdayNames[weekday - 1] ?? String(weekday);

/**
 * A whole number with Indian grouping, as `Intl` writes it for en-IN: 1234567 → 12,34,567. By
 * hand, as the money below: the first `Intl` formatter a page makes loads the browser's locale
 * data, 10–40 ms of main thread (four times that on a mid-range phone) that the store and the
 * doctors list would spend for their prices and counts alone.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},${lastThree}` : lastThree}`;
}

/** Paise, the unit the server computes money in, as rupees: 86320 → ₹863.20. */
export function formatPaise(paise: number): string {
  const rounded = Math.round(paise);
  const whole = Math.abs(rounded);
  const rupees = `₹${groupIndian(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return rounded < 0 ? `-${rupees}` : rupees;
}

/** Money in rupees with Indian grouping: ₹1,50,000.00. */
export function formatInr(amount: number): string {
  return formatPaise(Math.round(amount * 100));
}

/** "₹1,50,000 – ₹3,50,000", or one end when the other is missing. */
export function formatInrRange(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null && from !== to) return `${formatInr(from)} – ${formatInr(to)}`;
  const one = from ?? to;
  return one === null ? null : formatInr(one);
}

export { formatDate } from './format-date';
