import { Loader2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/alert';
import { DialogActions } from '@/components/ui/dialog';

/**
 * The end of a locker dialog's form: its refusal (an alert), Cancel, and the submit button, which
 * spins and is disabled while the form is sent (name, tags and move dialogs).
 */
export function DialogFormFooter({
  error,
  onCancel,
  pending,
  disabled = false,
  children,
}: {
  error: string | undefined;
  onCancel: () => void;
  pending: boolean;
  /** Disabled for another reason than sending (nothing changed). */
  disabled?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <DialogActions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || disabled}>
          {pending && <Loader2Icon className="animate-spin" aria-hidden />}
          {children}
        </Button>
      </DialogActions>
    </>
  );
}
