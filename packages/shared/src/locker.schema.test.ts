import { describe, expect, it } from 'vitest';
import {
  createShareLinkInputSchema,
  lockerColumns,
  lockerMessages,
  lockerNameSchema,
} from './locker.schema.ts';

describe('lockerNameSchema', () => {
  it('accepts ordinary names in any script', () => {
    for (const name of [
      'CBC report.pdf',
      'रिपोर्ट 2026.txt',
      'x-ray (final) #2.png',
      'a'.repeat(255),
    ]) {
      expect(lockerNameSchema.safeParse(name).success).toBe(true);
    }
  });

  it.each([
    ['', lockerMessages.nameRequired],
    ['.', lockerMessages.nameDots],
    ['..', lockerMessages.nameDots],
    ['../x', lockerMessages.nameSlash],
    ['a\\b', lockerMessages.nameSlash],
    ['a\u0000b', lockerMessages.nameControl],
    ['line\nbreak', lockerMessages.nameControl],
    ['report\u202Etxt.exe', lockerMessages.nameControl],
    ['a'.repeat(256), lockerMessages.nameTooLong],
  ])('refuses %j', (name, message) => {
    const result = lockerNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('createShareLinkInputSchema', () => {
  it('defaults to a week, downloads allowed, no password', () => {
    expect(createShareLinkInputSchema.parse({})).toEqual({
      expiresInHours: 168,
      viewOnly: false,
      allowDownloads: true,
    });
  });

  it('bounds expiry and download caps', () => {
    expect(createShareLinkInputSchema.safeParse({ expiresInHours: 0 }).success).toBe(false);
    expect(createShareLinkInputSchema.safeParse({ expiresInHours: 24 * 31 }).success).toBe(false);
    expect(createShareLinkInputSchema.safeParse({ maxDownloads: 0 }).success).toBe(false);
    expect(createShareLinkInputSchema.safeParse({ password: 'abc' }).success).toBe(false);
  });
});

describe('lockerColumns', () => {
  it('selects exactly the row schemas’ columns, snake_case, and never the blob key', () => {
    expect(lockerColumns.folder).toBe('id,owner_id,parent_id,name,path,created_at,updated_at');
    expect(lockerColumns.fileVersion).toBe(
      'id,file_id,version,name,size,mime_type,created_at,replaced_at',
    );
    expect(lockerColumns.file.split(',')).toEqual(
      expect.arrayContaining(['mime_type', 'sha256', 'last_accessed_at', 'trashed_at']),
    );
    for (const columns of Object.values(lockerColumns)) expect(columns).not.toMatch(/blob_key/);
  });
});
