import { type ResetPasswordInput, resetPasswordInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { describeError } from '@/lib/errors';
import { useResetPassword } from '../api/password-reset';
import { AuthCard, AuthCardLink, AuthFailure, AuthField, AuthSubmit } from '@/components/auth-card';

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

  return (
    <AuthCard
      title="Reset password"
      description="Enter the 6-digit code we emailed you and choose a new password. Every device signed in to your account will be signed out."
    >
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
            <AuthField
              id={`${id}-email`}
              label="Email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.email}
              {...register('email')}
            />
            <AuthField
              id={`${id}-code`}
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              error={errors.code}
              {...register('code')}
            />
            <AuthField
              id={`${id}-newPassword`}
              label="New password"
              type="password"
              autoComplete="new-password"
              error={errors.newPassword}
              {...register('newPassword')}
            />
            {reset.isError && <AuthFailure>{describeError(reset.error)}</AuthFailure>}
          </CardContent>
          <CardFooter className="mt-6 flex flex-col gap-3">
            <AuthSubmit pending={reset.isPending}>Set new password</AuthSubmit>
            <AuthCardLink href="/accounts/forgot-password">Send me a new code</AuthCardLink>
          </CardFooter>
        </form>
      )}
    </AuthCard>
  );
}
