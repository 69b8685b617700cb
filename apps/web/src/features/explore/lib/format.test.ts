import { describe, expect, it } from 'vitest';
import { formatInr, formatInrRange, formatReportTime, formatTime } from './format';

describe('explore formatting', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(150000)).toBe('₹1,50,000.00');
    expect(formatInr(499)).toBe('₹499.00');
    expect(formatInrRange(150000, 350000)).toBe('₹1,50,000.00 – ₹3,50,000.00');
    expect(formatInrRange(null, 800)).toBe('₹800.00');
    expect(formatInrRange(null, null)).toBeNull();
  });

  it('formats times and report times', () => {
    expect(formatTime('09:00:00')).toBe('9:00 am');
    expect(formatTime('17:30:00')).toBe('5:30 pm');
    expect(formatTime('12:15:00')).toBe('12:15 pm');
    expect(formatReportTime(24)).toBe('24 hours');
    expect(formatReportTime(72)).toBe('3 days');
  });
});
