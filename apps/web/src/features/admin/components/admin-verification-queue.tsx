import {
  VERIFICATION_REASON_MAX,
  type VerificationRejection,
  verificationRejectionSchema,
} from '@athcare/shared/personnel.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { ReviewDecision, ReviewQueueList } from '@/components/review-queue';
import { Textarea } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  type PendingProfile,
  useReviewVerification,
  useVerificationQueue,
} from '../api/verification-queue';
import { formatDate } from '@/lib/format-date';

const rejectionResolver = zodResolver(verificationRejectionSchema);

/** The reason the owner will read, then Reject. */
function RejectForm({ profile, onDone }: { profile: PendingProfile; onDone: () => void }) {
  const id = useId();
  const fieldId = `${id}-reason`;
  const review = useReviewVerification();
  const { register, handleSubmit, formState } = useForm<VerificationRejection>({
    resolver: rejectionResolver,
    defaultValues: { reason: '' },
  });
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(async ({ reason }) => {
    const done = await review
      .mutateAsync({ profileId: profile.id, approve: false, reason })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    toast.success(`${profile.name}: verification refused.`);
    onDone();
  });
  return (
    <form
      aria-label={`Reject ${profile.name}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
    >
      <FormField
        id={fieldId}
        label="Reason for the rejection"
        hint="The personnel reads it on their dashboard."
        error={error}
      >
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={VERIFICATION_REASON_MAX}
          {...fieldAria(fieldId, { hint: true, error })}
          {...register('reason')}
        />
      </FormField>
      {review.error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(review.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={review.isPending}>
          Reject
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One profile waiting: who, the registrations to check, Approve or Reject with a reason. */
function PendingItem({ profile }: { profile: PendingProfile }) {
  const headingId = useId();
  const review = useReviewVerification();
  const approve = () =>
    review.mutate(
      { profileId: profile.id, approve: true },
      { onSuccess: () => toast.success(`${profile.name} is verified and listed.`) },
    );
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      >
        <header className="flex flex-col gap-0.5">
          <h2 id={headingId} className="font-semibold">
            {profile.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {[profile.type.name, profile.city].filter(Boolean).join(' · ')}
            {profile.verificationRequestedAt
              ? ` · asked ${formatDate(profile.verificationRequestedAt)}`
              : ''}
          </p>
        </header>
        <div className="text-sm">
          <h3 className="font-medium">Registrations</h3>
          {profile.certifications.length === 0 ? (
            <p className="text-muted-foreground">None given.</p>
          ) : (
            <ul className="list-disc pl-5">
              {profile.certifications.map((c) => (
                <li key={c.id} className="break-words">
                  {c.name}
                  {c.regulatoryBody ? `, ${c.regulatoryBody}` : ''}
                  {c.certificationNumber ? ` — No. ${c.certificationNumber}` : ''}
                  {c.issuedYear ? ` (${c.issuedYear})` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        {review.error ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(review.error)}
          </p>
        ) : null}
        <ReviewDecision
          pending={review.isPending}
          onApprove={approve}
          rejectForm={(back) => <RejectForm profile={profile} onDone={back} />}
        />
      </article>
    </li>
  );
}

/** §2 /admin/verifications: personnel profiles waiting for an admin before they are listed. */
export function AdminVerificationQueue() {
  const queue = useVerificationQueue();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/admin" className="w-fit text-sm text-primary hover:underline">
          ← Admin Dashboard
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Personnel verification
        </h1>
        <p className="text-muted-foreground">
          Check each registration number with its medical council, then approve the profile (it is
          listed at once) or reject it with a reason.
        </p>
      </header>
      <ReviewQueueList
        query={queue}
        empty="No profile is waiting for verification."
        label="Waiting for verification"
      >
        {(profile) => <PendingItem key={profile.id} profile={profile} />}
      </ReviewQueueList>
    </div>
  );
}
