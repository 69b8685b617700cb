/** Business constants of spec §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases allowed (OWASP); the cap only bounds hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const MINIMUM_AGE_YEARS = 18;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const appRoles = ['personnel', 'vendor', 'paramedic', 'admin'] as const;
export type AppRole = (typeof appRoles)[number];
/** Spec §5/§6: the home page's role search parameter, and the roles users may add to themselves. */
export const selfAssignableRoles = ['personnel', 'vendor'] as const;
export type SelfAssignableRole = (typeof selfAssignableRoles)[number];

export const timezones = [
  'Asia/Kolkata',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Dubai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Perth',
  'UTC',
] as const;
export type Timezone = (typeof timezones)[number];
export const DEFAULT_TIMEZONE: Timezone = 'Asia/Kolkata';

export const stateRegions = [
  'North',
  'West',
  'South',
  'East',
  'Northeast',
  'Central India',
  'North America',
  'Europe',
] as const;
