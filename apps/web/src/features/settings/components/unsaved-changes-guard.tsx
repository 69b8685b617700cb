import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

// The dialog library loads only when a navigation is actually held back.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/dialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Asks before leaving a form with unsaved changes (in-app navigation and closing the tab). */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        onOpenChange={(open) => {
          if (!open) blocker.reset();
        }}
        title="Leave without saving?"
        description="Your changes on this page have not been saved."
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed()}
      />
    </Suspense>
  );
}
