import { describe, expect, it } from 'vitest';
import { formatReportTime } from './format';

describe('explore formatting', () => {
  it('formats report times', () => {
    expect(formatReportTime(24)).toBe('24 hours');
    expect(formatReportTime(72)).toBe('3 days');
  });
});
