import { schemas } from '../db/schemas.ts';
import { sqlFunction } from '../http/sql-function.ts';

/**
 * The SQL functions the locker and share-link endpoints call (migration 0070 and later; their
 * current text is in apps/server/db/schema.sql). Each comment says whom it runs as.
 */
const fn = schemas.medlockPrivate;

/** A locker file as the endpoints answer it (pgmedlock.files without the blob key). */
export interface FileRow {
  id: string;
  owner_id: string;
  folder_id: string | null;
  name: string;
  path: string;
  status: 'active' | 'trashed';
  version: number;
  size: number;
  mime_type: string;
  sha256: string;
  tags: string[];
  description: string | null;
  last_accessed_at: string | null;
  trashed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What sending a file's bytes needs. */
export interface BlobRef {
  id: string;
  name: string;
  size: number;
  mime_type: string;
  sha256: string;
  blob_key: string;
}

// ── as the caller ──

export const uploadPrecheck = sqlFunction<{ subscribed: boolean; folder_ok: boolean }>(
  fn,
  'upload_precheck',
  { folder_id: 'uuid' },
);
export const canAddVersion = sqlFunction<boolean>(fn, 'can_add_version', { file_id: 'uuid' });
export const commitUpload = sqlFunction<FileRow | null>(fn, 'commit_upload', {
  folder_id: 'uuid',
  name: 'text',
  blob_key: 'text',
});
export const commitVersion = sqlFunction<FileRow | null>(fn, 'commit_version', {
  file_id: 'uuid',
  blob_key: 'text',
});
export const openFile = sqlFunction<(BlobRef & { owner_id: string; allowed: boolean }) | null>(
  fn,
  'open_file',
  { file_id: 'uuid', action: 'text' },
);
export const openFileVersion = sqlFunction<(BlobRef & { owner_id: string }) | null>(
  fn,
  'open_file_version',
  { file_id: 'uuid', version: 'int' },
);
export const trashOwnFile = sqlFunction<FileRow | null>(fn, 'trash_own_file', { file_id: 'uuid' });
export const deleteTrashedFile = sqlFunction<{
  outcome: 'missing' | 'active' | 'deleted';
  blob_keys: string[];
}>(fn, 'delete_trashed_file', { file_id: 'uuid' });
export const emptyTrash = sqlFunction<{ deleted: number; blob_keys: string[] }>(
  fn,
  'empty_trash',
  {},
);
export const createShareLink = sqlFunction<Record<string, unknown> | null>(
  fn,
  'create_share_link',
  {
    file_id: 'uuid',
    folder_id: 'uuid',
    token_hash: 'text',
    label: 'text',
    expires_in_hours: 'int',
    password_hash: 'text',
    max_downloads: 'int',
    allow_downloads: 'boolean',
    view_only: 'boolean',
  },
);
/** The data API's own RPC (POST /api/rpc/revoke_share_link), called by the REST route too. */
export const revokeShareLink = sqlFunction<{ id: string | null; revoked_at: string | null } | null>(
  schemas.medlock,
  'revoke_share_link',
  { link_id: 'uuid' },
);

// ── as the caller, security definer: the public side of share links ──

/** A link and what it shares: a file (file_id, the file's columns) or a folder (folder_path). */
export interface LinkRow {
  id: string;
  owner_id: string;
  file_id: string | null;
  folder_id: string | null;
  expires_at: string;
  expired: boolean;
  revoked: boolean;
  has_password: boolean;
  max_downloads: number | null;
  download_count: number;
  allow_downloads: boolean;
  view_only: boolean;
  /** The file's or the folder's name. */
  name: string;
  folder_path: string | null;
  size: number | null;
  mime_type: string | null;
  sha256: string | null;
  blob_key: string | null;
  target_active: boolean;
}

export const findShareLink = sqlFunction<LinkRow | null>(fn, 'find_share_link', {
  token_hash: 'text',
});
export const countShareUse = sqlFunction<boolean>(fn, 'count_share_use', {
  token_hash: 'text',
  view_only: 'boolean',
  inline: 'boolean',
});
export const listSharedFolder = sqlFunction<{
  id: string;
  name: string;
  path: string;
  size: number;
  mime_type: string;
  updated_at: string;
}>(fn, 'list_shared_folder', { token_hash: 'text', max_files: 'int' });
export const sharedFolderFile = sqlFunction<BlobRef | null>(fn, 'shared_folder_file', {
  token_hash: 'text',
  file_id: 'uuid',
});

// ── as the service ──

export const recordUpload = sqlFunction<string>(fn, 'record_upload', {
  blob_key: 'text',
  owner_id: 'uuid',
  size: 'bigint',
  sha256: 'text',
  mime_type: 'text',
});
export const forgetUpload = sqlFunction<boolean>(fn, 'forget_upload', { blob_key: 'text' });
/** A share link as the unlock flow reads it, locked for the attempt. */
interface LockedShareLink {
  id: string;
  owner_id: string;
  file_id: string | null;
  password_hash: string | null;
  revoked: boolean;
  expired: boolean;
  locked_for: number | null;
}

export const lockShareLink = sqlFunction<LockedShareLink>(fn, 'lock_share_link', {
  token_hash: 'text',
});
export const recordUnlockAttempt = sqlFunction<{ failed_attempts: number; locked: boolean }>(
  fn,
  'record_unlock_attempt',
  { link_id: 'uuid', succeeded: 'boolean', max_attempts: 'int', lock_minutes: 'int' },
);
/** Per-client passcode attempts (migration 0141): the locked_for is this client's own wait. */
export const lockShareLinkForClient = sqlFunction<LockedShareLink>(
  fn,
  'lock_share_link_for_client',
  { token_hash: 'text', client_key: 'text' },
);
export const recordClientUnlockAttempt = sqlFunction<{
  failed_attempts: number;
  locked_for: number | null;
}>(fn, 'record_client_unlock_attempt', {
  link_id: 'uuid',
  client_key: 'text',
  succeeded: 'boolean',
  max_attempts: 'int',
  lock_minutes: 'int',
});
export const logAccessEntry = sqlFunction<boolean>(fn, 'log_access', {
  owner_id: 'uuid',
  file_id: 'uuid',
  share_link_id: 'uuid',
  actor_user_id: 'uuid',
  action: 'text',
  result: 'text',
  ip: 'text',
});
