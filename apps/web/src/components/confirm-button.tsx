import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// Loaded when first asked: the pages with a ConfirmButton stay within their first-load budget.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/dialog').then((m) => ({ default: m.ConfirmDialog })),
);

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
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}

/** "Remove", asking `question` first in the app's confirmation dialog. */
export function RemoveButton({
  question,
  onRemove,
  disabled,
}: {
  question: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  return (
    <ConfirmButton
      size="sm"
      variant="outline"
      disabled={disabled}
      question={question}
      description="This cannot be undone."
      confirmLabel="Remove"
      onConfirm={onRemove}
    >
      Remove
    </ConfirmButton>
  );
}
