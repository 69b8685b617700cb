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

const answers = [
  { accept: true, label: 'Accept', variant: 'default' },
  { accept: false, label: 'Decline', variant: 'outline' },
] as const;

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
  return answers.map(({ accept, label, variant }) => (
    <Button
      key={label}
      size="sm"
      variant={variant}
      disabled={pending}
      aria-label={`${label} the invitation to ${planName}`}
      onClick={() => onAnswer(accept)}
    >
      {label}
    </Button>
  ));
}
