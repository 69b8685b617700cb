/** Issue #17: the member's photo (avatar): what the server keeps and the browser checks first. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The types the server accepts, decided from the bytes, never from the name or the browser. */
export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AvatarMimeType = (typeof avatarMimeTypes)[number];

export const avatarMessages = {
  unsupportedType: 'Choose a JPEG, PNG or WebP image.',
  tooLarge: `The photo is too large: the limit is ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  uploaded: 'Your photo is updated.',
  removed: 'Your photo is removed.',
} as const;

export const isAvatarMimeType = (type: string): type is AvatarMimeType =>
  (avatarMimeTypes as readonly string[]).includes(type);
