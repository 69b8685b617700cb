import { useSyncExternalStore } from 'react';

/**
 * Whether the live-event stream (lib/live-events.ts, loaded on demand) is open: `live`, or
 * `connecting`/`polling`, during which queries poll instead. Kept apart so the shell carries only
 * this, not the stream's code.
 */
export type LiveStatus = 'connecting' | 'live' | 'polling';

let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const l of listeners) l();
}

/** `live` while the stream is open; queries poll while it is not. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}
