import { postVisibilityLabels } from '@athcare/shared/social.schema';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useModeratePost, useModerationQueue } from '../api/social';
import { EmptyNote, QueryStatus } from './query-status';

/** /admin/moderation: reported posts; an admin hides one (only its author and admins see it) or keeps it. */
export function ModerationPage() {
  const queue = useModerationQueue();
  const moderate = useModeratePost();
  const act = (postId: number, hide: boolean) =>
    moderate.mutate(
      { postId, hide },
      {
        onSuccess: () => toast.success(hide ? 'Post hidden' : 'Post restored'),
        onError: (error) => toast.error(describeError(error)),
      },
    );
  /** Hide (destructive) or restore a post; every button waits while one is being sent. */
  const actButton = (
    postId: number,
    hide: boolean,
    label: string,
    variant: 'outline' | 'destructive' = 'outline',
  ) => (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={moderate.isPending}
      onClick={() => act(postId, hide)}
    >
      {label}
    </Button>
  );
  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-4">
      <h1 id="moderation-heading" className="text-2xl font-semibold tracking-tight">
        Moderation
      </h1>
      <p className="text-sm text-muted-foreground">
        Reported posts, those waiting for a decision first. A hidden post is seen only by its author
        and admins.
      </p>
      {queue.isPending || queue.isError ? (
        <QueryStatus query={queue} />
      ) : queue.data.length === 0 ? (
        <EmptyNote>No reported posts.</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {queue.data.map((item) => (
            <li key={item.id}>
              <article
                aria-label={`Post ${item.id}`}
                className="flex min-w-0 flex-col gap-2 rounded-lg border p-4"
              >
                <p className="text-sm">
                  <span className="font-medium">
                    {[item.authorFirstName, item.authorLastName].filter(Boolean).join(' ') ||
                      'Inactive member'}
                  </span>{' '}
                  {item.authorUsername && (
                    <span className="text-muted-foreground">@{item.authorUsername}</span>
                  )}{' '}
                  · {formatDate(item.createdAt, { withTime: true })} ·{' '}
                  {postVisibilityLabels[item.visibility]}
                </p>
                <p className="text-sm break-words whitespace-pre-wrap">{item.body}</p>
                <p className="text-sm">
                  {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'} (
                  {item.openReportCount} open) · last{' '}
                  {formatDate(item.lastReportedAt, { withTime: true })} ·{' '}
                  {item.hiddenAt ? 'Hidden' : 'Visible'}
                </p>
                <ul className="list-disc pl-5 text-sm text-muted-foreground">
                  {item.reasons.map((reason, i) => (
                    <li key={i} className="break-words">
                      {reason}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-wrap gap-2">
                  {item.hiddenAt ? (
                    actButton(item.id, false, 'Restore')
                  ) : (
                    <>
                      {actButton(item.id, true, 'Hide', 'destructive')}
                      {item.openReportCount > 0 && actButton(item.id, false, 'Keep visible')}
                    </>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
