import {
  type RequestPasswordResetInput,
  requestPasswordResetInputSchema,
} from '@athcare/shared/auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { useRequestPasswordReset } from '../api/password-reset';

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
  const emailError = `${id}-email-error`;
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">Forgot password</h1>
        <CardDescription>
          Enter the email address of your account and we will email you a 6-digit code.
        </CardDescription>
      </CardHeader>
      {request.isSuccess ? (
        <CardContent className="flex flex-col gap-4">
          <p role="status" className="text-sm">
            {request.data.message}
          </p>
          <Button asChild>
            <AppLink
              href={`/accounts/reset-password?email=${encodeURIComponent(getValues('email'))}`}
            >
              Enter the code
            </AppLink>
          </Button>
        </CardContent>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <CardContent className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                required
                aria-required="true"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? emailError : undefined}
                {...register('email')}
              />
              {errors.email && (
                <p id={emailError} className="text-sm text-destructive">
                  {errors.email.message}
                </p>
              )}
            </div>
            {request.isError && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
              >
                {describeError(request.error)}
              </p>
            )}
          </CardContent>
          <CardFooter className="mt-6 flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
              Email me a code
            </Button>
            <AppLink
              href="/accounts/login"
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              Back to login
            </AppLink>
          </CardFooter>
        </form>
      )}
    </Card>
  );
}
