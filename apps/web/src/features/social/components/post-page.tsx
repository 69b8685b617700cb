import { type CommentForm, commentFormSchema } from '@athcare/shared/social.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { FormErrorText } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { fieldAria, FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useAddComment, useComments, useDeleteComment, usePost } from '../api/social';
import { LoadMoreButton } from './load-more-button';
import { MemberName } from './member-name';
import { PostCard } from './post-card';
import { useSocialForm } from './social-form-parts';
import { EmptyNote, QueryStatus } from './query-status';

/** /social/{socialId}: one post with its comments. */
export function PostPage({ postId }: { postId: number }) {
  const post = usePost(postId);
  return (
    <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-6">
      <Link to="/social" className="text-sm underline-offset-4 hover:underline">
        Back to the feed
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">Post</h1>
      {post.isPending || post.isError ? (
        <QueryStatus query={post} />
      ) : post.data === null ? (
        <EmptyNote>This post is not available.</EmptyNote>
      ) : (
        <>
          <PostCard post={post.data} asLink={false} />
          <Comments postId={postId} />
        </>
      )}
    </div>
  );
}

function Comments({ postId }: { postId: number }) {
  const comments = useComments(postId);
  const shown = comments.data?.pages.flat() ?? [];
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section aria-labelledby="comments-heading" className="flex flex-col gap-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        Comments
      </h2>
      {comments.isPending || comments.isError ? (
        <QueryStatus query={comments} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to comment.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((c) => (
            <li key={c.id} className="flex flex-col gap-1 rounded-md border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <MemberName
                  username={c.authorUsername}
                  firstName={c.authorFirstName}
                  lastName={c.authorLastName}
                  avatarUrl={c.authorAvatarUrl}
                />
                <span className="text-xs text-muted-foreground">
                  {formatDate(c.createdAt, { withTime: true })}
                </span>
              </div>
              <p className="text-sm break-words whitespace-pre-wrap">{c.body}</p>
              {c.canDelete && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="self-start"
                  onClick={() => setDeleting(c.id)}
                >
                  Delete comment
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton query={comments} label="Show more comments" className="self-start" />
      <CommentComposer postId={postId} />
      {deleting !== null && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete this comment?"
          description="The comment is deleted for good."
          confirmLabel="Delete comment"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting, {
              onSuccess: () => setDeleting(null),
              onError: (error) => toast.error(describeError(error)),
            })
          }
        />
      )}
    </section>
  );
}

function CommentComposer({ postId }: { postId: number }) {
  const id = useId();
  const add = useAddComment();
  const { register, errors, isSubmitting, formProps } = useSocialForm<
    CommentForm,
    z.output<typeof commentFormSchema>
  >({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { body: '' },
    save: async ({ body }, added) => {
      await add.mutateAsync({ postId, body });
      added.reset({ body: '' });
    },
  });
  return (
    <form {...formProps} aria-label="New comment" className="flex flex-col gap-3">
      <FormField id={`${id}-body`} label="Your comment" error={errors.body?.message}>
        <Textarea
          id={`${id}-body`}
          rows={2}
          {...register('body')}
          {...fieldAria(`${id}-body`, { error: errors.body?.message })}
        />
      </FormField>
      <FormErrorText>{errors.root?.message}</FormErrorText>
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Comment'}
      </Button>
    </form>
  );
}
