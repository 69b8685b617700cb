import type { ReactNode } from 'react';
import { FormErrorText } from '@/components/list-and-form-bits';
import { cn } from '@/lib/utils';

/**
 * A case manager's one-line form (open a case, book a service): labelled controls side by side in
 * a bordered box, the submit button among them, and the refusal on a line of its own below.
 */
export function InlineForm({
  label,
  error,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  error: string | null;
  /** Runs on submit; the page does not reload. */
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-md border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <FormErrorText className="w-full">{error}</FormErrorText>
    </form>
  );
}

/** A label over its control in an InlineForm. */
export function InlineField({
  id,
  label,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
