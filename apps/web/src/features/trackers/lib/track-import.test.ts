import { describe, expect, it } from 'vitest';
import ride from './fixtures/evening-ride.tcx?raw';
import run from './fixtures/morning-run.gpx?raw';
import { haversineM, parseTrack, TrackImportError } from './track-import';

const fixture = (name: string) => ({ 'morning-run.gpx': run, 'evening-ride.tcx': ride })[name]!;

// The GPX and TCX reading is @tmcw/togeojson's (loaded on first use); these check what we build on it.
describe('GPX and TCX import', () => {
  it('measures a great-circle distance: 0.009° of latitude is about 1000.8 m', () => {
    const a = { lat: 12.9716, lon: 77.5946, ele: null, time: null };
    expect(haversineM(a, { ...a, lat: 12.9806 })).toBeCloseTo(1000.8, 0);
    expect(haversineM(a, a)).toBe(0);
  });

  it.each([
    {
      track: 'a GPX run',
      file: 'morning-run.gpx',
      expected: {
        format: 'GPX',
        activityType: 'Running',
        durationMinutes: 16,
        // +5.5 m, −4.5 m, +9 m: the rises sum to 14.5, rounded.
        elevationGainM: 15,
        points: 4,
        // Two 1000.8 m legs north and 0.0092° of longitude east at 12.99° N (≈ 997 m).
        distanceM: expect.toSatisfy(
          (m: number) => m > 2995 && m < 3000,
          'more than 2995 and less than 3000 m',
        ) as unknown,
      },
      startedAt: '2026-11-20T01:30:00.000Z',
    },
    {
      track: 'a TCX ride, stepping over a point without a position',
      file: 'evening-ride.tcx',
      expected: {
        format: 'TCX',
        activityType: 'Cycling',
        durationMinutes: 30,
        elevationGainM: 15,
        points: 3,
        distanceM: 2002,
      },
      startedAt: '2026-11-21T12:00:00.000Z',
    },
  ])(
    'reads $track: start, duration, distance along the track and elevation gain',
    async ({ file, expected, startedAt }) => {
      const parsed = await parseTrack(fixture(file));
      expect(parsed).toMatchObject(expected);
      expect(parsed.startedAt.toISOString()).toBe(startedAt);
    },
  );

  it('counts each segment of a track on its own and leaves planned routes out', async () => {
    const pt = (lat: number, minute: number) =>
      `<trkpt lat="${lat}" lon="0"><ele>${minute}</ele><time>2026-01-01T00:${String(minute).padStart(2, '0')}:00Z</time></trkpt>`;
    const parsed = await parseTrack(
      '<gpx xmlns="http://www.topografix.com/GPX/1/1">' +
        '<rte><rtept lat="0" lon="0"/><rtept lat="5" lon="0"/></rte>' +
        `<trk><type>Hiking</type><trkseg>${pt(0, 0)}${pt(0.009, 10)}</trkseg>` +
        `<trkseg>${pt(1, 20)}${pt(1.009, 30)}</trkseg></trk></gpx>`,
    );
    // Two legs of 0.009° (≈ 1000.8 m each); the 1° gap between the segments is not walked.
    expect(parsed).toMatchObject({
      activityType: 'Hiking',
      points: 4,
      durationMinutes: 30,
      distanceM: 2002,
      // The elevation follows the minutes: +10, +10 (gap), +10; the gap's rise is not climbed.
      elevationGainM: 20,
    });
  });

  it('refuses more than 100,000 track points before converting them', async () => {
    await expect(
      parseTrack(`<gpx><trk><trkseg>${'<trkpt/>'.repeat(100_001)}</trkseg></trk></gpx>`),
    ).rejects.toThrow(new TrackImportError('The file has more than 100,000 track points.'));
  });

  it('refuses what is not a track with a clear message', async () => {
    const cases: [string, string][] = [
      ['not xml at all', 'This is not a GPX or TCX file: it is not readable XML.'],
      ['<html><body>hi</body></html>', 'This is not a GPX or TCX file.'],
      [
        '<gpx xmlns="http://www.topografix.com/GPX/1/1"></gpx>',
        'The file has fewer than two track points.',
      ],
      [
        '<gpx><trk><trkseg><trkpt lat="1" lon="1"/><trkpt lat="1.1" lon="1"/></trkseg></trk></gpx>',
        'The track points have no times, so the duration is unknown.',
      ],
      [
        '<gpx><trk><trkseg><trkpt lat="91" lon="1"/><trkpt lat="1" lon="1"/></trkseg></trk></gpx>',
        'The file has a track point with an invalid position.',
      ],
      [
        '<gpx><trk><trkseg><trkpt lat="1" lon="1"><time>2026-01-01T00:00:00Z</time></trkpt>' +
          '<trkpt lat="1" lon="1.1"><time>2026-01-03T00:00:00Z</time></trkpt></trkseg></trk></gpx>',
        'The track lasts more than 24 hours.',
      ],
      ['x'.repeat(10 * 1024 * 1024 + 1), 'The file is larger than 10 MB.'],
    ];
    for (const [text, message] of cases) {
      await expect(parseTrack(text)).rejects.toThrow(new TrackImportError(message));
    }
  });
});
