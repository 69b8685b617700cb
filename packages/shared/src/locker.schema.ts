import { z } from 'zod';
import { selectOf } from './key-case.ts';
import { LOCKER_NAME_MAX_LENGTH, lockerListColumns, lockerMessages } from './locker-rows.schema.ts';

/** Issue #7, the medical-records locker: limits and contracts shared by the web app and the server. */

// The rows the locker's lists read live in a module of their own (the locker's page imports it
// alone); they stay part of this contract.
export * from './locker-rows.schema.ts';

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

export const SHARE_LINK_MAX_ATTEMPTS = 5;
export const SHARE_LINK_LOCK_MINUTES = 15;
export const SHARE_LINK_MAX_HOURS = 30 * 24;
export const SHARE_LINK_DEFAULT_HOURS = 7 * 24;
export const SHARE_GRANT_TTL_SECONDS = 15 * 60;

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

export const shareUnlockResultSchema = z.object({
  grant: z.string(),
  expiresIn: z.number(),
});

/** The columns the locker's screens read of each table (never blob_key), from the row schemas. */
export const lockerColumns = {
  ...lockerListColumns,
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
