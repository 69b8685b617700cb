import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';

/** A labelled control with its error (the control carries aria-invalid/-describedby via `aria`). */
export function FormRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export const aria = (id: string, message?: string) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** A section of the trackers page with its heading. */
export function TrackerSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-lg border p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The local date-time as a datetime-local input shows it (YYYY-MM-DDTHH:MM). */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}
