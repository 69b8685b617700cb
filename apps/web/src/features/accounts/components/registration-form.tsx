import { type RegisterInput, registerInputSchema } from '@athcare/shared/auth.schema';
import { PASSWORD_MIN_LENGTH } from '@athcare/shared/constants';
import { messages } from '@athcare/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/errors';
import { AuthCard, AuthFailure, AuthForm } from '@/components/auth-card';
import { useTaken } from '../api/check-taken';
import { registerErrorField, useRegister } from '../api/register';
import { validateOnSubmitThenOnChange } from '@/lib/form-validation';

type RegisterFormValues = z.input<typeof registerInputSchema>;

const emptyValues: RegisterFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
};

export interface RegistrationFormProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  /**
   * Runs once the server has created the account (it signs nobody in). A registration page signs
   * the new user in here and moves on; a thrown error is shown with a way to log in by hand.
   */
  onRegistered: (input: RegisterInput, userId: string) => void | Promise<void>;
  /** Adding another person: the browser must not offer the signed-in user's own details. */
  forSomeoneElse?: boolean;
  /** Shown above the submit button (the terms the person agrees to). */
  notice?: ReactNode;
  /** Shown under the submit button (links elsewhere). */
  footer?: ReactNode;
}

/**
 * Registration (§2, §5, §7): names, username, email and password, validated with the shared
 * registerInputSchema; the email and username are checked against the server while typing.
 */
export function RegistrationForm({
  title,
  description,
  submitLabel,
  onRegistered,
  forSomeoneElse = false,
  notice,
  footer,
}: RegistrationFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<{ message: string; created: boolean } | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const { mutateAsync: registerUser } = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    ...validateOnSubmitThenOnChange,
    defaultValues: emptyValues,
  });

  const emailCheck = useTaken('email', watch('email'));
  const usernameCheck = useTaken('username', watch('username'));
  const emailError = errors.email?.message ?? (emailCheck.taken ? messages.emailTaken : undefined);
  const usernameError =
    errors.username?.message ?? (usernameCheck.taken ? messages.usernameTaken : undefined);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    if (usernameCheck.taken) return setFocus('username');
    if (emailCheck.taken) return setFocus('email');
    let userId: string;
    try {
      userId = await registerUser(input);
    } catch (error) {
      const field = registerErrorField(error);
      if (field)
        setError(field, { type: 'server', message: describeError(error) }, { shouldFocus: true });
      else setFailure({ message: describeError(error), created: false });
      return;
    }
    try {
      await onRegistered(input, userId);
    } catch (error) {
      setFailure({
        message: `The account was created, but signing in failed: ${describeError(error)}`,
        created: true,
      });
    }
  });

  const autoComplete = (own: string) => (forSomeoneElse ? 'off' : own);

  return (
    <AuthCard title={title} description={description} wide>
      <AuthForm onSubmit={onSubmit} pending={isSubmitting} submitLabel={submitLabel} links={footer}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={`${id}-first-name`}
            label="First name"
            error={errors.firstName?.message}
            registration={register('firstName')}
            required
            autoComplete={autoComplete('given-name')}
          />
          <TextField
            id={`${id}-middle-name`}
            label="Middle name"
            hint="Optional."
            error={errors.middleName?.message}
            registration={register('middleName')}
            autoComplete={autoComplete('additional-name')}
          />
          <TextField
            id={`${id}-last-name`}
            label="Last name"
            error={errors.lastName?.message}
            registration={register('lastName')}
            required
            autoComplete={autoComplete('family-name')}
          />
        </div>
        <TextField
          id={`${id}-username`}
          label="Username"
          hint="3 to 50 letters and digits, no spaces."
          error={usernameError}
          live
          registration={register('username')}
          required
          autoComplete={autoComplete('username')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          error={emailError}
          live
          registration={register('email')}
          required
          autoComplete={autoComplete('email')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type={showPassword ? 'text' : 'password'}
          hint={
            <ul className="flex flex-col gap-0.5">
              <li>At least {PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.</li>
              <li>No rules about symbols, digits or capitals.</li>
              <li>Very common passwords are refused.</li>
            </ul>
          }
          error={errors.password?.message}
          registration={register('password')}
          required
          autoComplete="new-password"
          className="pr-11"
          endAdornment={
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute inset-y-0 right-0 h-10"
              aria-label="Show password"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
            </Button>
          }
        />
        {failure && (
          <AuthFailure>
            <p>{failure.message}</p>
            {failure.created && (
              <Link
                to="/accounts/login"
                className="mt-1 inline-block font-medium underline underline-offset-4"
              >
                Log in with the new account
              </Link>
            )}
          </AuthFailure>
        )}
        {notice && <div className="text-sm text-muted-foreground">{notice}</div>}
      </AuthForm>
    </AuthCard>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Announce the error when it appears without the user leaving the field (server checks). */
  live?: boolean;
  registration: UseFormRegisterReturn;
  endAdornment?: ReactNode;
};

/** A labelled input with its hint and its error, tied together for assistive technology. */
function TextField({
  id,
  label,
  hint,
  error,
  live = false,
  registration,
  endAdornment,
  required,
  ...inputProps
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const errorText = error ? (
    <p id={errorId} className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          required={required}
          aria-required={required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
          {...registration}
        />
        {endAdornment}
      </div>
      {hint && (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {live ? <div aria-live="polite">{errorText}</div> : errorText}
    </div>
  );
}
