import { type JSXElementConstructor, lazy, type ReactNode, Suspense, useState } from 'react';
import { rememberFocus } from '@/lib/focus-return';
import type * as DialogImplModule from './dialog-impl';

/*
 * The app's modal dialogs (Radix: focus trap, Escape, focus returns to the trigger): a dialog with a
 * title, actions in a row, and a confirmation before anything destructive.
 *
 * The callers render a dialog when it opens; its Radix half (dialog-impl.tsx) loads then, the
 * first time any dialog opens, so no page carries the dialog primitive in its first load.
 * `preloadDialogs()` fetches it ahead (tests call it so dialogs render synchronously).
 */

export { DialogActions } from './dialog-actions';

type Impl = typeof DialogImplModule;
let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;

export function preloadDialogs(): Promise<Impl> {
  loading ??= import('./dialog-impl').then((module) => (impl = module));
  return loading;
}

/**
 * A dialog part that loads its Radix half when it first opens. The component is chosen once, when
 * the dialog mounts: switching from the lazy wrapper to the loaded component on a later render
 * would be another element type, and React would remount the dialog's content and lose its state
 * (the booking panel forgot "Booked for …" when the list behind it refreshed).
 */
function lazyDialogPart<P extends { open: boolean }>(
  pick: (module: Impl) => JSXElementConstructor<P & { returnFocus: HTMLElement | null }>,
) {
  const Lazy = lazy(() => preloadDialogs().then((module) => ({ default: pick(module) })));
  return function LazyDialogPart(props: P) {
    // Mounted when it opens (the callers render it conditionally): remember where focus was.
    const [returnFocus] = useState(rememberFocus);
    const [Shown] = useState(() => (impl ? pick(impl) : Lazy));
    // A closed dialog shows nothing: no reason to fetch the primitive for it.
    if (!props.open && !impl) return null;
    return (
      <Suspense fallback={null}>
        <Shown {...props} returnFocus={returnFocus} />
      </Suspense>
    );
  };
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

export const Dialog = lazyDialogPart<DialogProps>((module) => module.DialogImpl);

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** A yes/no question before something that cannot be undone easily. */
export const ConfirmDialog = lazyDialogPart<ConfirmDialogProps>(
  (module) => module.ConfirmDialogImpl,
);
