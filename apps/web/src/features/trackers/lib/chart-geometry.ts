/**
 * The geometry of the trackers' small SVG charts (no chart library: the page stays light).
 * Values map onto a box of `width` × `height` with y growing downwards; null is "no reading".
 */
export interface ChartBox {
  width: number;
  height: number;
}

/** A round upper bound for the y axis: 1, 2, 2.5 or 5 times a power of ten, at least `max`. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** The y axis' range for line charts: from a round number under the least value to niceMax. */
export function yRange(values: readonly (number | null)[], fromZero: boolean): [number, number] {
  const present = values.filter((v): v is number => v !== null);
  if (present.length === 0) return [0, 1];
  const max = Math.max(...present);
  if (fromZero) return [0, niceMax(max)];
  const min = Math.min(...present);
  const spread = Math.max(max - min, Math.abs(max) * 0.05, 1);
  const low = Math.max(0, Math.floor((min - spread * 0.2) / 5) * 5);
  return [low, low + niceMax(max + spread * 0.2 - low)];
}

const y = (v: number, [low, high]: [number, number], box: ChartBox) =>
  box.height - ((v - low) / (high - low)) * box.height;

/** Bars: one slot per value, a small gap between bars; zero or null values draw no bar. */
export function bars(values: readonly (number | null)[], range: [number, number], box: ChartBox) {
  const slot = box.width / Math.max(values.length, 1);
  const gap = slot > 4 ? slot * 0.2 : 0;
  return values.flatMap((v, i) =>
    v === null || v <= range[0]
      ? []
      : [
          {
            index: i,
            x: i * slot + gap / 2,
            width: slot - gap,
            y: y(Math.min(v, range[1]), range, box),
            height: box.height - y(Math.min(v, range[1]), range, box),
          },
        ],
  );
}

/** The points of a line through the values present (a missing day is stepped over). */
export function linePoints(
  values: readonly (number | null)[],
  range: [number, number],
  box: ChartBox,
) {
  const slot = box.width / Math.max(values.length, 1);
  return values.flatMap((v, i) =>
    v === null ? [] : [{ index: i, x: i * slot + slot / 2, y: y(v, range, box) }],
  );
}

/** An SVG path through the points ("M x y L x y …"), empty for none. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
    .join(' ');
}
