const RELOAD_MARK = 'athcare:chunk-reload-at';
/** A second failure this soon after the reload is treated as real and rethrown. */
const RELOAD_WINDOW_MS = 60_000;

interface PreloadErrorTarget {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  removeEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
}

/**
 * §8: a route chunk that fails to load (usually a deploy replaced it) fires vite:preloadError.
 * Reload the page once to pick up the new build; if it fails again right after, let the error
 * through (Vite rethrows it when the event is not prevented) so the error view shows it.
 */
export function handlePreloadErrors(
  target: PreloadErrorTarget = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): () => void {
  const listener = (event: Event) => {
    const last = Number(storage.getItem(RELOAD_MARK) ?? 0);
    if (now() - last < RELOAD_WINDOW_MS) return;
    storage.setItem(RELOAD_MARK, String(now()));
    event.preventDefault();
    reload();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
