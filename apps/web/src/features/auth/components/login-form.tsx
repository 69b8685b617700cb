import { type LoginInput, loginInputSchema } from '@athcare/shared/auth.schema';
import { messages } from '@athcare/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';

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

  const identifierError = `${id}-identifier-error`;
  const passwordError = `${id}-password-error`;

  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome back</h1>
        <CardDescription>Provide your email &amp; password to login.</CardDescription>
      </CardHeader>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-identifier`}>Email</Label>
            <Input
              id={`${id}-identifier`}
              type="text"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-required="true"
              aria-invalid={errors.identifier ? true : undefined}
              aria-describedby={errors.identifier ? identifierError : undefined}
              {...register('identifier')}
            />
            {errors.identifier && (
              <p id={identifierError} className="text-sm text-destructive">
                {errors.identifier.message}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              aria-required="true"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? passwordError : undefined}
              {...register('password')}
            />
            {errors.password && (
              <p id={passwordError} className="text-sm text-destructive">
                {errors.password.message}
              </p>
            )}
          </div>
          {failure && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            >
              {failure}
            </p>
          )}
        </CardContent>
        <CardFooter className="mt-6 flex flex-col gap-3">
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
            Login
          </Button>
          {showSignUp && (
            <AppLink
              href="/accounts/forgot-password"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Forgot password?
            </AppLink>
          )}
          {showSignUp && (
            <AppLink
              href="/accounts/registration"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Don&apos;t have an account?
            </AppLink>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
