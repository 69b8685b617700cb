import type { Feature, Position } from 'geojson';

/**
 * Reading an activity from a GPX 1.1 or Garmin TCX file in the browser. The browser's XML parser
 * reads the text; the maintained `@tmcw/togeojson` library (loaded on first use, so it never
 * weighs on the page's first load) turns the GPX tracks or TCX laps into GeoJSON lines with their
 * point times. From those lines: the start, the duration from the first and last point times, the
 * distance along each line (haversine on the WGS-84 mean radius; a gap between two segments is not
 * counted) and the elevation gain (the sum of the rises). Bounded: at most 10 MB of text and
 * 100 000 points. Any other file gets a clear error.
 */
export const MAX_TRACK_BYTES = 10 * 1024 * 1024;
const MAX_POINTS = 100_000;
const EARTH_RADIUS_M = 6_371_008.8;

export class TrackImportError extends Error {}

export interface TrackPoint {
  lat: number;
  lon: number;
  ele: number | null;
  time: number | null;
}

export interface TrackSummary {
  format: 'GPX' | 'TCX';
  activityType: 'Walking' | 'Running' | 'Cycling' | 'Hiking' | 'Other' | null;
  startedAt: Date;
  durationMinutes: number;
  distanceM: number;
  elevationGainM: number;
  points: number;
}

/** Metres between two points on the sphere. */
export function haversineM(a: TrackPoint, b: TrackPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The library's lines as arrays of [lon, lat, ele?] positions, one per segment or lap. */
function lines(feature: Feature): Position[][] {
  const g = feature.geometry;
  if (g?.type === 'LineString') return [g.coordinates];
  if (g?.type === 'MultiLineString') return g.coordinates;
  return [];
}

/** The point times the library keeps (per line for a multi-segment track), flattened. */
function times(feature: Feature): number[] {
  const props = feature.properties as { coordinateProperties?: { times?: unknown } } | null;
  const raw = props?.coordinateProperties?.times;
  const flat = Array.isArray(raw) ? (raw.flat() as unknown[]) : [];
  return flat
    .map((t) => (typeof t === 'string' ? Date.parse(t) : Number.NaN))
    .filter((t) => !Number.isNaN(t));
}

function gpxType(features: Feature[]): TrackSummary['activityType'] {
  const raw = features.map((f) => (f.properties as { type?: unknown } | null)?.type)[0];
  const type = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (!type) return null;
  if (type.includes('run')) return 'Running';
  if (type.includes('walk')) return 'Walking';
  if (type.includes('hik')) return 'Hiking';
  if (type.includes('cycl') || type.includes('bik') || type.includes('rid')) return 'Cycling';
  return 'Other';
}

function tcxSport(doc: Document): TrackSummary['activityType'] {
  const sport = doc.getElementsByTagName('Activity')[0]?.getAttribute('Sport');
  return sport === 'Running' ? 'Running' : sport === 'Biking' ? 'Cycling' : sport ? 'Other' : null;
}

/** Reads a GPX or TCX file's text; rejects with a TrackImportError whose message is for the member. */
export async function parseTrack(text: string): Promise<TrackSummary> {
  if (text.length > MAX_TRACK_BYTES) {
    throw new TrackImportError('The file is larger than 10 MB.');
  }
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName('parsererror').length > 0) {
    throw new TrackImportError('This is not a GPX or TCX file: it is not readable XML.');
  }
  const format =
    root.localName === 'gpx' ? 'GPX' : root.localName === 'TrainingCenterDatabase' ? 'TCX' : null;
  if (!format) throw new TrackImportError('This is not a GPX or TCX file.');
  // Counted before the conversion, so a huge file is refused before any work on it.
  const raw = doc.getElementsByTagName(format === 'GPX' ? 'trkpt' : 'Trackpoint').length;
  if (raw > MAX_POINTS) {
    throw new TrackImportError('The file has more than 100,000 track points.');
  }

  const { gpx, tcx } = await import('@tmcw/togeojson');
  const features = (format === 'GPX' ? gpx(doc) : tcx(doc)).features.filter(
    // A GPX route (rte) is a plan, not something done: only tracks count.
    (f) => format === 'TCX' || (f.properties as { _gpxType?: string } | null)?._gpxType === 'trk',
  );
  const segments = features.flatMap(lines).map((line) =>
    line.map(([lon, lat, ele]): TrackPoint => {
      if (
        lat === undefined ||
        lon === undefined ||
        !Number.isFinite(lat) ||
        !Number.isFinite(lon) ||
        Math.abs(lat) > 90 ||
        Math.abs(lon) > 180
      ) {
        throw new TrackImportError('The file has a track point with an invalid position.');
      }
      return { lat, lon, ele: ele !== undefined && Number.isFinite(ele) ? ele : null, time: null };
    }),
  );
  const points = segments.reduce((n, s) => n + s.length, 0);
  if (points < 2) throw new TrackImportError('The file has fewer than two track points.');
  const stamps = features.flatMap(times);
  if (stamps.length < 2) {
    throw new TrackImportError('The track points have no times, so the duration is unknown.');
  }
  let distance = 0;
  let gain = 0;
  for (const segment of segments) {
    for (let i = 1; i < segment.length; i += 1) {
      const a = segment[i - 1]!;
      const b = segment[i]!;
      distance += haversineM(a, b);
      if (a.ele !== null && b.ele !== null && b.ele > a.ele) gain += b.ele - a.ele;
    }
  }
  const start = stamps.reduce((m, t) => Math.min(m, t));
  const minutes = Math.round((stamps.reduce((m, t) => Math.max(m, t)) - start) / 60_000);
  if (minutes > 1440) throw new TrackImportError('The track lasts more than 24 hours.');
  return {
    format,
    activityType: format === 'GPX' ? gpxType(features) : tcxSport(doc),
    startedAt: new Date(start),
    durationMinutes: Math.max(1, minutes),
    distanceM: Math.round(distance),
    elevationGainM: Math.round(gain),
    points,
  };
}
