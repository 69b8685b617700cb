import { describe, expect, it } from 'vitest';
import { timezones } from './constants.ts';
import { canonicalTimeZone, isSameTimeZone } from './time-zone.ts';

describe('canonicalTimeZone', () => {
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['asia/calcutta', 'Asia/Kolkata'],
    [' Asia/Kolkata ', 'Asia/Kolkata'],
    ['US/Eastern', 'America/New_York'],
    ['US/Pacific', 'America/Los_Angeles'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['Australia/NSW', 'Australia/Sydney'],
    ['Etc/UTC', 'UTC'],
    ['Etc/GMT', 'UTC'],
    ['GMT', 'UTC'],
    ['Zulu', 'UTC'],
    ['Singapore', 'Asia/Singapore'],
    ['Japan', 'Asia/Tokyo'],
    ['asia/tokyo', 'Asia/Tokyo'],
  ])('%s → %s', (alias, primary) => {
    expect(canonicalTimeZone(alias)).toBe(primary);
  });

  it('keeps every zone the app offers as it is', () => {
    for (const zone of timezones) expect(canonicalTimeZone(zone)).toBe(zone);
  });

  it('rejects a name that is no time zone', () => {
    expect(() => canonicalTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('isSameTimeZone', () => {
  it('treats the browser’s Asia/Calcutta and a schedule’s Asia/Kolkata as one zone', () => {
    expect(isSameTimeZone('Asia/Calcutta', 'Asia/Kolkata')).toBe(true);
    expect(isSameTimeZone('US/Eastern', 'America/New_York')).toBe(true);
  });

  it('tells different zones apart, even with the same offset today', () => {
    expect(isSameTimeZone('Asia/Kolkata', 'Asia/Colombo')).toBe(false);
    expect(isSameTimeZone('Europe/Paris', 'Europe/Berlin')).toBe(false);
  });
});
