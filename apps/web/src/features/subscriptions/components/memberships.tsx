import { useState } from 'react';
import { InvitationAnswerButtons, invitationAnsweredMessage } from '@/components/invitation-answer';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  type Membership,
  useLeavePlan,
  useMyMemberships,
  useRespondToInvitation,
} from '../api/memberships';
import { formatDate } from '@/lib/format-date';
import { SubscriptionBlock } from './subscription-block';

function Invitation({ invitation }: { invitation: Membership }) {
  const respond = useRespondToInvitation();
  // mutateAsync, not mutate's callbacks: the answered invitation leaves the list (and this row
  // unmounts) as soon as the lists refetch, and mutate's per-call callbacks would not run then.
  const answer = async (accept: boolean) => {
    try {
      await respond.mutateAsync({ memberId: invitation.memberId, accept });
      toast.success(invitationAnsweredMessage(invitation, accept));
    } catch (error) {
      toast.error(`Not answered: ${describeError(error)}`);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium">
          {invitation.holderName} invited you to their {invitation.planName} plan
        </p>
        <p className="text-muted-foreground">
          As their {invitation.relation} · invited {formatDate(invitation.invitedAt)}
        </p>
      </div>
      <div className="flex gap-2">
        <InvitationAnswerButtons
          planName={invitation.planName}
          pending={respond.isPending}
          onAnswer={(accept) => void answer(accept)}
        />
      </div>
    </li>
  );
}

/**
 * Plans others hold that the member is invited to (accept or decline) or on as a secondary member
 * (leave). Nothing shows when there are none.
 */
export function Memberships({ userId }: { userId: string }) {
  const { data, error } = useMyMemberships(userId);
  const leave = useLeavePlan();
  const [leaving, setLeaving] = useState<Membership | null>(null);
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(error)}
      </p>
    );
  if (!data || data.length === 0) return null;
  const invitations = data.filter((m) => m.status === 'pending');
  const joined = data.filter((m) => m.status === 'accepted');
  return (
    <div className="flex flex-col gap-6">
      {invitations.length > 0 && (
        <SubscriptionBlock id="invitations-title" title="Invitations">
          <p className="text-sm text-muted-foreground">
            A family member invited you to share their plan. You join it only if you accept.
          </p>
          <ul className="flex flex-col divide-y rounded-md border">
            {invitations.map((m) => (
              <Invitation key={m.memberId} invitation={m} />
            ))}
          </ul>
        </SubscriptionBlock>
      )}
      {joined.length > 0 && (
        <SubscriptionBlock id="joined-title" title="Plans you are on">
          <ul className="flex flex-col divide-y rounded-md border">
            {joined.map((m) => (
              <li
                key={m.memberId}
                className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {m.planName} · held by {m.holderName}
                  </p>
                  {m.validUntil && (
                    <p className="text-muted-foreground">Until {formatDate(m.validUntil)}</p>
                  )}
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Leave ${m.planName}`}
                  onClick={() => setLeaving(m)}
                >
                  Leave
                </Button>
              </li>
            ))}
          </ul>
        </SubscriptionBlock>
      )}
      {leaving && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setLeaving(null)}
          title={`Leave ${leaving.planName}?`}
          description={`Your place goes back to ${leaving.holderName}. Your cases and medical history stay yours: you keep them, and the plan’s case manager no longer sees them.`}
          confirmLabel="Leave"
          pending={leave.isPending}
          onConfirm={() =>
            leave.mutate(leaving.memberId, {
              onSuccess: () => {
                toast.success('You left the plan.');
                setLeaving(null);
              },
              onError: (error) => toast.error(`Not left: ${describeError(error)}`),
            })
          }
        />
      )}
    </div>
  );
}
