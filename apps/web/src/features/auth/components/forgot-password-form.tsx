import {
  type RequestPasswordResetInput,
  requestPasswordResetInputSchema,
} from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { describeError } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/password-reset';
import {
  AuthCard,
  AuthCardLink,
  AuthDone,
  AuthEmailField,
  AuthFailure,
  AuthForm,
} from '@/components/auth-card';

/**
 * /accounts/forgot-password: asks for a reset code by email. The answer is the same whether or not
 * the address has an account; the page then leads to the reset form with the address filled in.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetInputSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((input) => request.mutate(input));
  return (
    <AuthCard
      title="Forgot password"
      description="Enter the email address of your account and we will email you a 6-digit code."
    >
      {request.isSuccess ? (
        <AuthDone
          message={request.data.message}
          href={`/accounts/reset-password?email=${encodeURIComponent(getValues('email'))}`}
          action="Enter the code"
        />
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          pending={request.isPending}
          submitLabel="Email me a code"
          links={<AuthCardLink href="/accounts/login">Back to login</AuthCardLink>}
        >
          <AuthEmailField id={`${id}-email`} error={errors.email} {...register('email')} />
          {request.isError && <AuthFailure>{describeError(request.error)}</AuthFailure>}
        </AuthForm>
      )}
    </AuthCard>
  );
}
