import { z } from 'zod';
import { selectOf } from './key-case.ts';

/**
 * What the locker's lists read (issue #7): the file and folder rows, the storage used, the
 * Medilocker check and the messages its errors show, apart from the share links', versions' and
 * forms' contracts in `locker.schema.ts` (which re-exports these): the locker's page builds only
 * the schemas its first load reads (issue #21).
 */

export const LOCKER_NAME_MAX_LENGTH = 255;

export const lockerMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${LOCKER_NAME_MAX_LENGTH} characters long.`,
  nameDots: 'Name cannot be "." or "..".',
  nameSlash: 'Name cannot contain "/" or "\\".',
  nameControl: 'Name cannot contain control or text-direction characters.',
  unsupportedType:
    'Only PDF, PNG, JPEG, WebP, GIF and plain-text files can be stored in the locker.',
  tooLarge: (limitBytes: number) =>
    limitBytes >= 1024 * 1024
      ? `The file is too large: the limit is ${Math.floor(limitBytes / (1024 * 1024))} MB.`
      : `The file is too large: the limit is ${Math.floor(limitBytes / 1024)} KB.`,
  emptyFile: 'The file is empty.',
  storeFull: 'The file store is out of space, so the file was not saved. Try again later.',
  storeUnavailable:
    'The file store is not answering, so the file was not saved. Try again shortly.',
  quotaExceeded: 'Your locker is full. Delete files from the trash or old versions to make room.',
  subscriptionRequired: 'An active Medilocker subscription is required to upload files.',
  nameTaken:
    'A file with this name already exists in this folder. Upload it as a new version instead.',
  notFound: 'File not found.',
  linkNotFound: 'This link does not exist.',
  linkExpired: 'This link has expired.',
  linkRevoked: 'This link has been revoked by its owner.',
  // Per client (issue 12): others may still open the link; the wait doubles with each lockout.
  linkLocked: 'Too many wrong passwords from this device. Try again later.',
  wrongPassword: 'Wrong password.',
  passwordRequired: 'This link is protected by a password.',
  downloadLimitReached: 'This link has reached its download limit.',
  viewOnly: 'This link allows viewing only.',
  passwordTooShort: 'Password must be at least 4 characters long.',
} as const;

/** A locker file row as the server returns it (camelCase after the API client's conversion). */
export const lockerFileSchema = z.object({
  id: z.string().uuid(),
  ownerId: z.string().uuid(),
  folderId: z.string().uuid().nullable(),
  name: z.string(),
  path: z.string(),
  status: z.enum(['active', 'trashed']),
  version: z.number().int(),
  size: z.number(),
  mimeType: z.string(),
  sha256: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LockerFile = z.infer<typeof lockerFileSchema>;

/*
 * The locker's rows as the server answers them and the web reads them (camelCase after the API
 * client's conversion): the web's query hooks parse with these, and the server's tests check its
 * answers against them.
 */

/** A file row with the times the lists show (the endpoints' answer and GET /files). */
export const lockerFileRowSchema = lockerFileSchema.extend({
  lastAccessedAt: z.string().nullish(),
  trashedAt: z.string().nullish(),
});
export type LockerFileRow = z.infer<typeof lockerFileRowSchema>;

export const lockerFolderSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LockerFolder = z.infer<typeof lockerFolderSchema>;

export const lockerUsageSchema = z.object({
  usedBytes: z.coerce.number(),
  quotaBytes: z.coerce.number(),
});
export type LockerUsage = z.infer<typeof lockerUsageSchema>;

/** Spec §3 "Subscription check" (pgsubs.check_subscription). */
export const subscriptionCheckSchema = z.object({
  mediLockerActivated: z.boolean().nullable().transform(Boolean),
  /** The running plan's key (stable, for code). */
  otherActivatedSubscription: z.string().nullable(),
  /** The running plan's name (for people: "Complete Health Foresight"). */
  otherActivatedSubscriptionName: z.string().nullable().default(null),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;

/** The columns the locker's lists read of each table (never blob_key), from the row schemas. */
export const lockerListColumns = {
  file: selectOf(lockerFileRowSchema),
  folder: selectOf(lockerFolderSchema),
} as const;
