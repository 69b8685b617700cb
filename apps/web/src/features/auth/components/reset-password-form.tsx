import { type ResetPasswordInput, resetPasswordInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { useResetPassword } from '../api/password-reset';

/** /accounts/reset-password: the emailed code and a new password; every session then ends. */
export function ResetPasswordForm({ email = '' }: { email?: string }) {
  const id = useId();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { email, code: '', newPassword: '' },
  });
  const onSubmit = handleSubmit((input) => reset.mutate(input));

  const field = (
    name: keyof ResetPasswordInput,
    label: string,
    props: ComponentProps<'input'>,
    error: FieldError | undefined,
  ) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        {...props}
        {...register(name)}
      />
      {error && (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Reset password</h1>
        <CardDescription>
          Enter the 6-digit code we emailed you and choose a new password. Every device signed in to
          your account will be signed out.
        </CardDescription>
      </CardHeader>
      {reset.isSuccess ? (
        <CardContent className="flex flex-col gap-4">
          <p role="status" className="text-sm">
            Your password has been changed. Log in with your new password.
          </p>
          <Button asChild>
            <AppLink href="/accounts/login">Go to login</AppLink>
          </Button>
        </CardContent>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <CardContent className="flex flex-col gap-4">
            {field(
              'email',
              'Email',
              { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
              errors.email,
            )}
            {field(
              'code',
              'Code',
              { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
              errors.code,
            )}
            {field(
              'newPassword',
              'New password',
              { type: 'password', autoComplete: 'new-password' },
              errors.newPassword,
            )}
            {reset.isError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {describeError(reset.error)}
              </p>
            )}
          </CardContent>
          <CardFooter className="mt-6 flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
              Set new password
            </Button>
            <AppLink
              href="/accounts/forgot-password"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Send me a new code
            </AppLink>
          </CardFooter>
        </form>
      )}
    </Card>
  );
}
