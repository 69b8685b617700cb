import {
  AVATAR_MAX_MEGAPIXELS,
  AVATAR_MAX_BYTES,
  avatarMessages,
  type AvatarSize,
} from '@athcare/shared/avatar.schema';
import sharp from 'sharp';
import { httpError } from '../errors/api-error.ts';

// No decoded-image cache: photos are decoded once, and the memory is better left to requests.
sharp.cache(false);

/** One size of a photo, ready to store: WebP bytes. */
export interface AvatarImage {
  size: AvatarSize;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The photo at each size (longest side at most `size` px, aspect kept, never enlarged), as WebP
 * with no metadata (sharp keeps none unless asked: no place, no camera, no ICC profile), turned
 * upright first (EXIF orientation). A picture that cannot be decoded (damaged, truncated) or is
 * larger than AVATAR_MAX_MEGAPIXELS is refused with a clear message.
 */
export async function resizeAvatar(
  input: Buffer,
  sizes: readonly AvatarSize[],
): Promise<AvatarImage[]> {
  if (input.length > AVATAR_MAX_BYTES) throw httpError(413, avatarMessages.tooLarge, 'too_large');
  const options = {
    limitInputPixels: AVATAR_MAX_MEGAPIXELS * 1_000_000,
    // A truncated or corrupt image is an error, not a half-grey picture.
    failOn: 'truncated' as const,
    // Animated WebP/GIF: the first frame only.
    animated: false,
  };
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > AVATAR_MAX_MEGAPIXELS * 1_000_000)
      throw new Error('Input image exceeds pixel limit');
    return await Promise.all(
      sizes.map(async (size) => {
        const { data, info } = await sharp(input, options)
          .rotate()
          .resize(size, size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { size, bytes: data, width: info.width, height: info.height };
      }),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw httpError(413, avatarMessages.tooManyPixels, 'too_many_pixels');
    throw httpError(422, avatarMessages.unreadable, 'unreadable_image');
  }
}
