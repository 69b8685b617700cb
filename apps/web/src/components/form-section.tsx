import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * A form block of fields in two columns (one on a phone) inside a bordered box: an optional
 * heading, the fields, the form's refusal (an alert) and its result (a status), and the submit
 * button, which shows `pendingLabel` and is disabled while the form is sent. The fields are the
 * caller's (FormField with react-hook-form); `FormSectionWide` spans both columns.
 *
 * Used by the plan forms (add a member, grant a plan) and the case manager's forms (record a
 * consultation, add a medicine): issue #11.
 */
export function FormSection({
  label,
  title,
  onSubmit,
  error,
  status,
  submitLabel,
  pendingLabel,
  pending,
  submitVariant,
  className,
  children,
}: {
  /** The form's accessible name (role form). */
  label: string;
  /** A visible heading over the fields. */
  title?: ReactNode;
  /** react-hook-form's handleSubmit(...) result. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  error?: string | undefined;
  status?: string | null | undefined;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  submitVariant?: 'default' | 'outline';
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={label}
      className={cn('grid gap-3 rounded-md border p-4 sm:grid-cols-2', className)}
    >
      {title && <h3 className="font-semibold sm:col-span-2">{title}</h3>}
      {children}
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {error}
        </p>
      )}
      {status && (
        <p role="status" className="text-sm sm:col-span-2">
          {status}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A field (or anything) across both columns of a FormSection. */
export function FormSectionWide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}
