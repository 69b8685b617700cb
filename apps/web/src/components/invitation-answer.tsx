import { Button } from '@/components/ui/button';

/** What the member is told once they answered a plan invitation. */
export function invitationAnsweredMessage(
  invitation: { holderName: string; planName: string },
  accept: boolean,
) {
  return accept
    ? `You joined ${invitation.holderName}’s ${invitation.planName} plan.`
    : 'Invitation declined.';
}

/**
 * Accept and Decline for a plan invitation (the notifications and the subscriptions page both
 * offer them), each named by the plan; both wait while an answer is being sent.
 */
export function InvitationAnswerButtons({
  planName,
  pending,
  onAnswer,
}: {
  planName: string;
  pending: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  return (
    <>
      <Button
        size="sm"
        disabled={pending}
        aria-label={`Accept the invitation to ${planName}`}
        onClick={() => onAnswer(true)}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Decline the invitation to ${planName}`}
        onClick={() => onAnswer(false)}
      >
        Decline
      </Button>
    </>
  );
}
