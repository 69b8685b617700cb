/**
 * Dates and times in en-IN as `Intl.DateTimeFormat` writes them, by hand, for the zones whose
 * offset from UTC has been fixed since 1970: UTC and India's. The first `Intl` formatter a page
 * makes loads the browser's locale and zone data, 20–50 ms of main thread (four times that on a
 * mid-range phone), and most members see their dates in IST; `format.ts` and `format-date.ts` use
 * these where they can and `Intl` for every other zone or an earlier instant. The test checks
 * every function against `Intl` over many instants.
 */

/** Minutes east of UTC and the short name `Intl` gives, by IANA name (aliases included). */
const fixedZones: Record<string, { offsetMinutes: number; abbreviation: string }> = {
  UTC: { offsetMinutes: 0, abbreviation: 'UTC' },
  'Etc/UTC': { offsetMinutes: 0, abbreviation: 'UTC' },
  'Asia/Kolkata': { offsetMinutes: 330, abbreviation: 'IST' },
  'Asia/Calcutta': { offsetMinutes: 330, abbreviation: 'IST' },
};
/**
 * India's offset has been +5:30 since October 1945 (+6:30 in the war years), but `Intl` names it
 * IST only from 1970 (GMT+5:30 before): earlier instants are left to `Intl`.
 */
const fixedSince = Date.UTC(1970, 0, 1);

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
// en-IN's short September is "Sept".
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

export interface WallClock {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  /** The zone's short name: 'IST', 'UTC'. */
  zone: string;
}

/** The instant's date and time on a clock in `timeZone`; null where only `Intl` knows them. */
export function wallClock(instant: Date, timeZone: string | undefined): WallClock | null {
  const zone = timeZone === undefined ? undefined : fixedZones[timeZone];
  const time = instant.getTime();
  if (!zone || !(time >= fixedSince)) return null;
  const shifted = new Date(time + zone.offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    zone: zone.abbreviation,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** formatDateTime's format as `Intl` options: what `clockDay(c, true)` and `clockTime(c)` write. */
export const dateTimeOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** '2:30 pm'. */
export const clockTime = (c: WallClock) =>
  `${c.hour % 12 || 12}:${pad(c.minute)} ${c.hour < 12 ? 'am' : 'pm'}`;

/** 'Tue, 24 Nov' ('Tue, 24 Nov, 2026' with the year). */
export const clockDay = (c: WallClock, withYear: boolean) =>
  `${weekdays[c.weekday]}, ${c.day} ${months[c.month]}${withYear ? `, ${c.year}` : ''}`;

/** '24 Nov 2026': dateStyle medium. */
export const clockDate = (c: WallClock) => `${c.day} ${months[c.month]} ${c.year}`;

/** 'YYYY-MM-DD'. */
export const clockIsoDay = (c: WallClock) => `${c.year}-${pad(c.month + 1)}-${pad(c.day)}`;
