/** Issue #17: the member's photo (avatar): what the server keeps and the browser checks first. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The types the server accepts, decided from the bytes, never from the name or the browser. */
export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarMimeType = (typeof avatarMimeTypes)[number];

/** The fixed sizes the server keeps of a photo (px, longest side; aspect kept). */
export const avatarSizes = [64, 256] as const;
export type AvatarSize = (typeof avatarSizes)[number];
/** Decoding a larger picture is refused (a small file can hold a huge picture). */
export const AVATAR_MAX_MEGAPIXELS = 40;

export const avatarMessages = {
  unsupportedType: 'Choose a JPEG, PNG or WebP image.',
  tooLarge: `The photo is too large: the limit is ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  tooManyPixels: `The photo is too large: the limit is ${AVATAR_MAX_MEGAPIXELS} megapixels.`,
  unreadable:
    'The photo could not be read: it may be damaged. Choose another JPEG, PNG or WebP image.',
  uploaded: 'Your photo is updated.',
  removed: 'Your photo is removed.',
} as const;

export const isAvatarMimeType = (type: string): type is AvatarMimeType =>
  (avatarMimeTypes as readonly string[]).includes(type);

/**
 * The address of a photo at a size: the profile's avatar URL is the 256 px image; the 64 px one
 * (menus, lists) is the same address with ?size=64.
 */
export function avatarSrc(url: string, size: AvatarSize): string {
  return size === 256 ? url : `${url}?size=${size}`;
}
