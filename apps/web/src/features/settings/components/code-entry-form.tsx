import { type VerifyEmailInput, verifyEmailInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';

/**
 * The 6-digit code box of email and phone verification: the field (the §5 OTP rules through the
 * shared schema), its Verify button and any others (`children`), then the field's error and the
 * request's (`failure`). `onCode` settles either way: its failure shows through `failure`.
 */
export function CodeEntryForm({
  label,
  submitLabel,
  pending,
  onCode,
  failure,
  children,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onCode: (code: string) => Promise<unknown>;
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
  const onSubmit = handleSubmit(({ code }) => onCode(code));
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
