import { type VerifyEmailInput, verifyEmailInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * The 6-digit code box of email and phone verification: the field (the §5 OTP rules through the
 * shared schema), its Verify button and any others (`children`), then the field's error and the
 * request's (`failure`). `onCode` verifies (a mutateAsync); once it succeeds, `verified` is toasted.
 * Its failure is not thrown again: it shows through `failure`.
 */
export function CodeEntryForm({
  label,
  submitLabel,
  pending,
  onCode,
  verified,
  failure,
  children,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => Promise<unknown>;
  /** The toast once the code is accepted, e.g. "Your email is verified." */
  verified: string;
  failure: unknown;
  children?: ReactNode;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyEmailInput>({
    resolver: zodResolver(verifyEmailInputSchema),
    defaultValues: { code: '' },
  });
  // The promise, not a mutate() callback: verified, the profile refetches and the card goes before
  // a callback would run; the promise still settles, so the toast always shows.
  const onSubmit = handleSubmit(({ code }) =>
    onCode(code).then(
      () => toast.success(verified),
      () => {}, // shown from `failure`
    ),
  );
  const codeError = `${id}-code-error`;
  return (
    <>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-code`}>{label}</Label>
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
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {children}
      </form>
      {errors.code && (
        <p id={codeError} className="text-sm text-destructive">
          {errors.code.message}
        </p>
      )}
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(failure)}
        </p>
      ) : null}
    </>
  );
}
