import { type VerifyEmailInput, verifyEmailInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useRequestEmailCode, useVerifyEmail } from '../api/verify-email';

/**
 * Verify email: a 6-digit code is emailed to the member's address (10 minutes, 5 tries); entering
 * it marks the address verified. Shown on the profile page while it is not; `codeSent` when one
 * was emailed already (registering sends one), so the member enters it or asks for a new one.
 */
export function VerifyEmail({ email, codeSent = false }: { email: string; codeSent?: boolean }) {
  const id = useId();
  const send = useRequestEmailCode();
  const verify = useVerifyEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailInputSchema),
    defaultValues: { code: '' },
  });
  // mutateAsync: verified, the profile refetches and this card goes before a mutate() callback
  // would run; the promise still settles, so the toast always shows.
  const onSubmit = handleSubmit((input) =>
    verify.mutateAsync(input).then(
      () => toast.success('Your email is verified.'),
      () => {}, // shown from verify.error below
    ),
  );
  const codeError = `${id}-code-error`;
  const failure = verify.error ?? send.error;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Verify your email
      </h3>
      <p className="text-sm break-all text-muted-foreground">
        {codeSent
          ? `We emailed a 6-digit code to ${email}. Enter it below; it expires in 10 minutes.`
          : `We will email a 6-digit code to ${email}. It expires in 10 minutes.`}
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isSuccess || codeSent ? 'Send a new code' : 'Email me a code'}
        </Button>
      </div>
      {send.isSuccess && (
        <p role="status" className="text-sm">
          Code sent. Check your inbox.
        </p>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-code`}>Verification code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="w-40"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? codeError : undefined}
            {...register('code')}
          />
        </div>
        <Button type="submit" disabled={verify.isPending}>
          Verify email
        </Button>
      </form>
      {errors.code && (
        <p id={codeError} className="text-sm text-destructive">
          {errors.code.message}
        </p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {describeError(failure)}
        </p>
      )}
    </section>
  );
}
