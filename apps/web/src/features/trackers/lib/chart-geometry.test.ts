import { describe, expect, it } from 'vitest';
import { bars, linePath, linePoints, niceMax, yRange } from './chart-geometry';

const box = { width: 100, height: 50 };

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(-3)).toBe(1);
    expect(niceMax(Number.NaN)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(1.2)).toBe(2);
    expect(niceMax(2.1)).toBe(2.5);
    expect(niceMax(7999)).toBe(10000);
    expect(niceMax(8000)).toBe(10000);
    expect(niceMax(10000)).toBe(10000);
    expect(niceMax(10001)).toBe(20000);
    expect(niceMax(0.03)).toBe(0.05);
  });

  it('draws one bar per non-empty day, as tall as its share of the axis', () => {
    const b = bars([0, 50, null, 100], [0, 100], box);
    expect(b.map((r) => r.index)).toEqual([1, 3]);
    expect(b[0]).toMatchObject({ height: 25, y: 25 });
    expect(b[1]).toMatchObject({ height: 50, y: 0 });
    // Four slots of 25 with a 20 % gap.
    expect(b[0]!.x).toBeCloseTo(25 + 2.5);
    expect(b[0]!.width).toBeCloseTo(20);
  });

  it('caps a value above the axis at the top', () => {
    expect(bars([300], [0, 100], box)[0]).toMatchObject({ y: 0, height: 50 });
  });

  it('joins the days with readings and steps over the rest', () => {
    const points = linePoints([null, 60, null, 80], [50, 100], box);
    expect(points).toEqual([
      { index: 1, x: 37.5, y: 40 },
      { index: 3, x: 87.5, y: 20 },
    ]);
    expect(linePath(points)).toBe('M37.5 40.0 L87.5 20.0');
    expect(linePath([])).toBe('');
  });

  it('keeps every reading inside a line chart’s range', () => {
    for (const values of [[70, 70.4], [120, 140, 95], [98, 99, 97], [0.5], [null, 250]]) {
      const [low, high] = yRange(values, false);
      for (const v of values) {
        if (v === null) continue;
        expect(v).toBeGreaterThanOrEqual(low);
        expect(v).toBeLessThanOrEqual(high);
      }
      expect(high).toBeGreaterThan(low);
    }
    expect(yRange([null, null], false)).toEqual([0, 1]);
    expect(yRange([0, 4200], true)).toEqual([0, 5000]);
  });
});
