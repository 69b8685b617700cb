import { describe, expect, it } from 'vitest';
import { compareInstants } from './compare-instants';

describe('compareInstants', () => {
  it('orders instants by time whatever their precision and offset', () => {
    const instants = [
      '2026-11-20T01:30:00.5+00:00',
      '2026-11-20T07:05:00+05:30',
      '2026-11-20T01:30:00+00:00',
      '2026-11-19T23:59:59.999999Z',
      '2026-11-20T01:31:00Z',
      // 23:30 UTC on the 19th: after the 19th's 23:59 as text, before it in time.
      '2026-11-20T05:00:00+05:30',
    ];
    expect([...instants].sort(compareInstants)).toEqual([
      '2026-11-20T05:00:00+05:30',
      '2026-11-19T23:59:59.999999Z',
      '2026-11-20T01:30:00+00:00',
      '2026-11-20T01:30:00.5+00:00',
      '2026-11-20T01:31:00Z',
      '2026-11-20T07:05:00+05:30',
    ]);
    expect(compareInstants('2026-11-20T07:00:00+05:30', '2026-11-20T01:30:00Z')).toBe(0);
  });
});
