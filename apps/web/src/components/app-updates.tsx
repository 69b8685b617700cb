import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;

/**
 * Registers the Workbox worker the build writes (vite-plugin-pwa, `registerType: 'prompt'`) and
 * calls `onUpdate` when a new version has installed and is waiting; its argument activates it
 * (Workbox's SKIP_WAITING message) and reloads once the new worker controls the page. Plain
 * `navigator.serviceWorker` rather than workbox-window: a few lines instead of a few KB.
 */
async function registerServiceWorker(onUpdate: (apply: () => void) => void) {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker) =>
    onUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  // A version that installed while no tab listened waits already.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // The first install has no controller to replace: nothing to offer.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        offer(installing);
      }
    });
  });
}

/**
 * The installable app's two messages:
 * - offline: the app shell and the pages' code come from the service worker, but data does not
 *   (API answers are never cached: they carry personal data), so say plainly why it is missing;
 * - a new version was deployed: its service worker waits until the member chooses to reload.
 * The service worker registers after the page has loaded (workbox-window loads then, not with
 * the first page), and only in a production build.
 */
export function AppUpdates() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => void registerServiceWorker((apply) => setUpdate(() => apply));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  return (
    <>
      {!online && (
        <div
          role="status"
          className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          <span>
            You are offline. Pages you have opened still work; new data loads when you are back
            online.
          </span>
        </div>
      )}
      {update && (
        <div
          role="alertdialog"
          aria-labelledby="app-update-title"
          className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border bg-background p-4 shadow-lg md:bottom-4"
        >
          <RefreshCw aria-hidden className="size-5 shrink-0 text-primary" />
          <p id="app-update-title" className="min-w-0 flex-1 text-sm font-medium">
            A new version of Athcare is ready.
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => setUpdate(null)}>
              Later
            </Button>
            <Button size="sm" onClick={update}>
              Reload
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
