import { afterEach, describe, expect, it } from 'vitest';
import {
  appTimeZone,
  browserTimeZone,
  formatDate,
  formatDateTime,
  formatInr,
  formatPaise,
  formatInrRange,
  formatTime,
  groupIndian,
  localDate,
  zoneAbbreviation,
} from './format';
import { setAppTimeZone } from './app-time-zone';

describe('app formatting', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(150000)).toBe('₹1,50,000.00');
    expect(formatInr(499)).toBe('₹499.00');
    expect(formatPaise(86_320)).toBe('₹863.20');
    expect(formatPaise(15_000_000)).toBe('₹1,50,000.00');
    expect(formatInrRange(150000, 350000)).toBe('₹1,50,000.00 – ₹3,50,000.00');
    expect(formatInrRange(null, 800)).toBe('₹800.00');
    expect(formatInrRange(null, null)).toBeNull();
  });

  it('writes money and counts as Intl does for en-IN, without Intl', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const paise = [0, 1, 9, 10, 99, 100, 12_345, 99_999, 100_000, 1_234_567, 99_999_999];
    for (let p = 7; p < 10 ** 15; p = Math.floor(p * 2.7) + 13) paise.push(p);
    for (const p of paise) {
      expect(formatPaise(p), String(p)).toBe(intl.format(p / 100));
      expect(formatPaise(-p - 1), String(-p - 1)).toBe(intl.format((-p - 1) / 100));
      expect(groupIndian(p), String(p)).toBe(p.toLocaleString('en-IN'));
    }
    for (const rupees of [0.1, 0.29, 1.5, 19.99, 863.2, 150_000, 2_500_000.75])
      expect(formatInr(rupees), String(rupees)).toBe(intl.format(rupees));
  });

  it('formats a date, with the time when asked, in the zone given', () => {
    const instant = '2026-11-22T20:00:00Z';
    expect(formatDate(instant, { timeZone: 'Asia/Kolkata' })).toBe('23 Nov 2026');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('22 Nov 2026');
    expect(formatDate(instant, { withTime: true, timeZone: 'Asia/Kolkata' })).toMatch(
      /^23 Nov 2026, 1:30\s?am$/i,
    );
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe("the member's time zone (issue #17)", () => {
  afterEach(() => setAppTimeZone(undefined));
  const instant = '2026-11-22T20:00:00Z';

  it("defaults to the browser's zone until the settings name one", () => {
    expect(appTimeZone()).toBe(browserTimeZone());
  });

  it('shows every date and time in the chosen zone when a call names none', () => {
    setAppTimeZone('Asia/Kolkata');
    expect(appTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate(instant)).toBe('23 Nov 2026');
    expect(formatDate(instant, { withTime: true })).toMatch(/^23 Nov 2026, 1:30\s?am$/i);
    expect(formatTime(instant)).toMatch(/^1:30\s?am$/i);
    expect(formatDateTime(instant)).toMatch(/^Mon, 23 Nov,? 2026, 1:30\s?am$/i);
    expect(localDate(instant)).toBe('2026-11-23');
    expect(zoneAbbreviation(instant)).toBe('IST');

    setAppTimeZone('America/New_York');
    expect(formatDate(instant)).toBe('22 Nov 2026');
    expect(formatTime(instant)).toMatch(/^3:00\s?pm$/i);
    expect(localDate(instant)).toBe('2026-11-22');
  });

  it("lets a call name its own zone (a schedule's), and reads legacy zone names", () => {
    setAppTimeZone('Asia/Calcutta');
    expect(appTimeZone()).toBe('Asia/Kolkata');
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('22 Nov 2026');
    setAppTimeZone(undefined);
    expect(appTimeZone()).toBe(browserTimeZone());
  });
});
