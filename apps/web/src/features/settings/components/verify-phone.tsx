import { type VerifyEmailInput, verifyEmailInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import type { Contact } from '../api/my-profile';
import { useRequestPhoneCode, useVerifyPhone } from '../api/verify-phone';

/**
 * Verify a phone contact, as the email is verified: a 6-digit code is sent by SMS as soon as this
 * opens (10 minutes, 5 tries, one a minute); entering it marks the number verified (§5 messages).
 */
export function VerifyPhone({
  userId,
  contact,
  onClose,
}: {
  userId: string;
  contact: Contact;
  onClose: () => void;
}) {
  const id = useId();
  const send = useRequestPhoneCode();
  const verify = useVerifyPhone(userId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailInputSchema),
    defaultValues: { code: '' },
  });
  // One code when the box opens (a re-render, or React's double effect in development, sends none).
  const asked = useRef(false);
  const { mutate: sendCode } = send;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    sendCode(contact.id);
  }, [sendCode, contact.id]);

  const onSubmit = handleSubmit(({ code }) =>
    verify.mutateAsync({ contactId: contact.id, code }).then(
      () => toast.success('Your phone number is verified.'),
      () => {}, // shown from verify.error below
    ),
  );
  const codeError = `${id}-code-error`;
  const failure = verify.error ?? send.error;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-3"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        Verify {contact.value}
      </h4>
      {send.isSuccess && (
        <p role="status" className="text-sm">
          We sent a 6-digit code by SMS to {contact.value}. Enter it below; it expires in 10
          minutes.
        </p>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-code`}>SMS code</Label>
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
          Verify phone
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={send.isPending}
          onClick={() => send.mutate(contact.id)}
        >
          Send a new code
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
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
