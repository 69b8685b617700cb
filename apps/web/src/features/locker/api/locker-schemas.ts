import { lockerFileSchema } from '@athcare/shared/locker.schema';
import { z } from 'zod';

/*
 * Row shapes the locker screens read (camelCase after the API client's conversion). The file row
 * and the public share-link metadata come from packages/shared; the rest are read-only views of
 * pgmedlock rows that only the web app consumes, so they live here (candidates to move to
 * packages/shared/locker.schema.ts when the server needs them too).
 */

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
export const createdShareLinkSchema = z.object({
  id: z.string(),
  fileId: z.string().nullable(),
  folderId: z.string().nullable(),
  label: z.string().nullable(),
  expiresAt: z.string(),
  hasPassword: z.boolean(),
  maxDownloads: z.number().nullable(),
  viewOnly: z.boolean(),
  allowDownloads: z.boolean(),
  token: z.string(),
  url: z.string(),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const lockerUsageSchema = z.object({
  usedBytes: z.coerce.number(),
  quotaBytes: z.coerce.number(),
});
export type LockerUsage = z.infer<typeof lockerUsageSchema>;

/** Spec §3 "Subscription check" (pgsubs.check_subscription). */
export const subscriptionCheckSchema = z.object({
  mediLockerActivated: z.boolean().nullable().transform(Boolean),
  otherActivatedSubscription: z.string().nullable(),
});
export type SubscriptionCheck = z.infer<typeof subscriptionCheckSchema>;

export const shareUnlockResultSchema = z.object({
  grant: z.string(),
  expiresIn: z.number(),
});
