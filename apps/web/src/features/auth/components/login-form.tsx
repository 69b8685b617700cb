import { type LoginInput, loginInputSchema } from '@athcare/shared/auth.schema';
import { messages } from '@athcare/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeError } from '@/lib/errors';
import { AuthCard, AuthCardLink, AuthFailure, AuthField, AuthForm } from '@/components/auth-card';

/** The §2 login screen. `onLogin` performs the login; `onSuccess` runs after the form resets. */
export function LoginForm({
  onLogin,
  onSuccess,
  showSignUp = true,
}: {
  onLogin: (input: LoginInput) => Promise<unknown>;
  onSuccess: () => void | Promise<void>;
  /** The sign-up link (§2 "Don't have an account?"); the hidden admin login has none. */
  showSignUp?: boolean;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { identifier: '', password: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onLogin(input);
    } catch (error) {
      setFailure(`${messages.loginFailed}: ${describeError(error)}`);
      return;
    }
    reset();
    await onSuccess();
  });

  return (
    <AuthCard title="Welcome back" description="Provide your email & password to login.">
      <AuthForm
        onSubmit={onSubmit}
        pending={isSubmitting}
        submitLabel="Login"
        links={
          showSignUp && (
            <>
              <AuthCardLink href="/accounts/forgot-password">Forgot password?</AuthCardLink>
              <AuthCardLink href="/accounts/registration">Don&apos;t have an account?</AuthCardLink>
            </>
          )
        }
      >
        <AuthField
          id={`${id}-identifier`}
          label="Email"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.identifier}
          {...register('identifier')}
        />
        <AuthField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        {failure && <AuthFailure>{failure}</AuthFailure>}
      </AuthForm>
    </AuthCard>
  );
}
