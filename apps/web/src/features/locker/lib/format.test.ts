import { describe, expect, it } from 'vitest';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { fileKind, formatBytes, pathCrumbs, sortFiles } from './format';

const file = (name: string, created: string, updated: string, accessed: string | null) =>
  ({
    id: name,
    name,
    createdAt: created,
    updatedAt: updated,
    lastAccessedAt: accessed,
  }) as LockerFileRow;

describe('locker formatting', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('knows which files can be shown in the page', () => {
    expect(fileKind('application/pdf')).toBe('pdf');
    expect(fileKind('image/webp')).toBe('image');
    expect(fileKind('text/plain')).toBe('text');
    expect(fileKind('application/zip')).toBe('other');
  });

  it('sorts by date, last access, last modified and name', () => {
    const a = file('b.pdf', '2026-01-01', '2026-03-01', null);
    const b = file('a.pdf', '2026-02-01', '2026-02-02', '2026-04-01');
    const c = file('c10.pdf', '2025-12-01', '2026-01-01', '2026-05-01');
    const names = (s: Parameters<typeof sortFiles>[1]) =>
      sortFiles([a, b, c], s).map((f) => f.name);
    expect(names('date')).toEqual(['a.pdf', 'b.pdf', 'c10.pdf']);
    expect(names('last-access')).toEqual(['c10.pdf', 'a.pdf', 'b.pdf']);
    expect(names('modified')).toEqual(['b.pdf', 'a.pdf', 'c10.pdf']);
    expect(names('name')).toEqual(['a.pdf', 'b.pdf', 'c10.pdf']);
  });

  it('splits a folder path into breadcrumbs', () => {
    expect(pathCrumbs('/Lab Reports/2025')).toEqual([
      { name: 'Lab Reports', splat: 'Lab Reports' },
      { name: '2025', splat: 'Lab Reports/2025' },
    ]);
  });
});
