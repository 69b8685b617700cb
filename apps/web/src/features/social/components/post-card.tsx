import {
  postVisibilityLabels,
  type ReportForm,
  reportFormSchema,
  type SocialPost,
  socialMessages,
} from '@athcare/shared/social.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { useDeletePost, useReportPost, useToggleLike } from '../api/social';
import { MemberName } from './member-name';
import { PostImages } from './post-images';
import { useSocialForm } from './social-form-parts';

/**
 * One post: its author, text (always as text, never HTML), link to trackers, counts and actions.
 * `asLink`: the comments count leads to the post's own page (in lists).
 */
export function PostCard({ post, asLink = true }: { post: SocialPost; asLink?: boolean }) {
  const me = useSessionStore((s) => s.user?.id);
  const mine = post.authorId === me;
  const like = useToggleLike();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();
  const comments = `${post.commentCount} ${post.commentCount === 1 ? 'comment' : 'comments'}`;

  const toggleLike = () =>
    like.mutate(
      { postId: post.id, liked: post.likedByMe },
      { onError: (error) => toast.error(describeError(error)) },
    );

  return (
    <article
      aria-labelledby={`post-${post.id}-author`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <span id={`post-${post.id}-author`} className="min-w-0">
          <MemberName
            username={post.authorUsername}
            firstName={post.authorFirstName}
            lastName={post.authorLastName}
            avatarUrl={post.authorAvatarUrl}
          />
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDate(post.createdAt, { withTime: true })} · {postVisibilityLabels[post.visibility]}
        </span>
      </header>
      {post.hiddenAt && (
        <p role="note" className="rounded-md bg-muted px-3 py-2 text-sm">
          {socialMessages.hiddenNote}
        </p>
      )}
      <p className="text-sm break-words whitespace-pre-wrap">{post.body}</p>
      <PostImages
        postId={post.id}
        author={`${post.authorFirstName} ${post.authorLastName}`.trim() || post.authorUsername}
        images={post.images}
      />
      {post.linkTitle && (
        <p className="text-sm text-muted-foreground">
          {post.achievementId !== null ? 'Achievement: ' : 'Challenge: '}
          <span className="font-medium text-foreground">{post.linkTitle}</span>
        </p>
      )}
      <footer className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant={post.likedByMe ? 'default' : 'outline'}
          size="sm"
          aria-pressed={post.likedByMe}
          disabled={like.isPending}
          onClick={toggleLike}
        >
          {post.likedByMe ? 'Liked' : 'Like'} ({post.likeCount})
        </Button>
        {asLink ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/social/$socialId" params={{ socialId: String(post.id) }}>
              {comments}
            </Link>
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">{comments}</span>
        )}
        {mine ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        ) : (
          <Button type="button" variant="ghost" size="sm" onClick={() => setReporting(true)}>
            Report
          </Button>
        )}
      </footer>
      {confirmDelete && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this post?"
          description="The post, its likes and its comments are deleted for good."
          confirmLabel="Delete post"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () => {
                setConfirmDelete(false);
                toast.success(socialMessages.deleted);
              },
              onError: (error) => toast.error(describeError(error)),
            })
          }
        />
      )}
      {reporting && <ReportDialog postId={post.id} onClose={() => setReporting(false)} />}
    </article>
  );
}

/** Reporting a post to the admins, with a reason. */
function ReportDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const id = useId();
  const report = useReportPost();
  const { register, errors, isSubmitting, formProps } = useSocialForm<
    ReportForm,
    z.output<typeof reportFormSchema>
  >({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: '' },
    save: async ({ reason }) => {
      await report.mutateAsync({ postId, reason });
      toast.success(socialMessages.reported);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Report this post"
      description="An admin reviews reported posts and may hide them."
    >
      <form {...formProps} aria-label="Report post" className="grid gap-4">
        <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
          <Textarea
            id={`${id}-reason`}
            {...register('reason')}
            {...fieldAria(`${id}-reason`, { error: errors.reason?.message })}
          />
        </FormField>
        <FormErrorText>{errors.root?.message}</FormErrorText>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
