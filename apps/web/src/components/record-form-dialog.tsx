import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';

/**
 * A dialog around one form (issue #11): its title (and a line under it), the fields, the error for
 * the whole form, then Cancel and the submit button, which says `pendingLabel` while it saves.
 */
export function RecordFormDialog({
  title,
  description,
  onClose,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel = 'Saving…',
  cancelLabel = 'Cancel',
  destructive = false,
  rootError,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  cancelLabel?: string;
  /** The submit cannot be undone (e.g. a cancellation): a red button. */
  destructive?: boolean;
  rootError?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
        {children}
        {rootError && (
          <p role="alert" className="text-sm text-destructive">
            {rootError}
          </p>
        )}
        <DialogActions>
          <Button type="button" variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            disabled={pending}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
