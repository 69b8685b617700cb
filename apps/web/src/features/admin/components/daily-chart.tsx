import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface DailyPoint {
  day: string;
  value: number;
}

const W = 600;
const H = 160;
const PAD = 4;

/**
 * A light inline SVG line chart of one daily series, with the same numbers as a table one click
 * away (the table is the accessible view; the chart is a picture of it, described by its label).
 */
export function DailyChart({
  title,
  points,
  format = (n) => n.toLocaleString(),
}: {
  title: string;
  points: readonly DailyPoint[];
  format?: (value: number) => string;
}) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const step = points.length > 1 ? (W - 2 * PAD) / (points.length - 1) : 0;
  const y = (v: number) => H - PAD - (v / max) * (H - 2 * PAD);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${(PAD + i * step).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  const summary = `${title}: ${format(total)} in all from ${first ?? '—'} to ${last ?? '—'}; the busiest day had ${format(max === 1 && total === 0 ? 0 : max)}.`;

  return (
    <figure className="flex flex-col gap-2 rounded-xl border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {title}
        </h2>
        <span className="text-sm text-muted-foreground">
          {format(total)} in {points.length} days
        </span>
      </div>
      {asTable ? (
        <div
          className="max-h-64 overflow-y-auto"
          // A scrolling box must be reachable by keyboard (axe: scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`${title} per day`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">{title} per day</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left">
                  Day
                </th>
                <th scope="col" className="text-right">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t">
                  <td>{p.day}</td>
                  <td className="text-right tabular-nums">{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={summary}
          className="h-40 w-full text-primary"
          preserveAspectRatio="none"
        >
          <line
            x1={PAD}
            x2={W - PAD}
            y1={H - PAD}
            y2={H - PAD}
            className="stroke-border"
            strokeWidth="1"
          />
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          {first} – {last}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setAsTable((v) => !v)}
          aria-pressed={asTable}
        >
          {asTable ? 'Show chart' : 'Show as table'}
        </Button>
      </figcaption>
    </figure>
  );
}
