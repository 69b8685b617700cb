import type { ReactNode } from 'react';
import { Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';

/** The aria attributes that tie a control to its hint and its error (ids from FormField). */
export function describedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string | undefined },
) {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

/** A labelled control with its hint and error; the control spreads describedBy(id, …). */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The end of an admin form dialog: the refusal, if any, then Cancel and the submit button. */
export function FormDialogFooter({
  failure,
  submitting,
  submitLabel,
  onCancel,
}: {
  failure: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <DialogActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
