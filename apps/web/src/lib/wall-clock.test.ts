import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  localDate,
  zoneAbbreviation,
} from './format';
import { dateTimeOptions, wallClock } from './wall-clock';

const zones = ['UTC', 'Etc/UTC', 'Asia/Kolkata', 'Asia/Calcutta'];

/** Instants from 1940 (India's war-time +6:30 among them) to 2100, at every hour and many minutes. */
function instants(): string[] {
  const out = ['1942-09-01T00:00:00Z', '1943-06-15T12:00:00Z', '1945-12-31T18:29:59Z'];
  out.push(
    '1946-01-01T00:00:00Z',
    '1969-12-31T18:29:59Z',
    '1970-01-01T00:00:00Z',
    '2026-09-05T00:07:00Z',
    '2026-12-31T18:30:00Z',
    '2028-02-29T06:29:00Z',
  );
  for (let t = Date.UTC(1940, 0, 1); t < Date.UTC(2100, 0, 1); t += 997 * 60 * 60_000 + 7 * 60_000)
    out.push(new Date(t).toISOString());
  return out;
}

describe('dates by hand in UTC and IST (wall-clock.ts)', () => {
  it('writes every date and time as Intl does for en-IN', () => {
    const intl = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { timeZone, ...options });
    for (const zone of zones) {
      const dateTime = intl(zone, dateTimeOptions);
      const time = intl(zone, { hour: 'numeric', minute: '2-digit' });
      const medium = intl(zone, { dateStyle: 'medium' });
      const mediumWithTime = intl(zone, { dateStyle: 'medium', timeStyle: 'short' });
      const abbreviation = intl(zone, { timeZoneName: 'short' });
      const isoDay = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (const instant of instants()) {
        const date = new Date(instant);
        const what = `${instant} in ${zone}`;
        expect(formatDateTime(instant, zone), what).toBe(dateTime.format(date));
        expect(formatTime(instant, zone), what).toBe(time.format(date));
        expect(formatDate(instant, { timeZone: zone }), what).toBe(medium.format(date));
        expect(formatDate(instant, { timeZone: zone, withTime: true }), what).toBe(
          mediumWithTime.format(date),
        );
        expect(localDate(instant, zone), what).toBe(isoDay.format(date));
        expect(zoneAbbreviation(instant, zone), what).toBe(
          abbreviation.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value,
        );
      }
    }
    const day = intl('UTC', { weekday: 'short', day: 'numeric', month: 'short' });
    const dayWithYear = intl('UTC', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    for (const instant of instants()) {
      const isoDay = instant.slice(0, 10);
      const date = new Date(`${isoDay}T00:00:00Z`);
      expect(formatDay(isoDay), isoDay).toBe(day.format(date));
      expect(formatDay(isoDay, { year: true }), isoDay).toBe(dayWithYear.format(date));
    }
  });

  it('makes no Intl formatter for them, and leaves other zones and war-time India to Intl', async () => {
    // A fresh copy of the formatters, whose cache has made no formatter yet.
    vi.resetModules();
    const fresh = await import('./format');
    const original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(original, {
      construct: (target, args: Parameters<typeof original>) => {
        made += 1;
        return new target(...args);
      },
    });
    try {
      fresh.formatDateTime('2026-12-01T07:00:00Z', 'Asia/Kolkata');
      fresh.formatDate('2026-12-01T07:00:00Z', { timeZone: 'Asia/Kolkata', withTime: true });
      fresh.formatDay('2026-12-01');
      fresh.localDate('2026-12-01T07:00:00Z', 'UTC');
      fresh.zoneAbbreviation('2026-12-01T07:00:00Z', 'Asia/Calcutta');
      expect(made).toBe(0);
      expect(fresh.formatDateTime('2026-12-01T07:00:00Z', 'Europe/London')).toBe(
        'Tue, 1 Dec, 2026, 7:00 am',
      );
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = original;
    }
    expect(wallClock(new Date('2026-12-01T07:00:00Z'), 'Europe/London')).toBeNull();
    expect(wallClock(new Date('2026-12-01T07:00:00Z'), undefined)).toBeNull();
    expect(wallClock(new Date('1943-06-15T12:00:00Z'), 'Asia/Kolkata')).toBeNull();
    expect(wallClock(new Date('not a date'), 'UTC')).toBeNull();
    expect(formatDateTime('1943-06-15T12:00:00Z', 'Asia/Kolkata')).toBe(
      'Tue, 15 Jun, 1943, 6:30 pm',
    );
  });
});
