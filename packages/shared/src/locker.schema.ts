import { z } from 'zod';
import { selectOf } from './key-case.ts';

/** Issue #7, the medical-records locker: limits and contracts shared by the web app and the server. */

/** File types the locker accepts, decided from the file's first bytes (never from its name). */
export const lockerMimeTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'text/plain',
] as const;
export type LockerMimeType = (typeof lockerMimeTypes)[number];

export const LOCKER_NAME_MAX_LENGTH = 255;
export const SHARE_LINK_MAX_ATTEMPTS = 5;
export const SHARE_LINK_LOCK_MINUTES = 15;
export const SHARE_LINK_MAX_HOURS = 30 * 24;
export const SHARE_LINK_DEFAULT_HOURS = 7 * 24;
export const SHARE_GRANT_TTL_SECONDS = 15 * 60;

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

// Characters that hide what a name is: C0/C1 controls (NUL included), bidirectional controls
// (U+202E turns "cod.exe" into "exe.doc"), the BOM. Mirrors pgmedlock_private.is_valid_name.
const hostileCharacters =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

/** A folder or file name (the database checks the same rules). */
export const lockerNameSchema = z
  .string()
  .transform((s) => s.normalize('NFC'))
  .pipe(
    z
      .string()
      .min(1, lockerMessages.nameRequired)
      .refine((s) => [...s].length <= LOCKER_NAME_MAX_LENGTH, lockerMessages.nameTooLong)
      .refine((s) => s !== '.' && s !== '..', lockerMessages.nameDots)
      .refine((s) => !/[/\\]/.test(s), lockerMessages.nameSlash)
      .refine((s) => !hostileCharacters.test(s), lockerMessages.nameControl),
  );

/** Multipart fields sent before the file part of POST /api/locker/files. */
export const uploadFieldsSchema = z.object({
  folderId: z.string().uuid('Invalid UUID format').optional(),
  name: lockerNameSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** POST /api/locker/files/:id/share-links (snake_case on the wire). */
export const createShareLinkInputSchema = z.object({
  expiresInHours: z
    .number()
    .int('Must be an integer')
    .min(1, 'A link must last at least 1 hour.')
    .max(SHARE_LINK_MAX_HOURS, `A link can last at most ${SHARE_LINK_MAX_HOURS / 24} days.`)
    .default(SHARE_LINK_DEFAULT_HOURS),
  password: z.string().min(4, lockerMessages.passwordTooShort).max(128).optional(),
  maxDownloads: z
    .number()
    .int('Must be an integer')
    .positive('Must be a positive number')
    .max(1000)
    .optional(),
  viewOnly: z.boolean().default(false),
  allowDownloads: z.boolean().default(true),
  label: z.string().trim().max(100).optional(),
});
export type CreateShareLinkInput = z.input<typeof createShareLinkInputSchema>;

export const unlockShareLinkInputSchema = z.object({
  password: z.string().min(1, 'Password is required.').max(128),
});
export type UnlockShareLinkInput = z.infer<typeof unlockShareLinkInputSchema>;

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

export const fileVersionSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  version: z.number().int(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  createdAt: z.string(),
  replacedAt: z.string(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

export const shareLinkRowSchema = z.object({
  id: z.string(),
  fileId: z.string().nullable(),
  folderId: z.string().nullable(),
  label: z.string().nullable(),
  expiresAt: z.string(),
  maxDownloads: z.number().nullable(),
  downloadCount: z.number(),
  viewCount: z.number(),
  viewOnly: z.boolean(),
  allowDownloads: z.boolean(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLinkRow = z.infer<typeof shareLinkRowSchema>;

/** POST /api/locker/{files,folders}/:id/share-links: the only answer that carries the token. */
export const createdShareLinkSchema = shareLinkRowSchema
  .pick({
    id: true,
    fileId: true,
    folderId: true,
    label: true,
    expiresAt: true,
    maxDownloads: true,
    viewOnly: true,
    allowDownloads: true,
  })
  .extend({ hasPassword: z.boolean(), token: z.string(), url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

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

export const shareUnlockResultSchema = z.object({
  grant: z.string(),
  expiresIn: z.number(),
});

/** The columns the locker's screens read of each table (never blob_key), from the row schemas. */
export const lockerColumns = {
  file: selectOf(lockerFileRowSchema),
  folder: selectOf(lockerFolderSchema),
  fileVersion: selectOf(fileVersionSchema),
  shareLink: selectOf(shareLinkRowSchema),
} as const;

/** GET /api/share/:token: what the landing page shows. Name, size and type stay hidden until a
 * password-protected link is unlocked. A folder link has no size or type of its own. */
export const shareLinkMetadataSchema = z.object({
  kind: z.enum(['file', 'folder']),
  name: z.string().nullable(),
  size: z.number().nullable(),
  mimeType: z.string().nullable(),
  expiresAt: z.string(),
  needsPassword: z.boolean(),
  unlocked: z.boolean(),
  viewOnly: z.boolean(),
  allowsDownload: z.boolean(),
  downloadsRemaining: z.number().int().nullable(),
});
export type ShareLinkMetadata = z.infer<typeof shareLinkMetadataSchema>;

/** At most this many files are listed for a folder link (the rest are reported as cut off). */
export const SHARED_FOLDER_MAX_FILES = 500;

/** GET /api/share/:token/files: the active files under a shared folder, path relative to it. */
export const sharedFolderFileSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  path: z.string(),
  size: z.number(),
  mimeType: z.string(),
  updatedAt: z.string(),
});
export type SharedFolderFile = z.infer<typeof sharedFolderFileSchema>;

export const sharedFolderListingSchema = z.object({
  files: z.array(sharedFolderFileSchema),
  truncated: z.boolean(),
});
export type SharedFolderListing = z.infer<typeof sharedFolderListingSchema>;

/** "Share with a person": what the owner is told while choosing (§ locker sharing). */
export const sharePersonMessages = {
  noSuchMember: 'No member with that username.',
  notYourself: 'You cannot share with yourself.',
  expiryRequired: 'Choose when the access ends.',
  expiryInPast: 'The end date must be after today.',
} as const;

/** How long a person's access lasts: N days from now, or until the end of a chosen day. */
export const sharePersonExpiryChoices = ['1', '7', '30', 'custom'] as const;

/**
 * The form of "Share with a person" once the member is found: view or download, and when the
 * access ends (a chosen day must be given; whether it is after today is checked at submit, as
 * "today" is the member's own).
 */
export const sharePersonFormSchema = z
  .object({
    permission: z.enum(['view', 'download']),
    expiry: z.enum(sharePersonExpiryChoices),
    customDay: z.string(),
  })
  .refine(({ expiry, customDay }) => expiry !== 'custom' || customDay !== '', {
    path: ['customDay'],
    message: sharePersonMessages.expiryRequired,
  });
export type SharePersonForm = z.infer<typeof sharePersonFormSchema>;
