import type { SocialPost } from '@athcare/shared/social.schema';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadMoreButton } from './load-more-button';
import { EmptyNote, QueryStatus } from './query-status';
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
  if (query.isPending || query.isError) return <QueryStatus query={query} />;
  const posts = query.data.pages.flat();
  if (posts.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      <LoadMoreButton query={query} label="Load more" className="self-center" />
    </section>
  );
}
