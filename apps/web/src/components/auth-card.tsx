import { Loader2Icon } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/*
 * The parts of the signed-out cards (login, registration, forgot and reset password): the card with
 * its heading, its form, a required field with its error, the refusal, the submit button and the
 * links below.
 */

/** A small card (`wide` for a long form) headed by the page's h1 and what to do. */
export function AuthCard({
  title,
  description,
  wide = false,
  children,
}: {
  title: string;
  description: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={wide ? 'w-full max-w-lg' : 'w-full max-w-sm'}>
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

/**
 * The card's form, validated by the page (noValidate): its fields and any refusal, then the
 * full-width submit button and the links under it.
 */
export function AuthForm({
  onSubmit,
  pending,
  submitLabel,
  links,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  submitLabel: ReactNode;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
      <CardFooter className="mt-6 flex flex-col gap-3">
        <AuthSubmit pending={pending}>{submitLabel}</AuthSubmit>
        {links}
      </CardFooter>
    </form>
  );
}

/** A labelled required input; its error, when there is one, is tied to it (aria-describedby). */
export function AuthField({
  id,
  label,
  error,
  ...input
}: ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error: { message?: string } | undefined;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </div>
  );
}

/**
 * The form's "Email" field: an email input without capitals or spelling fixes, with the
 * browser's autofill.
 */
export function AuthEmailField(props: Omit<ComponentProps<typeof AuthField>, 'label'>) {
  return (
    <AuthField
      label="Email"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The card once its form is done: what happened (read out) and the way on. */
export function AuthDone({
  message,
  href,
  action,
}: {
  message: ReactNode;
  href: string;
  action: string;
}) {
  return (
    <CardContent className="flex flex-col gap-4">
      <p role="status" className="text-sm">
        {message}
      </p>
      <Button asChild>
        <AppLink href={href}>{action}</AppLink>
      </Button>
    </CardContent>
  );
}

/** Why the server refused the form, read out as it appears. */
export function AuthFailure({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      {children}
    </div>
  );
}

/** The form's full-width submit button, with a spinner while it is sent. */
export function AuthSubmit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending && <Loader2Icon className="animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}

/** A link under the form (to log in, to ask for a new code…). */
export function AuthCardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <AppLink href={href} className="text-sm text-primary underline-offset-4 hover:underline">
      {children}
    </AppLink>
  );
}
