/*
 * The pickup map's geometry (issue 16): an equirectangular projection of India into SVG units
 * (longitude scaled by the cosine of the middle latitude so shapes keep their proportions), its
 * inverse, the zoomed window around a point, and the keyboard's moves. No tiles, no network: the
 * app's CSP and offline tests allow none.
 */

/** The area the map shows and a point may be chosen in (mainland India with a margin). */
export const MAP_BOUNDS = { west: 68, east: 98, south: 6, north: 37.5 } as const;
/** SVG units per degree of latitude. */
const UNITS = 10;
const COS_MID = Math.cos((((MAP_BOUNDS.north + MAP_BOUNDS.south) / 2) * Math.PI) / 180);
export const MAP_WIDTH = (MAP_BOUNDS.east - MAP_BOUNDS.west) * UNITS * COS_MID;
export const MAP_HEIGHT = (MAP_BOUNDS.north - MAP_BOUNDS.south) * UNITS;
export const MAX_ZOOM = 32;

export interface LatLng {
  latitude: number;
  longitude: number;
}
export interface MapPoint {
  x: number;
  y: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Keeps a position inside the map's area (six decimals, as the database stores it). */
export function clampToMap({ latitude, longitude }: LatLng): LatLng {
  return {
    latitude: round6(clamp(latitude, MAP_BOUNDS.south, MAP_BOUNDS.north)),
    longitude: round6(clamp(longitude, MAP_BOUNDS.west, MAP_BOUNDS.east)),
  };
}

/** A position to SVG units (north up, west left). */
export function project({ latitude, longitude }: LatLng): MapPoint {
  return {
    x: (longitude - MAP_BOUNDS.west) * UNITS * COS_MID,
    y: (MAP_BOUNDS.north - latitude) * UNITS,
  };
}

/** SVG units back to a position, kept inside the map. */
export function unproject({ x, y }: MapPoint): LatLng {
  return clampToMap({
    latitude: MAP_BOUNDS.north - y / UNITS,
    longitude: MAP_BOUNDS.west + x / (UNITS * COS_MID),
  });
}

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The window shown at `zoom` (1 = all of India) around `center`, kept within the map. */
export function viewBoxAround(center: LatLng, zoom: number): ViewBox {
  const z = clamp(zoom, 1, MAX_ZOOM);
  const width = MAP_WIDTH / z;
  const height = MAP_HEIGHT / z;
  const c = project(center);
  return {
    x: clamp(c.x - width / 2, 0, MAP_WIDTH - width),
    y: clamp(c.y - height / 2, 0, MAP_HEIGHT - height),
    width,
    height,
  };
}

/**
 * Where a click lands: the pointer's offset within the drawn map (its bounding box in CSS pixels)
 * through the view box to a position. The SVG keeps its aspect ratio, so the box is the view box.
 */
export function positionAt(
  view: ViewBox,
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): LatLng {
  return unproject({
    x: view.x + ((clientX - box.left) / box.width) * view.width,
    y: view.y + ((clientY - box.top) / box.height) * view.height,
  });
}

/** Degrees an arrow key moves the point at a zoom: half a degree on all of India, finer closer. */
export const keyStep = (zoom: number, large: boolean) => (large ? 5 : 1) * (0.5 / zoom);

const moves: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The point after an arrow key (Shift: five steps), or null for any other key. */
export function movedByKey(
  point: LatLng,
  key: string,
  zoom: number,
  large: boolean,
): LatLng | null {
  const move = moves[key];
  if (!move) return null;
  const step = keyStep(zoom, large);
  return clampToMap({
    latitude: point.latitude + move[0] * step,
    longitude: point.longitude + move[1] * step,
  });
}

/** A polygon of positions as an SVG path (one closed ring). */
export function pathOf(ring: readonly (readonly [number, number])[]): string {
  return (
    ring
      .map(([longitude, latitude], i) => {
        const p = project({ latitude, longitude });
        return `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      })
      .join('') + 'Z'
  );
}

/** "18.5308° N, 73.8475° E": a position as the map's label reads it. */
export function describePosition({ latitude, longitude }: LatLng): string {
  return `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? 'N' : 'S'}, ${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? 'E' : 'W'}`;
}
