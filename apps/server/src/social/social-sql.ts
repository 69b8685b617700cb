import { sqlFunction } from '../http/sql-function.ts';

/** The post images' SQL functions (migration 0311; current text in apps/server/db/schema.sql). */
const fn = 'pgsocial_private';

/** As the caller: claims the upload recorded for them as the next image of their own post. */
export const attachPostImage = sqlFunction<{ post_id: number; position: number; sha256: string }>(
  fn,
  'attach_post_image',
  { p_post_id: 'bigint', blob_key: 'text' },
);
/** As the caller: the image's blob when they see its post. */
export const postImageBlob = sqlFunction<{
  blob_key: string;
  mime_type: string;
  size: number;
  sha256: string;
} | null>(fn, 'post_image_blob', { p_post_id: 'bigint', p_position: 'int' });
