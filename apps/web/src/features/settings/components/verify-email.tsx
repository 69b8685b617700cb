import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useRequestEmailCode, useVerifyEmail } from '../api/verify-email';
import { CodeEntryForm } from './code-entry-form';

/**
 * Verify email: a 6-digit code is emailed to the member's address (10 minutes, 5 tries); entering
 * it marks the address verified. Shown on the profile page while it is not; `codeSent` when one
 * was emailed already (registering sends one), so the member enters it or asks for a new one.
 */
export function VerifyEmail({ email, codeSent = false }: { email: string; codeSent?: boolean }) {
  const id = useId();
  const send = useRequestEmailCode();
  const verify = useVerifyEmail();
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
      <CodeEntryForm
        label="Verification code"
        submitLabel="Verify email"
        pending={verify.isPending}
        onCode={(code) => verify.mutateAsync({ code })}
        verified="Your email is verified."
        failure={verify.error ?? send.error}
      />
    </section>
  );
}
