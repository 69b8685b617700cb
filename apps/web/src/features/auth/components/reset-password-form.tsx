import { type ResetPasswordInput, resetPasswordInputSchema } from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describeError } from '@/lib/errors';
import { useResetPassword } from '../api/password-reset';
import {
  AuthCard,
  AuthCardLink,
  AuthDone,
  AuthEmailField,
  AuthFailure,
  AuthField,
  AuthForm,
} from '@/components/auth-card';

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
        <AuthDone
          message="Your password has been changed. Log in with your new password."
          href="/accounts/login"
          action="Go to login"
        />
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          pending={reset.isPending}
          submitLabel="Set new password"
          links={<AuthCardLink href="/accounts/forgot-password">Send me a new code</AuthCardLink>}
        >
          <AuthEmailField id={`${id}-email`} error={errors.email} {...register('email')} />
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
        </AuthForm>
      )}
    </AuthCard>
  );
}
