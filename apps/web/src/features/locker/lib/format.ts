import type { LockerSort } from './search-params';
import type { LockerFileRow, LockerFolder } from '@athcare/shared/locker.schema';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}

export type FileKind = 'pdf' | 'image' | 'text' | 'other';

export function fileKind(mimeType: string | null | undefined): FileKind {
  if (!mimeType) return 'other';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('text/')) return 'text';
  return 'other';
}

export function kindLabel(mimeType: string | null | undefined): string {
  switch (fileKind(mimeType)) {
    case 'pdf':
      return 'PDF';
    case 'image':
      return `${(mimeType ?? '').replace('image/', '').toUpperCase()} image`;
    case 'text':
      return 'Text';
    default:
      return 'File';
  }
}

/** The sort orders of the docs pages (search parameter `sort`). */
export const lockerSortLabels: Record<LockerSort, string> = {
  date: 'Date',
  'last-access': 'Last access',
  modified: 'Last modified',
  name: 'Name',
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en-IN', { numeric: true, sensitivity: 'base' });
const newestFirst = (a: string | null | undefined, b: string | null | undefined) =>
  (b ? Date.parse(b) : 0) - (a ? Date.parse(a) : 0);

/** Dates newest first (never-opened files last for Last access), names A→Z. */
export function sortFiles(files: readonly LockerFileRow[], sort: LockerSort): LockerFileRow[] {
  const copy = [...files];
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case 'last-access':
      return copy.sort((a, b) => newestFirst(a.lastAccessedAt, b.lastAccessedAt) || byName(a, b));
    case 'modified':
      return copy.sort((a, b) => newestFirst(a.updatedAt, b.updatedAt) || byName(a, b));
    case 'date':
      return copy.sort((a, b) => newestFirst(a.createdAt, b.createdAt) || byName(a, b));
  }
}

/** Folders have no last access: that order falls back to Last modified. */
export function sortFolders(folders: readonly LockerFolder[], sort: LockerSort): LockerFolder[] {
  const copy = [...folders];
  switch (sort) {
    case 'name':
      return copy.sort(byName);
    case 'date':
      return copy.sort((a, b) => newestFirst(a.createdAt, b.createdAt) || byName(a, b));
    case 'last-access':
    case 'modified':
      return copy.sort((a, b) => newestFirst(a.updatedAt, b.updatedAt) || byName(a, b));
  }
}

/** '/Lab Reports/2025' → ['Lab Reports', 'Lab Reports/2025'] with their names, for breadcrumbs. */
export function pathCrumbs(path: string): { name: string; splat: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((name, i) => ({ name, splat: parts.slice(0, i + 1).join('/') }));
}

/** A folder's path as the splat of /{username}/docs/folder/… (no leading slash). */
export const folderSplat = (path: string) => path.replace(/^\/+/, '');
