import { describe, expect, it } from 'vitest';
import { formatDate, formatInr, formatInrRange } from './format';

describe('app formatting', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(150000)).toBe('₹1,50,000.00');
    expect(formatInr(499)).toBe('₹499.00');
    expect(formatInrRange(150000, 350000)).toBe('₹1,50,000.00 – ₹3,50,000.00');
    expect(formatInrRange(null, 800)).toBe('₹800.00');
    expect(formatInrRange(null, null)).toBeNull();
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
