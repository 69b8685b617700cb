import { sqlFunction } from '../http/sql-function.ts';

/** The avatar's SQL functions (migration 0280; current text in apps/server/db/schema.sql). */
const fn = 'pgusers_private';

/** As the caller: claims the two uploads recorded for them (256 and 64 px) as their photo. */
export const setAvatar = sqlFunction<{ avatar_url: string; old_blob_keys: string[] | null }>(
  fn,
  'set_avatar',
  { blob_key: 'text', small_blob_key: 'text' },
);
/** As the caller: removes their photo; the blob keys to delete. */
export const removeAvatar = sqlFunction<string[] | null>(fn, 'remove_avatar', {});
/** As anyone holding the address: the photo's blob. */
export const avatarBlob = sqlFunction<{
  blob_key: string;
  mime_type: string;
  size: number;
  sha256: string;
} | null>(fn, 'avatar_blob', { user_id: 'uuid', sha256: 'text', px: 'integer' });
