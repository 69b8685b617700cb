import { CARE_SCHEMA } from '@athcare/shared/health.schema';
import {
  blockedMemberSchema,
  FEED_PAGE_SIZE,
  moderationItemSchema,
  postCommentSchema,
  type PostVisibility,
  SOCIAL_SCHEMA,
  type SocialPost,
  socialPostSchema,
  socialProfileSchema,
} from '@athcare/shared/social.schema';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Query keys of the social pages (issue #17). */
export const socialKeys = {
  all: ['pgsocial'] as const,
  feed: () => [...socialKeys.all, 'feed'] as const,
  memberPosts: (authorId: string) => [...socialKeys.all, 'member-posts', authorId] as const,
  post: (id: number) => [...socialKeys.all, 'post', id] as const,
  comments: (postId: number) => [...socialKeys.all, 'comments', postId] as const,
  profile: (username: string) => [...socialKeys.all, 'profile', username.toLowerCase()] as const,
  myProfile: () => [...socialKeys.all, 'my-profile'] as const,
  blocked: () => [...socialKeys.all, 'blocked'] as const,
  linkChoices: () => [...socialKeys.all, 'link-choices'] as const,
  image: (postId: number, sha256: string) => [...socialKeys.all, 'image', postId, sha256] as const,
  moderation: () => [...socialKeys.all, 'moderation'] as const,
};

const opts = { schema: SOCIAL_SCHEMA } as const;
const posts = z.array(socialPostSchema);

interface Cursor {
  pBeforeCreatedAt: string;
  pBeforeId: number;
}

/** The next page starts after the last row of a full page (keyset: created_at, id). */
const nextCursor = (page: SocialPost[]): Cursor | undefined => {
  const last = page.at(-1);
  return page.length === FEED_PAGE_SIZE && last
    ? { pBeforeCreatedAt: last.createdAt, pBeforeId: last.id }
    : undefined;
};

const postPages = (queryKey: readonly unknown[], authorId?: string) =>
  infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as Cursor | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.rpc(
        'social_posts',
        { ...(authorId && { pAuthorId: authorId }), ...pageParam, pLimit: FEED_PAGE_SIZE },
        { ...opts, result: posts, signal },
      ),
    getNextPageParam: nextCursor,
  });

/** /social: the caller's own posts, public posts and followers-only posts of those they follow. */
export const feedQueryOptions = () => postPages(socialKeys.feed());
export const useFeed = () => useInfiniteQuery(feedQueryOptions());

/** /{username}/social: a member's posts the caller may see. */
export const memberPostsQueryOptions = (authorId: string) =>
  postPages(socialKeys.memberPosts(authorId), authorId);
export const useMemberPosts = (authorId: string) =>
  useInfiniteQuery(memberPostsQueryOptions(authorId));

/** One post (null when it does not exist or the caller may not see it). */
export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: socialKeys.post(id),
    queryFn: async ({ signal }) => {
      const rows = await api.rpc(
        'social_posts',
        { pPostId: id },
        { ...opts, result: posts, signal },
      );
      return rows[0] ?? null;
    },
  });
export const usePost = (id: number) => useQuery(postQueryOptions(id));

const COMMENTS_PAGE_SIZE = 50;
type CommentCursor = { pAfterCreatedAt: string; pAfterId: number };

/** A post's comments, oldest first, 50 a page (keyset: after the last one shown). */
export const commentsQueryOptions = (postId: number) =>
  infiniteQueryOptions({
    queryKey: socialKeys.comments(postId),
    initialPageParam: undefined as CommentCursor | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.rpc(
        'post_comment_list',
        { pPostId: postId, ...pageParam, pLimit: COMMENTS_PAGE_SIZE },
        { ...opts, result: z.array(postCommentSchema), signal },
      ),
    getNextPageParam: (page): CommentCursor | undefined => {
      const last = page.at(-1);
      return page.length === COMMENTS_PAGE_SIZE && last
        ? { pAfterCreatedAt: last.createdAt, pAfterId: last.id }
        : undefined;
    },
  });
export const useComments = (postId: number) => useInfiniteQuery(commentsQueryOptions(postId));

/** A member's social profile (null: no such member, or they blocked the caller). */
export const socialProfileQueryOptions = (username: string) =>
  queryOptions({
    queryKey: socialKeys.profile(username),
    queryFn: async ({ signal }) => {
      const rows = await api.rpc(
        'social_profile',
        { pUsername: username },
        { ...opts, result: z.array(socialProfileSchema), signal },
      );
      return rows[0] ?? null;
    },
  });
export const useSocialProfile = (username: string) => useQuery(socialProfileQueryOptions(username));

const myProfileSchema = z.object({
  bio: z.string(),
  defaultVisibility: z.enum(['public', 'followers', 'only_me']),
});

/** The caller's own bio and default visibility (null before they save one). */
export const mySocialProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: socialKeys.myProfile(),
    queryFn: async ({ signal }) => {
      const rows = await api.get('/social_profiles', {
        ...opts,
        query: { select: 'bio,default_visibility', userId: `eq.${userId}` },
        result: z.array(myProfileSchema),
        signal,
      });
      return rows[0] ?? null;
    },
  });
export const useMySocialProfile = (userId: string) => useQuery(mySocialProfileQueryOptions(userId));

export const useSaveSocialProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; bio: string; defaultVisibility: PostVisibility }) =>
      api.post('/social_profiles', input, {
        ...opts,
        returnRepresentation: false,
        headers: { Prefer: 'resolution=merge-duplicates' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
};

/** The caller's achievements and the running challenges, for a post's optional link. */
export const linkChoicesQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.linkChoices(),
    queryFn: async ({ signal }) => {
      const row = z.array(z.object({ id: z.number().int(), title: z.string() }));
      const [achievements, challenges] = await Promise.all([
        api.get('/achievements', {
          schema: CARE_SCHEMA,
          query: { select: 'id,title', order: 'awarded_at.desc', limit: 50 },
          result: row,
          signal,
        }),
        api.get('/challenges', {
          schema: CARE_SCHEMA,
          query: { select: 'id,title', order: 'ends_at.desc', limit: 50 },
          result: row,
          signal,
        }),
      ]);
      return { achievements, challenges };
    },
    staleTime: 60_000,
  });
export const useLinkChoices = () => useQuery(linkChoicesQueryOptions());

const invalidatePosts = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: socialKeys.all });

export interface PostInput {
  body: string;
  visibility: PostVisibility;
  achievementId: number | null;
  challengeId: number | null;
}

/**
 * Writes the post, then uploads its images one by one (POST /api/social/posts/{id}/images). The
 * post stands even when an image is refused: the answer then carries that error (`imageError`).
 */
export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ images, ...input }: PostInput & { images: readonly File[] }) => {
      const [row] = await api.post('/posts', input, {
        ...opts,
        query: { select: 'id' },
        result: z.array(z.object({ id: z.number().int() })),
      });
      if (!row) throw new Error('The post could not be saved.');
      try {
        for (const image of images) {
          const form = new FormData();
          form.append('file', image, image.name);
          await api.upload(`/social/posts/${row.id}/images`, form);
        }
      } catch (imageError) {
        return { id: row.id, imageError };
      }
      return { id: row.id, imageError: null };
    },
    onSettled: () => invalidatePosts(queryClient),
  });
};

/** One image of a post, fetched with the token (an <img> sends none) and shown as an object URL. */
export const postImageQueryOptions = (postId: number, position: number, sha256: string) =>
  queryOptions({
    queryKey: socialKeys.image(postId, sha256),
    queryFn: ({ signal }) => api.blob(`/social/posts/${postId}/images/${position}`, { signal }),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
export const usePostImage = (postId: number, position: number, sha256: string) =>
  useQuery(postImageQueryOptions(postId, position, sha256));

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api
        .delete('/posts', {
          ...opts,
          query: { id: `eq.${id}` },
          result: z.array(z.object({ id: z.number() })),
        })
        .then((rows) => {
          if (rows.length === 0) throw new Error('This post could not be deleted.');
        }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

export const useToggleLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: number; liked: boolean }) =>
      liked
        ? api.delete('/post_likes', {
            ...opts,
            query: { postId: `eq.${postId}`, userId: 'not.is.null' },
            returnRepresentation: false,
          })
        : api.post('/post_likes', { postId }, { ...opts, returnRepresentation: false }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: string }) =>
      api.post('/post_comments', { postId, body }, { ...opts, returnRepresentation: false }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/post_comments', {
        ...opts,
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

export const useReportPost = () =>
  useMutation({
    mutationFn: ({ postId, reason }: { postId: number; reason: string }) =>
      api.post('/post_reports', { postId, reason }, { ...opts, returnRepresentation: false }),
  });

export const useFollow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: string; follow: boolean }) =>
      follow
        ? api.post('/follows', { followeeId: userId }, { ...opts, returnRepresentation: false })
        : api.delete('/follows', {
            ...opts,
            query: { followeeId: `eq.${userId}`, followerId: 'not.is.null' },
            returnRepresentation: false,
          }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

/** Blocks or unblocks a member (blocking also ends the follows between you, both ways). */
export const useBlock = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      block
        ? api.post('/blocks', { blockedId: userId }, { ...opts, returnRepresentation: false })
        : api.delete('/blocks', {
            ...opts,
            query: { blockedId: `eq.${userId}` },
            returnRepresentation: false,
          }),
    onSettled: () => invalidatePosts(queryClient),
  });
};

export const blockedMembersQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.blocked(),
    queryFn: ({ signal }) =>
      api.rpc('my_blocked_members', {}, { ...opts, result: z.array(blockedMemberSchema), signal }),
  });
export const useBlockedMembers = () => useQuery(blockedMembersQueryOptions());

/** Admins: reported posts. */
export const moderationQueueQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.moderation(),
    queryFn: ({ signal }) =>
      api.rpc('moderation_queue', {}, { ...opts, result: z.array(moderationItemSchema), signal }),
  });
export const useModerationQueue = () => useQuery(moderationQueueQueryOptions());

export const useModeratePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hide }: { postId: number; hide: boolean }) =>
      api.rpc('moderate_post', { pPostId: postId, pHide: hide }, opts),
    onSettled: () => invalidatePosts(queryClient),
  });
};
