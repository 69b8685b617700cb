import { useId, useState } from 'react';
import { formatDay } from '@/lib/format';
import { bars, linePath, linePoints, yRange } from '../lib/chart-geometry';

export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
  /** A Tailwind stroke/fill colour class. */
  colour: string;
}

const box = { width: 600, height: 160 };
const pad = { left: 44, bottom: 20, top: 8, right: 8 };

/**
 * A small SVG chart (bars for activity, lines for readings) over days, and next to it its table
 * view for screen readers and anyone who wants the numbers. Days with nothing are left out of
 * the table.
 */
export function SeriesChart({
  title,
  days,
  series,
  kind,
  format = (v) => String(v),
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bar' | 'line';
  format?: (v: number) => string;
}) {
  const id = useId();
  const [tableOpen, setTableOpen] = useState(false);
  const range = yRange(
    series.flatMap((s) => s.values),
    kind === 'bar',
  );
  const rows = days.flatMap((day, i) => {
    const values = series.map((s) => s.values[i] ?? null);
    return values.some((v) => v !== null && (kind === 'line' || v !== 0)) ? [{ day, values }] : [];
  });
  const w = box.width - pad.left - pad.right;
  const h = box.height - pad.top - pad.bottom;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="text-sm font-medium">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${rows.length} of ${days.length} days with data; the table below lists them`}
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="h-auto w-full text-muted-foreground"
      >
        <g transform={`translate(${pad.left} ${pad.top})`}>
          <line x1={0} x2={w} y1={h} y2={h} className="stroke-current" strokeWidth={1} />
          <line x1={0} x2={w} y1={0} y2={0} className="stroke-current opacity-30" strokeWidth={1} />
          <text x={-6} y={4} textAnchor="end" className="fill-current text-[11px]">
            {format(range[1])}
          </text>
          <text x={-6} y={h} textAnchor="end" className="fill-current text-[11px]">
            {format(range[0])}
          </text>
          {series.map((s) =>
            kind === 'bar' ? (
              <g key={s.name} className={s.colour}>
                {bars(s.values, range, { width: w, height: h }).map((b) => (
                  <rect
                    key={b.index}
                    x={b.x}
                    y={b.y}
                    width={Math.max(b.width, 0.5)}
                    height={b.height}
                    className="fill-current"
                  />
                ))}
              </g>
            ) : (
              <g key={s.name} className={s.colour}>
                <path
                  d={linePath(linePoints(s.values, range, { width: w, height: h }))}
                  className="fill-none stroke-current"
                  strokeWidth={2}
                />
                {linePoints(s.values, range, { width: w, height: h }).map((p) => (
                  <circle key={p.index} cx={p.x} cy={p.y} r={3} className="fill-current" />
                ))}
              </g>
            ),
          )}
          {first && (
            <text x={0} y={h + 15} className="fill-current text-[11px]">
              {formatDay(first)}
            </text>
          )}
          {last && (
            <text x={w} y={h + 15} textAnchor="end" className="fill-current text-[11px]">
              {formatDay(last)}
            </text>
          )}
        </g>
      </svg>
      {series.length > 1 && (
        <ul className="flex gap-4 text-xs" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1">
              <span className={`inline-block size-2 rounded-full bg-current ${s.colour}`} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <details onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm">Table view</summary>
        {tableOpen &&
          (rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing logged in this range.</p>
          ) : (
            // Scrolls on its own (a year has up to 365 rows), so it takes the keyboard focus.
            <div
              className="max-h-72 overflow-auto"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
              tabIndex={0}
              role="region"
              aria-label={`${title}, table`}
            >
              <table className="w-full text-sm">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th scope="col" className="pr-2 font-medium">
                      Day
                    </th>
                    {series.map((s) => (
                      <th key={s.name} scope="col" className="pr-2 font-medium">
                        {s.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.day}>
                      <th scope="row" className="pr-2 text-left font-normal">
                        {formatDay(r.day, { year: true })}
                      </th>
                      {r.values.map((v, i) => (
                        <td key={series[i]!.name} className="pr-2">
                          {v === null ? '—' : format(v)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </details>
    </figure>
  );
}
