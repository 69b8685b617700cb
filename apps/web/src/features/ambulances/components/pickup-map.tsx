import type { Locality } from '@athcare/shared/ambulance.schema';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAllLocalities } from '../api/my-ambulance-request';
import { indiaOutline } from '../lib/india-outline';
import {
  describePosition,
  type LatLng,
  MAP_HEIGHT,
  MAP_WIDTH,
  MAX_ZOOM,
  movedByKey,
  pathOf,
  positionAt,
  project,
  viewBoxAround,
} from '../lib/map-projection';

const outlinePath = pathOf(indiaOutline);
/** Where the map opens when no point is chosen yet: the middle of India. */
const middle: LatLng = { latitude: 22.5, longitude: 80 };

/**
 * The pickup map (issue 16): a self-contained SVG of India (no tiles: the CSP and the offline
 * tests allow none) with the seeded localities. The member clicks to set the point, clicks a
 * locality to take it, or focuses the map and moves the point with the arrow keys (Shift: further;
 * + and − zoom). Loaded only when the member opens it.
 */
export default function PickupMap({
  value,
  onPoint,
  onLocality,
}: {
  value: LatLng | null;
  onPoint: (point: LatLng) => void;
  onLocality: (locality: Locality) => void;
}) {
  const id = useId();
  const [zoom, setZoom] = useState(1);
  const localities = useAllLocalities();
  const view = viewBoxAround(value ?? middle, zoom);
  const marker = value ? project(value) : null;
  // Sizes in view units that stay the same on screen at every zoom.
  const px = view.width / 320;

  const zoomBy = (factor: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(1, z * factor)));
  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    onPoint(positionAt(view, e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === '+' || e.key === '=') zoomBy(2);
    else if (e.key === '-' || e.key === '_') zoomBy(0.5);
    else {
      const next = movedByKey(value ?? middle, e.key, zoom, e.shiftKey);
      if (!next) return;
      onPoint(next);
    }
    e.preventDefault();
  };

  const label = `Pickup map. ${
    value ? `Chosen point ${describePosition(value)}.` : 'No point chosen yet.'
  } Click to choose the point, or use the arrow keys to move it (Shift moves further, plus and minus zoom).`;
  return (
    <div className="flex flex-col gap-2">
      {/* A two-dimensional point picker has no ARIA widget role of its own: an application region
          (its keys are the arrows and + −), labelled with the chosen position. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="application"
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={`${id}-hint`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map takes the arrow keys
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="overflow-hidden rounded-md border bg-sky-50 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-slate-900"
      >
        <svg
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          className="block h-auto max-h-[28rem] w-full cursor-crosshair"
          onClick={onClick}
          aria-hidden="true"
          data-testid="pickup-map-svg"
        >
          <path
            d={outlinePath}
            className="fill-emerald-50 stroke-emerald-700 dark:fill-slate-800 dark:stroke-emerald-400"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          {(localities.data ?? []).map((l) => {
            const p = project(l);
            return (
              <circle
                key={l.id}
                cx={p.x}
                cy={p.y}
                r={3 * px}
                className="fill-sky-600 stroke-white"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
                onClick={(e) => {
                  e.stopPropagation();
                  onLocality(l);
                }}
              >
                <title>{`${l.name}, ${l.city}`}</title>
              </circle>
            );
          })}
          {marker ? (
            <g pointerEvents="none">
              <circle cx={marker.x} cy={marker.y} r={7 * px} className="fill-red-600/25" />
              <circle
                cx={marker.x}
                cy={marker.y}
                r={3.5 * px}
                className="fill-red-600 stroke-white"
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          ) : null}
        </svg>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Blue dots are localities; the red dot is your pickup point. Zoom in to place it closely.
        </p>
        <div className="flex gap-2">
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label="Zoom out"
            disabled={zoom <= 1}
            onClick={() => zoomBy(0.5)}
          >
            <MinusIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label="Zoom in"
            disabled={zoom >= MAX_ZOOM}
            onClick={() => zoomBy(2)}
          >
            <PlusIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
