import { XIcon } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { restoreFocus } from '@/lib/focus-return';
import type { ConfirmDialogProps, DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';

/*
 * The modal dialogs' Radix half (focus trap, Escape, focus returns to the trigger), loaded by
 * dialog.tsx the first time a dialog opens: the dialog primitive is in no page's first load.
 */

const overlayClass = 'fixed inset-0 z-50 bg-black/50 print:hidden';
/** Marks the overlay for the phone-layout journey (it checks the overlay covers the app's chrome). */
const overlaySlot = { 'data-slot': 'dialog-overlay' } as const;
const contentClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90svh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-5 shadow-lg outline-none sm:p-6';

/** Where focus was when the dialog opened (dialog.tsx remembers it). */
interface WithReturnFocus {
  returnFocus: HTMLElement | null;
}

/** On close, focus goes back to where it was when the dialog opened. */
const focusBackTo = (returnFocus: HTMLElement | null) => (event: Event) => {
  event.preventDefault();
  restoreFocus(returnFocus);
};

export function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  returnFocus,
}: DialogProps & WithReturnFocus) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} {...overlaySlot} />
        <DialogPrimitive.Content
          className={cn(contentClass, className)}
          onCloseAutoFocus={focusBackTo(returnFocus)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold break-words">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children}
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-xs p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:hidden">
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** A yes/no question before something that cannot be undone easily. */
export function ConfirmDialogImpl({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  returnFocus,
}: ConfirmDialogProps & WithReturnFocus) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClass} {...overlaySlot} />
        <AlertDialogPrimitive.Content
          className={contentClass}
          onCloseAutoFocus={focusBackTo(returnFocus)}
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
          <DialogActions>
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
