import { describe, expect, it } from 'vitest';
import { indiaOutline } from './india-outline';
import {
  clampToMap,
  describePosition,
  MAP_BOUNDS,
  MAP_HEIGHT,
  MAP_WIDTH,
  movedByKey,
  pathOf,
  positionAt,
  project,
  unproject,
  viewBoxAround,
} from './map-projection';

const pune = { latitude: 18.5308, longitude: 73.8475 };
const kolkata = { latitude: 22.553, longitude: 88.352 };

describe('the pickup map’s projection', () => {
  it('puts north up and west left, the corners at the map’s corners, and inverts exactly', () => {
    expect(project({ latitude: MAP_BOUNDS.north, longitude: MAP_BOUNDS.west })).toEqual({
      x: 0,
      y: 0,
    });
    const se = project({ latitude: MAP_BOUNDS.south, longitude: MAP_BOUNDS.east });
    expect(se.x).toBeCloseTo(MAP_WIDTH, 9);
    expect(se.y).toBeCloseTo(MAP_HEIGHT, 9);
    // Kolkata is east of Pune and north of it: right and up.
    expect(project(kolkata).x).toBeGreaterThan(project(pune).x);
    expect(project(kolkata).y).toBeLessThan(project(pune).y);
    for (const p of [pune, kolkata, { latitude: 8.0883, longitude: 77.5385 }]) {
      expect(unproject(project(p))).toEqual(p);
    }
    // A degree of longitude is shorter than one of latitude (cosine of the middle latitude).
    const a = project({ latitude: 20, longitude: 80 });
    const b = project({ latitude: 21, longitude: 81 });
    expect(b.x - a.x).toBeLessThan(a.y - b.y);
    expect((b.x - a.x) / (a.y - b.y)).toBeCloseTo(Math.cos((21.75 * Math.PI) / 180), 9);
  });

  it('keeps points inside the map, at six decimals', () => {
    expect(clampToMap({ latitude: 51.5, longitude: -0.12 })).toEqual({
      latitude: MAP_BOUNDS.north,
      longitude: MAP_BOUNDS.west,
    });
    expect(unproject({ x: -50, y: MAP_HEIGHT + 50 })).toEqual({
      latitude: MAP_BOUNDS.south,
      longitude: MAP_BOUNDS.west,
    });
    expect(clampToMap({ latitude: 18.12345678, longitude: 73.98765432 })).toEqual({
      latitude: 18.123457,
      longitude: 73.987654,
    });
  });

  it('turns a click into the position under it, at any zoom', () => {
    const box = { left: 100, top: 50, width: 400, height: (400 * MAP_HEIGHT) / MAP_WIDTH };
    const whole = viewBoxAround(pune, 1);
    expect(whole).toEqual({ x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT });
    // The middle of the drawn map is the middle of India's box.
    const mid = positionAt(whole, box, 100 + 200, 50 + box.height / 2);
    expect(mid.latitude).toBeCloseTo((MAP_BOUNDS.north + MAP_BOUNDS.south) / 2, 5);
    expect(mid.longitude).toBeCloseTo((MAP_BOUNDS.east + MAP_BOUNDS.west) / 2, 5);
    // Zoomed 8×: the window is centred on Pune and a click in its middle is Pune.
    const near = viewBoxAround(pune, 8);
    expect(near.width).toBeCloseTo(MAP_WIDTH / 8, 9);
    const at = positionAt(near, box, 100 + 200, 50 + box.height / 2);
    expect(at.latitude).toBeCloseTo(pune.latitude, 5);
    expect(at.longitude).toBeCloseTo(pune.longitude, 5);
    // Near the edge the window stays within the map.
    const corner = viewBoxAround({ latitude: 37, longitude: 68.5 }, 4);
    expect(corner.x).toBe(0);
    expect(corner.y).toBe(0);
  });

  it('moves the point with the arrow keys, finer when zoomed, further with Shift', () => {
    expect(movedByKey(pune, 'ArrowUp', 1, false)).toEqual({
      latitude: 19.0308,
      longitude: 73.8475,
    });
    expect(movedByKey(pune, 'ArrowLeft', 1, false)).toEqual({
      latitude: 18.5308,
      longitude: 73.3475,
    });
    expect(movedByKey(pune, 'ArrowDown', 10, false)).toEqual({
      latitude: 18.4808,
      longitude: 73.8475,
    });
    expect(movedByKey(pune, 'ArrowRight', 1, true)).toEqual({
      latitude: 18.5308,
      longitude: 76.3475,
    });
    expect(movedByKey(pune, 'Enter', 1, false)).toBeNull();
    // Never off the map.
    expect(movedByKey({ latitude: 37.4, longitude: 80 }, 'ArrowUp', 1, true)!.latitude).toBe(
      MAP_BOUNDS.north,
    );
  });

  it('draws the outline as one closed path inside the map, and labels positions', () => {
    const d = pathOf(indiaOutline);
    expect(d.startsWith('M')).toBe(true);
    expect(d.endsWith('Z')).toBe(true);
    expect(d.match(/L/g)).toHaveLength(indiaOutline.length - 1);
    for (const [longitude, latitude] of indiaOutline) {
      expect(clampToMap({ latitude, longitude })).toEqual({ latitude, longitude });
    }
    expect(describePosition(pune)).toBe('18.5308° N, 73.8475° E');
  });
});
