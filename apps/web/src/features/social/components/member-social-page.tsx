import { type SocialProfile, socialMessages } from '@athcare/shared/social.schema';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useBlock, useFollow, useMemberPosts, useSocialProfile } from '../api/social';
import { PostList } from './post-list';
import { EmptyNote, QueryStatus } from './query-status';

/** /{username}/social: a member's social profile and the posts of theirs you may see. */
export function MemberSocialPage({ username }: { username: string }) {
  const profile = useSocialProfile(username);
  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-6">
      {profile.isPending || profile.isError ? (
        <QueryStatus query={profile} />
      ) : profile.data === null ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight">Social</h1>
          <EmptyNote>This member’s social page is not available.</EmptyNote>
        </>
      ) : (
        <>
          <ProfileHeader profile={profile.data} />
          {profile.data.blockedByMe ? (
            <EmptyNote>You blocked this member. Unblock them to see their posts.</EmptyNote>
          ) : (
            <MemberPosts profile={profile.data} />
          )}
        </>
      )}
    </div>
  );
}

function MemberPosts({ profile }: { profile: SocialProfile }) {
  const posts = useMemberPosts(profile.userId);
  return (
    <PostList
      query={posts}
      label="Posts"
      empty={profile.isMe ? 'You have not posted yet.' : 'No posts to show.'}
    />
  );
}

function ProfileHeader({ profile }: { profile: SocialProfile }) {
  const follow = useFollow();
  const block = useBlock();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.username;
  const onError = (error: unknown) => toast.error(describeError(error));
  return (
    <section aria-labelledby="social-name" className="flex flex-col gap-3">
      <h1 id="social-name" className="text-2xl font-semibold tracking-tight break-words">
        {name}
      </h1>
      <p className="text-sm text-muted-foreground">@{profile.username}</p>
      {profile.bio && <p className="text-sm break-words whitespace-pre-wrap">{profile.bio}</p>}
      <p className="text-sm">
        <span className="font-medium">{profile.followerCount}</span>{' '}
        {profile.followerCount === 1 ? 'follower' : 'followers'} ·{' '}
        <span className="font-medium">{profile.followingCount}</span> following
        {profile.followsMe && !profile.isMe && ' · Follows you'}
      </p>
      <div className="flex flex-wrap gap-2">
        {profile.isMe ? (
          <Button asChild variant="outline">
            <Link to="/$username/edit/social-profile" params={{ username: profile.username }}>
              Edit social profile
            </Link>
          </Button>
        ) : profile.blockedByMe ? (
          <Button
            type="button"
            variant="outline"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(
                { userId: profile.userId, block: false },
                { onSuccess: () => toast.success(socialMessages.unblocked), onError },
              )
            }
          >
            Unblock
          </Button>
        ) : (
          <>
            <Button
              type="button"
              variant={profile.followedByMe ? 'outline' : 'default'}
              disabled={follow.isPending}
              onClick={() =>
                follow.mutate(
                  { userId: profile.userId, follow: !profile.followedByMe },
                  { onError },
                )
              }
            >
              {profile.followedByMe ? 'Unfollow' : 'Follow'}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirmBlock(true)}>
              Block
            </Button>
          </>
        )}
      </div>
      {confirmBlock && (
        <ConfirmDialog
          open
          onOpenChange={setConfirmBlock}
          title={`Block ${name}?`}
          description="They will no longer see your posts or profile, nor like, comment on or follow you, and you will not see theirs. Follows between you end."
          confirmLabel="Block"
          pending={block.isPending}
          onConfirm={() =>
            block.mutate(
              { userId: profile.userId, block: true },
              {
                onSuccess: () => {
                  setConfirmBlock(false);
                  toast.success(socialMessages.blocked);
                },
                onError,
              },
            )
          }
        />
      )}
    </section>
  );
}
