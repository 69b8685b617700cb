import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import { useOwnerMutation } from './use-owner-mutation';

/*
 * Sharing a file or folder with another member (pgmedlock.asset_access): the owner adds, changes
 * and revokes (DELETE) the rows; the grantee reads what is shared with them until it expires.
 * The other member is found by exact username through pgusers.find_member (signed-in users only).
 */

export type ShareTarget = { kind: 'file' | 'folder'; id: string };
export type SharePermission = 'view' | 'download';

export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullish(),
  middleName: z.string().nullish(),
  lastName: z.string().nullish(),
  avatarUrl: z.string().nullish(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const assetAccessRowSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  fileId: z.string().nullable(),
  folderId: z.string().nullable(),
  granteeUserId: z.string().nullable(),
  permissions: z.enum(['view', 'download']),
  expiresAt: z.string().nullable(),
  allowDownloads: z.boolean(),
  viewCount: z.number(),
  downloadCount: z.number(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AssetAccessRow = z.infer<typeof assetAccessRowSchema>;

export const assetAccessColumns =
  'id,owner_id,file_id,folder_id,grantee_user_id,permissions,expires_at,allow_downloads,view_count,download_count,revoked_at,created_at';
const profileColumns = 'id,username,first_name,middle_name,last_name,avatar_url';

/** "Rohan Vikram Mehta", or the username when the profile has no name. */
export function displayName(
  profile: Pick<PublicProfile, 'username' | 'firstName' | 'middleName' | 'lastName'>,
): string {
  const name = [profile.firstName, profile.middleName, profile.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || profile.username;
}

/** A share still in force: not revoked, not past its expiry. */
export function isLiveShare(
  row: Pick<AssetAccessRow, 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): boolean {
  return !row.revokedAt && (row.expiresAt === null || Date.parse(row.expiresAt) > now);
}

/**
 * POST rpc/find_member {username}: the one member with exactly that username (case-insensitive).
 * public_profiles lists only people one already shares with, so a new person is found this way.
 */
export async function findProfileByUsername(username: string): Promise<PublicProfile | null> {
  if (!/^[A-Za-z0-9]+$/.test(username)) return null;
  const rows = await api.rpc(
    'find_member',
    { username },
    { schema: 'pgusers', result: z.array(publicProfileSchema) },
  );
  return rows[0] ?? null;
}

/** The lookup behind "Find": asked afresh each time (a member may have just joined). */
export const profileByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: lockerKeys.profileByUsername(username.toLowerCase()),
    queryFn: () => findProfileByUsername(username),
    staleTime: 0,
    retry: false,
  });

/** GET public_profiles?id=in.(…): names of the people in a list of shares. */
export async function getProfilesById(ids: readonly string[]): Promise<Map<string, PublicProfile>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await api.get('/public_profiles', {
    schema: 'pgusers',
    result: z.array(publicProfileSchema),
    query: { select: profileColumns, id: `in.(${unique.join(',')})` },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

export interface PersonShare extends AssetAccessRow {
  grantee: PublicProfile | null;
}

/** The owner's shares of one file or folder with people (not groups), newest first, with names. */
export async function getPeopleShares(target: ShareTarget): Promise<PersonShare[]> {
  const rows = await api.get('/asset_access', {
    schema: 'pgmedlock',
    result: z.array(assetAccessRowSchema),
    query: {
      select: assetAccessColumns,
      [target.kind === 'file' ? 'file_id' : 'folder_id']: `eq.${target.id}`,
      grantee_user_id: 'not.is.null',
      revoked_at: 'is.null',
      order: 'created_at.desc',
    },
  });
  const profiles = await getProfilesById(
    rows.flatMap((r) => (r.granteeUserId ? [r.granteeUserId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    grantee: row.granteeUserId ? (profiles.get(row.granteeUserId) ?? null) : null,
  }));
}

export const peopleSharesQueryOptions = (ownerId: string, target: ShareTarget) =>
  queryOptions({
    queryKey: lockerKeys.peopleShares(ownerId, target.kind, target.id),
    queryFn: () => getPeopleShares(target),
    // Counts and expiry change on the server: fresh each time the dialog opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function usePeopleShares(ownerId: string, target: ShareTarget) {
  return useQuery(peopleSharesQueryOptions(ownerId, target));
}

export interface SharePersonInput {
  target: ShareTarget;
  granteeUserId: string;
  permission: SharePermission;
  expiresAt: string;
  /** An existing share with the same person: changed in place rather than doubled. */
  existingId?: string;
}

/** POST asset_access (or PATCH ?id=eq.N for an existing share with the same person). */
export function sharePerson(input: SharePersonInput): Promise<void> {
  const changes = {
    permissions: input.permission,
    expiresAt: input.expiresAt,
    allowDownloads: input.permission === 'download',
  };
  if (input.existingId) {
    return api.patch('/asset_access', changes, {
      schema: 'pgmedlock',
      query: { id: `eq.${input.existingId}` },
      returnRepresentation: false,
    });
  }
  return api.post(
    '/asset_access',
    {
      [input.target.kind === 'file' ? 'fileId' : 'folderId']: input.target.id,
      granteeUserId: input.granteeUserId,
      ...changes,
    },
    { schema: 'pgmedlock', returnRepresentation: false },
  );
}

/** DELETE asset_access?id=eq.N: the person loses access at once. */
export function revokePersonShare(shareId: string): Promise<void> {
  return api.delete('/asset_access', {
    schema: 'pgmedlock',
    query: { id: `eq.${shareId}` },
    returnRepresentation: false,
  });
}

// Share writes refresh the owner's whole locker (the share lists sit under it).
export const useSharePerson = (ownerId: string) => useOwnerMutation(ownerId, sharePerson);
export const useRevokePersonShare = (ownerId: string) =>
  useOwnerMutation(ownerId, revokePersonShare);
