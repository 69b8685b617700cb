/**
 * Time-zone names, canonicalised. One zone can be spelt several ways: a browser may report the
 * legacy "Asia/Calcutta" while a doctor's schedule says "Asia/Kolkata", and the two are the same
 * zone. Compare and show zones only through `canonicalTimeZone`, never as raw strings.
 */

/** Legacy or alias spellings → the IANA primary name (tzdata's `backward` file). */
const ALIASES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Chungking': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Tel_Aviv': 'Asia/Jerusalem',
  'Asia/Istanbul': 'Europe/Istanbul',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Belfast': 'Europe/London',
  'Europe/Nicosia': 'Asia/Nicosia',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Fort_Wayne': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Australia/ACT': 'Australia/Sydney',
  'Australia/Canberra': 'Australia/Sydney',
  'Australia/NSW': 'Australia/Sydney',
  'Australia/North': 'Australia/Darwin',
  'Australia/Queensland': 'Australia/Brisbane',
  'Australia/South': 'Australia/Adelaide',
  'Australia/Tasmania': 'Australia/Hobart',
  'Australia/Victoria': 'Australia/Melbourne',
  'Australia/West': 'Australia/Perth',
  'US/Eastern': 'America/New_York',
  'US/Central': 'America/Chicago',
  'US/Mountain': 'America/Denver',
  'US/Pacific': 'America/Los_Angeles',
  'US/Alaska': 'America/Anchorage',
  'US/Arizona': 'America/Phoenix',
  'US/Hawaii': 'Pacific/Honolulu',
  'Canada/Eastern': 'America/Toronto',
  'Canada/Pacific': 'America/Vancouver',
  GB: 'Europe/London',
  'GB-Eire': 'Europe/London',
  Eire: 'Europe/Dublin',
  Japan: 'Asia/Tokyo',
  Singapore: 'Asia/Singapore',
  Hongkong: 'Asia/Hong_Kong',
  PRC: 'Asia/Shanghai',
  ROC: 'Asia/Taipei',
  ROK: 'Asia/Seoul',
  Israel: 'Asia/Jerusalem',
  Turkey: 'Europe/Istanbul',
  UTC: 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/UCT': 'UTC',
  UCT: 'UTC',
  'Etc/Universal': 'UTC',
  Universal: 'UTC',
  'Etc/Zulu': 'UTC',
  Zulu: 'UTC',
  'Etc/GMT': 'UTC',
  'Etc/GMT0': 'UTC',
  'Etc/GMT+0': 'UTC',
  'Etc/GMT-0': 'UTC',
  'Etc/Greenwich': 'UTC',
  GMT: 'UTC',
  GMT0: 'UTC',
  'GMT+0': 'UTC',
  'GMT-0': 'UTC',
  Greenwich: 'UTC',
};

/** Lower-cased alias and primary names → primary name, for case-insensitive input. */
const BY_LOWER = new Map<string, string>(
  Object.entries(ALIASES).flatMap(([alias, primary]) => [
    [alias.toLowerCase(), primary],
    [primary.toLowerCase(), primary],
  ]),
);

/**
 * The canonical (IANA primary) name of a time zone: aliases resolved, case normalised for known
 * names; an unknown but valid name is returned as the runtime spells it. Throws RangeError for a
 * name that is not a time zone at all.
 */
export function canonicalTimeZone(zone: string): string {
  const name = zone.trim();
  const known = ALIASES[name] ?? BY_LOWER.get(name.toLowerCase());
  if (known) return known;
  // Validates the name (RangeError if unknown) and fixes its case, e.g. "asia/tokyo".
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  return ALIASES[resolved] ?? resolved;
}

/** Whether two zone names denote the same zone (aliases and case ignored). */
export function isSameTimeZone(a: string, b: string): boolean {
  return canonicalTimeZone(a) === canonicalTimeZone(b);
}
