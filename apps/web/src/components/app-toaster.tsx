import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useResolvedTheme } from '@/components/theme-sync';
import { subscribeToasterWanted, toasterMounted, toasterWanted } from '@/lib/toast';

const SonnerToaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Tells lib/toast that sonner's Toaster (rendered before it, so subscribed first) is listening. */
function MountedSignal() {
  useEffect(toasterMounted, []);
  return null;
}

/** §9 toasts: mounted on the first toast (see lib/toast.ts), not with every page. */
export function AppToaster() {
  const theme = useResolvedTheme();
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  // §9: 4000 ms, 3 visible, gap 14, Alt+T; width 356 and swipe threshold 45 are sonner's built-ins.
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        duration={4000}
        visibleToasts={3}
        gap={14}
        hotkey={['altKey', 'KeyT']}
        closeButton
      />
      <MountedSignal />
    </Suspense>
  );
}
