import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { AppLink } from '@/components/app-link';
import { InvitationAnswerButtons, invitationAnsweredMessage } from '@/components/invitation-answer';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { cn } from '@/lib/utils';
import { type Notification, useNotifications } from '../api/get-notifications';
import {
  invitationOf,
  type PendingInvitation,
  useAnswerInvitation,
  usePendingInvitations,
} from '../api/invitations';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { formatDate } from '@/lib/format';

const when = (iso: string) => formatDate(iso, { withTime: true });

/**
 * Accept or decline the invitation a notification is about, in place (the subscriptions page
 * offers the same). Once answered (here or there), it says so instead.
 */
function InvitationActions({
  invitation,
  loading,
  onAnswered,
}: {
  invitation: PendingInvitation | undefined;
  loading: boolean;
  onAnswered: () => void;
}) {
  const answer = useAnswerInvitation();
  if (loading) return null;
  if (!invitation) {
    return <p className="text-xs text-muted-foreground">This invitation was answered.</p>;
  }
  // mutateAsync: the answered invitation leaves the list as soon as it refetches.
  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ memberId: invitation.memberId, accept });
      toast.success(invitationAnsweredMessage(invitation, accept));
      onAnswered();
    } catch (error) {
      toast.error(`Not answered: ${describeError(error)}`);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <InvitationAnswerButtons
        planName={invitation.planName}
        pending={answer.isPending}
        onAnswer={(accept) => void respond(accept)}
      />
    </div>
  );
}

/** The notifications' invitations still waiting for an answer, read only when there are some. */
function useInvitations(list: Notification[] | undefined) {
  const ids = (list ?? []).map((n) => invitationOf(n.link)).filter((id) => id !== null);
  const pending = usePendingInvitations(ids.length > 0);
  const byId = new Map((pending.data ?? []).map((m) => [m.memberId, m]));
  // Unknown (loading, or the list failed): no buttons and no claim that it was answered.
  return { byId, loading: ids.length > 0 && (pending.isPending || pending.isError) };
}

/** The user's notifications, newest first; unread ones marked; mark one or all as read. */
export function NotificationsList() {
  const notifications = useNotifications();
  const mark = useMarkNotificationsRead();
  const unread = notifications.data?.filter((n) => !n.readAt).length ?? 0;
  const invitations = useInvitations(notifications.data);
  const markRead = (id?: number) =>
    mark.mutate(id, { onError: (error) => toast.error(describeError(error)) });

  if (notifications.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading notifications…
      </p>
    );
  }
  if (notifications.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>Could not load notifications: {describeError(notifications.error)}</p>
        <Button variant="outline" onClick={() => void notifications.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (notifications.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <BellIcon className="size-8 text-muted-foreground" aria-hidden />
        <p className="font-medium">No notifications yet</p>
        <p className="text-sm text-muted-foreground">
          Updates about appointments, prescriptions and answers will appear here.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? 'All caught up.' : `${unread} unread`}
        </p>
        <Button variant="outline" size="sm" disabled={unread === 0} onClick={() => markRead()}>
          <CheckCheckIcon aria-hidden />
          Mark all as read
        </Button>
      </div>
      <ul className="flex flex-col gap-2">
        {notifications.data.map((n) => (
          <li
            key={n.id}
            className={cn(
              'flex flex-col gap-2 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between',
              !n.readAt && 'border-primary/40 bg-primary/5',
            )}
            data-testid="notification"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex items-center gap-2 font-medium">
                {!n.readAt && (
                  <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden />
                )}
                {!n.readAt && <span className="sr-only">Unread: </span>}
                {n.link ? (
                  <AppLink
                    href={n.link}
                    className="underline-offset-4 hover:underline"
                    onClick={() => !n.readAt && markRead(n.id)}
                  >
                    {n.title}
                  </AppLink>
                ) : (
                  n.title
                )}
              </p>
              {n.body && <p className="text-sm break-words">{n.body}</p>}
              {invitationOf(n.link) && (
                <InvitationActions
                  invitation={invitations.byId.get(invitationOf(n.link)!)}
                  loading={invitations.loading}
                  onAnswered={() => !n.readAt && markRead(n.id)}
                />
              )}
              <p className="text-xs text-muted-foreground">
                <time dateTime={n.createdAt}>{when(n.createdAt)}</time>
              </p>
            </div>
            {!n.readAt && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                aria-label={`Mark “${n.title}” as read`}
                onClick={() => markRead(n.id)}
              >
                Mark as read
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
