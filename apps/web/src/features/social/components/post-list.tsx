import type { SocialPost } from '@athcare/shared/social.schema';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { describeError } from '@/lib/errors';
import { LoadMoreButton } from './load-more-button';
import { PostCard } from './post-card';

/** A list of posts one keyset page at a time, with its empty state and a Load more button. */
export function PostList({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<SocialPost[]>>;
  label: string;
  empty: string;
}) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(query.error)}
      </p>
    );
  const posts = query.data.pages.flat();
  if (posts.length === 0)
    return <p className="rounded-lg border border-dashed p-6 text-center text-sm">{empty}</p>;
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <LoadMoreButton query={query} label="Load more" className="self-center" />
    </section>
  );
}
