import { z } from 'zod';

/** Social (issue #17): posts, likes, comments, follows, blocks, reports. Rows come camelCased. */
export const SOCIAL_SCHEMA = 'pgsocial';

export const postVisibilities = ['public', 'followers', 'only_me'] as const;
export type PostVisibility = (typeof postVisibilities)[number];
export const postVisibilityLabels: Record<PostVisibility, string> = {
  public: 'Public',
  followers: 'Followers',
  only_me: 'Only me',
};

/** Bounds the database enforces too (migration 0310). */
export const POST_MAX_CHARS = 2000;
export const COMMENT_MAX_CHARS = 1000;
export const BIO_MAX_CHARS = 300;
export const REPORT_MAX_CHARS = 500;
/** A post's images: at most 4, each a JPEG, PNG or WebP of at most 5 MB (as the member's photo). */
export const POST_IMAGE_MAX = 4;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const postImageMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Posts a feed page holds (the server allows at most 50). */
export const FEED_PAGE_SIZE = 20;

const count = z.coerce.number().int();

/** Who wrote a post or a comment (embedded), and what they wrote. */
const authoredBody = {
  authorId: z.string(),
  authorUsername: z.string(),
  authorFirstName: z.string(),
  authorLastName: z.string(),
  authorAvatarUrl: z.string().nullable(),
  body: z.string(),
};

/** One post as social_posts gives it: the author and the counts embedded. */
export const socialPostSchema = z.object({
  id: z.number().int(),
  ...authoredBody,
  visibility: z.enum(postVisibilities),
  achievementId: z.number().int().nullable(),
  challengeId: z.number().int().nullable(),
  linkTitle: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  likeCount: count,
  commentCount: count,
  likedByMe: z.boolean(),
  images: z.array(z.object({ position: z.number().int(), sha256: z.string() })).default([]),
});
export type SocialPost = z.infer<typeof socialPostSchema>;

export const postCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  ...authoredBody,
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const socialProfileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  followerCount: count,
  followingCount: count,
  isMe: z.boolean(),
  followedByMe: z.boolean(),
  followsMe: z.boolean(),
  blockedByMe: z.boolean(),
});
export type SocialProfile = z.infer<typeof socialProfileSchema>;

export const blockedMemberSchema = z.object({
  blockedId: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

export const moderationItemSchema = z.object({
  id: z.number().int(),
  authorId: z.string(),
  authorUsername: z.string().nullable(),
  authorFirstName: z.string().nullable(),
  authorLastName: z.string().nullable(),
  body: z.string(),
  visibility: z.enum(postVisibilities),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  reportCount: count,
  openReportCount: count,
  lastReportedAt: z.string(),
  reasons: z.array(z.string()),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** The optional link to trackers: nothing, one of the member's achievements, or a challenge. */
const linkPattern = /^(|achievement:\d+|challenge:\d+)$/;

/** Text that must not be empty (`whenEmpty` says so) and holds at most `max` characters. */
const text = (whenEmpty: string, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: whenEmpty })
    .max(max, { error: `${what} must be at most ${max} characters` });

export const postFormSchema = z.object({
  body: text('Write something to post', POST_MAX_CHARS, 'A post'),
  visibility: z.enum(postVisibilities),
  link: z.string().regex(linkPattern, { error: 'Choose an achievement or a challenge' }),
});
export type PostForm = z.input<typeof postFormSchema>;

/** The row the form writes: the link split into its column. */
export const postInputFromForm = (form: z.output<typeof postFormSchema>) => {
  const [kind, id] = form.link.split(':');
  return {
    body: form.body,
    visibility: form.visibility,
    achievementId: kind === 'achievement' ? Number(id) : null,
    challengeId: kind === 'challenge' ? Number(id) : null,
  };
};

export const commentFormSchema = z.object({
  body: text('Write a comment', COMMENT_MAX_CHARS, 'A comment'),
});
export type CommentForm = z.input<typeof commentFormSchema>;

export const reportFormSchema = z.object({
  reason: text('Say what is wrong with this post', REPORT_MAX_CHARS, 'A reason'),
});
export type ReportForm = z.input<typeof reportFormSchema>;

export const socialProfileFormSchema = z.object({
  bio: z
    .string()
    .trim()
    .max(BIO_MAX_CHARS, { error: `Your bio must be at most ${BIO_MAX_CHARS} characters` }),
  defaultVisibility: z.enum(postVisibilities),
});
export type SocialProfileForm = z.input<typeof socialProfileFormSchema>;

export const socialMessages = {
  posted: 'Your post is shared.',
  postedWithoutImage: 'Your post is shared, but an image could not be added:',
  deleted: 'Your post is deleted.',
  reported: 'Thank you. An admin will review this post.',
  blocked: 'Member blocked. They no longer see or reach you.',
  unblocked: 'Member unblocked.',
  profileSaved: 'Your social profile is saved.',
  hiddenNote: 'Hidden by a moderator: only you and admins see this post.',
  imageType: 'Choose a JPEG, PNG or WebP image.',
  imageTooLarge: `An image is too large: the limit is ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  tooManyImages: `A post holds at most ${POST_IMAGE_MAX} images.`,
} as const;

/** What the browser checks of chosen images before posting (the server checks the bytes again). */
export function postImagesProblem(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > POST_IMAGE_MAX) return socialMessages.tooManyImages;
  if (files.some((f) => !(postImageMimeTypes as readonly string[]).includes(f.type)))
    return socialMessages.imageType;
  if (files.some((f) => f.size > POST_IMAGE_MAX_BYTES)) return socialMessages.imageTooLarge;
  return null;
}
