import { type ComponentProps, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';

/**
 * A button for something that cannot be undone easily: it asks first, in the app's ConfirmDialog
 * (not the browser's window.confirm, which the app's styling, focus return and tests cannot reach),
 * and `onConfirm` runs only when the dialog's confirm button is pressed.
 */
export function ConfirmButton({
  question,
  description,
  confirmLabel,
  onConfirm,
  ...button
}: {
  /** The dialog's title, e.g. "Remove the branch Pune?". */
  question: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
} & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)} />
      {open && (
        <ConfirmDialog
          open
          onOpenChange={setOpen}
          title={question}
          description={description}
          confirmLabel={confirmLabel}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
        />
      )}
    </>
  );
}
