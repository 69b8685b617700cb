import type { LoginInput } from '@athcare/shared/auth.schema';
import { Link } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { RegistrationLegalNotice } from './registration-legal-notice';
import { RegistrationForm } from './registration-form';

const texts = {
  member: {
    title: 'Create your account',
    description:
      'Book doctors and lab tests, keep your medical records safe and track your health.',
    submitLabel: 'Create account',
    other: { to: '/accounts/registration/personnel', label: 'Are you a health professional?' },
  },
  personnel: {
    title: 'Create a personnel account',
    description:
      'For doctors, nurses, therapists and other health professionals. You complete your professional profile after signing up.',
    submitLabel: 'Create personnel account',
    other: { to: '/accounts/registration', label: 'Registering as a patient or member?' },
  },
} as const;

/**
 * /accounts/registration and /accounts/registration/personnel: registers, then signs the new user
 * in with the ordinary login (`onLogin`, handed in by the route) and moves on (`onSignedIn`).
 */
export function RegistrationPage({
  kind,
  onLogin,
  onSignedIn,
}: {
  kind: keyof typeof texts;
  onLogin: (input: LoginInput) => Promise<unknown>;
  /** After sign-in, with the new username (registering emailed the verification code). */
  onSignedIn: (username: string) => void | Promise<void>;
}) {
  const text = texts[kind];
  return (
    <RegistrationForm
      title={text.title}
      description={text.description}
      submitLabel={text.submitLabel}
      notice={<RegistrationLegalNotice />}
      onRegistered={async (input) => {
        await onLogin({ identifier: input.email, password: input.password });
        toast.success(`Welcome to Athcare, ${input.firstName}! Your account is ready.`);
        await onSignedIn(input.username);
      }}
      footer={
        <div className="flex flex-col items-center gap-2 text-sm">
          <Link to="/accounts/login" className="text-primary underline-offset-4 hover:underline">
            Already have an account? Log in
          </Link>
          <Link
            to={text.other.to}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {text.other.label}
          </Link>
        </div>
      }
    />
  );
}
