import { XIcon } from 'lucide-react';
import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { rememberFocus, restoreFocus } from '@/lib/focus-return';

/*
 * The app's modal dialogs (Radix: focus trap, Escape, focus returns to the trigger): a dialog with a
 * title, actions in a row, and a confirmation before anything destructive.
 */

const overlayClass = 'fixed inset-0 z-50 bg-black/50 print:hidden';
/** Marks the overlay for the phone-layout journey (it checks the overlay covers the app's chrome). */
const overlaySlot = { 'data-slot': 'dialog-overlay' } as const;
const contentClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90svh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-5 shadow-lg outline-none sm:p-6';

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  // Mounted when it opens (the callers render it conditionally): remember where focus was.
  const [returnFocus] = useState(rememberFocus);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} {...overlaySlot} />
        <DialogPrimitive.Content
          className={cn(contentClass, className)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(returnFocus);
          }}
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

export function DialogActions({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end print:hidden',
        className,
      )}
      {...props}
    />
  );
}

/** A yes/no question before something that cannot be undone easily. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  const [returnFocus] = useState(rememberFocus);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClass} {...overlaySlot} />
        <AlertDialogPrimitive.Content
          className={contentClass}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreFocus(returnFocus);
          }}
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
