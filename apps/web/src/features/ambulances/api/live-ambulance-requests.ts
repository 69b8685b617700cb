import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvents, useLiveStatus } from '@/lib/live-events';
import { ambulanceKeys } from './ambulance-keys';

/** While the live stream is open, a slow poll only in case an event was lost. */
export const LIVE_FALLBACK_POLL_MS = 120_000;
/** While it is not (a proxy that buffers, the server restarting), every 20 s. */
export const OFFLINE_POLL_MS = 20_000;

/**
 * Keeps ambulance runs current on the page that shows them: a change of a run the caller follows
 * (the member's request, the vendor's runs, the paramedic's) arrives as an `ambulance_request`
 * event (migration 0260) and fetches the runs again through the data API.
 */
export function useLiveAmbulanceRequests() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLiveEvents({
        kinds: ['ambulance_request'],
        onEvent: () => void queryClient.invalidateQueries({ queryKey: ambulanceKeys.all }),
      }),
    [queryClient],
  );
}

/** How often the runs are fetched again: slowly while live events flow, every 20 s otherwise. */
export function useAmbulancePollInterval(): number {
  return useLiveStatus() === 'live' ? LIVE_FALLBACK_POLL_MS : OFFLINE_POLL_MS;
}
