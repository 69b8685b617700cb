import { describe, expect, it } from 'vitest';
import { formatInr, formatInrRange, formatReportTime } from './format';

describe('explore formatting', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatInr(150000)).toBe('₹1,50,000.00');
    expect(formatInr(499)).toBe('₹499.00');
    expect(formatInrRange(150000, 350000)).toBe('₹1,50,000.00 – ₹3,50,000.00');
    expect(formatInrRange(null, 800)).toBe('₹800.00');
    expect(formatInrRange(null, null)).toBeNull();
  });

  it('formats report times', () => {
    expect(formatReportTime(24)).toBe('24 hours');
    expect(formatReportTime(72)).toBe('3 days');
  });
});
