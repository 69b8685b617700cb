import { useSessionStore } from '@/stores/session-store';
import { useFeed, useMySocialProfile } from '../api/social';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

/** /social: write a post, and the feed of people you follow plus public posts. */
export function FeedPage() {
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const feed = useFeed();
  const profile = useMySocialProfile(userId);
  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Social</h1>
      {/* The form starts with the member's default visibility, once it is known. */}
      {profile.isPending ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : (
        <PostComposer defaultVisibility={profile.data?.defaultVisibility ?? 'public'} />
      )}
      <PostList
        query={feed}
        label="Feed"
        empty="No posts yet. Share something, or follow members to see their posts here."
      />
    </div>
  );
}
