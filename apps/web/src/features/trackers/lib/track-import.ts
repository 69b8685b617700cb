/**
 * Reading an activity from a GPX 1.1 or Garmin TCX file in the browser (DOMParser; no library):
 * the start, the duration from the first and last point times, the distance along the track
 * (haversine on the WGS-84 mean radius) and the elevation gain (the sum of the rises). Bounded:
 * at most 10 MB of text and 100 000 points. Any other file gets a clear error.
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

const byLocalName = (root: Element | Document, name: string) =>
  Array.from(root.getElementsByTagNameNS('*', name));
const childText = (el: Element, name: string) => byLocalName(el, name)[0]?.textContent?.trim();

function number(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function time(text: string | undefined): number | null {
  if (!text) return null;
  const t = Date.parse(text);
  return Number.isNaN(t) ? null : t;
}

function point(lat: number | null, lon: number | null, ele: number | null, t: number | null) {
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    throw new TrackImportError('The file has a track point with an invalid position.');
  }
  return { lat, lon, ele, time: t };
}

function gpxPoints(doc: Document): TrackPoint[] {
  return byLocalName(doc, 'trkpt').map((p) =>
    point(
      number(p.getAttribute('lat')),
      number(p.getAttribute('lon')),
      number(childText(p, 'ele')),
      time(childText(p, 'time')),
    ),
  );
}

function tcxPoints(doc: Document): TrackPoint[] {
  // Points without a position (a pause, an indoor sample) carry no distance: skipped.
  return byLocalName(doc, 'Trackpoint').flatMap((p) => {
    const position = byLocalName(p, 'Position')[0];
    if (!position) return [];
    return [
      point(
        number(childText(position, 'LatitudeDegrees')),
        number(childText(position, 'LongitudeDegrees')),
        number(childText(p, 'AltitudeMeters')),
        time(childText(p, 'Time')),
      ),
    ];
  });
}

function tcxSport(doc: Document): TrackSummary['activityType'] {
  const sport = byLocalName(doc, 'Activity')[0]?.getAttribute('Sport');
  return sport === 'Running' ? 'Running' : sport === 'Biking' ? 'Cycling' : sport ? 'Other' : null;
}

function gpxType(doc: Document): TrackSummary['activityType'] {
  const type = (
    byLocalName(doc, 'trk')[0] && childText(byLocalName(doc, 'trk')[0]!, 'type')
  )?.toLowerCase();
  if (!type) return null;
  if (type.includes('run')) return 'Running';
  if (type.includes('walk')) return 'Walking';
  if (type.includes('hik')) return 'Hiking';
  if (type.includes('cycl') || type.includes('bik') || type.includes('rid')) return 'Cycling';
  return 'Other';
}

/** Reads a GPX or TCX file's text; throws TrackImportError with a message for the member. */
export function parseTrack(text: string): TrackSummary {
  if (text.length > MAX_TRACK_BYTES) {
    throw new TrackImportError('The file is larger than 10 MB.');
  }
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const root = doc.documentElement;
  if (!root || byLocalName(doc, 'parsererror').length > 0) {
    throw new TrackImportError('This is not a GPX or TCX file: it is not readable XML.');
  }
  const format =
    root.localName === 'gpx' ? 'GPX' : root.localName === 'TrainingCenterDatabase' ? 'TCX' : null;
  if (!format) throw new TrackImportError('This is not a GPX or TCX file.');
  const points = format === 'GPX' ? gpxPoints(doc) : tcxPoints(doc);
  if (points.length > MAX_POINTS) {
    throw new TrackImportError('The file has more than 100,000 track points.');
  }
  if (points.length < 2) throw new TrackImportError('The file has fewer than two track points.');
  const times = points.map((p) => p.time).filter((t): t is number => t !== null);
  if (times.length < 2) {
    throw new TrackImportError('The track points have no times, so the duration is unknown.');
  }
  let distance = 0;
  let gain = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1]!;
    const b = points[i]!;
    distance += haversineM(a, b);
    if (a.ele !== null && b.ele !== null && b.ele > a.ele) gain += b.ele - a.ele;
  }
  const start = Math.min(...times);
  const minutes = Math.round((Math.max(...times) - start) / 60_000);
  if (minutes > 1440) throw new TrackImportError('The track lasts more than 24 hours.');
  return {
    format,
    activityType: format === 'GPX' ? gpxType(doc) : tcxSport(doc),
    startedAt: new Date(start),
    durationMinutes: Math.max(1, minutes),
    distanceM: Math.round(distance),
    elevationGainM: Math.round(gain),
    points: points.length,
  };
}
