import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';

/**
 * Live events from the server (`GET /api/events`, server-sent events). EventSource cannot send
 * the Authorization header, so each connection first asks for a single-use ticket
 * (`POST /api/events/ticket`, through the API client: refresh on 401 included) and opens the
 * stream with it; the access token never goes into a URL. An event carries only a kind and an id:
 * the listener fetches what changed through the data API.
 *
 * When the stream fails (no EventSource, a proxy that buffers, the server restarting) the status
 * turns to `polling`, which queries read to poll instead, and a new ticket is tried after a
 * growing pause (2 s doubling to 60 s).
 */
export type LiveStatus = 'connecting' | 'live' | 'polling';

export interface LiveEventsSubscription {
  /** The kinds to receive (`notification`, …); `resync` (events were missed) always comes. */
  kinds: readonly string[];
  onEvent: (kind: string, data: { id?: number | string }) => void;
}

let status: LiveStatus = 'connecting';
const statusListeners = new Set<() => void>();
const setStatus = (next: LiveStatus) => {
  if (next === status) return;
  status = next;
  for (const l of statusListeners) l();
};

/** `live` while the stream is open; queries poll while it is not. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status,
  );
}

/** Opens the stream and keeps it open until the returned function is called. */
export function subscribeLiveEvents({ kinds, onEvent }: LiveEventsSubscription): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const fail = () => {
    source?.close();
    source = undefined;
    if (stopped) return;
    setStatus('polling');
    failures += 1;
    const pause = Math.min(60_000, 1_000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
    retry = setTimeout(() => void connect(), pause);
  };

  const connect = async () => {
    if (stopped) return;
    if (typeof EventSource === 'undefined') return setStatus('polling');
    let ticket: string;
    try {
      ({ ticket } = await api.post<{ ticket: string }>('/events/ticket'));
    } catch {
      return fail();
    }
    if (stopped) return;
    const es = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.addEventListener('ready', () => {
      failures = 0;
      setStatus('live');
    });
    for (const kind of [...kinds, 'resync']) {
      es.addEventListener(kind, (event) => {
        let data: { id?: number | string } = {};
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as typeof data;
        } catch {
          // a frame without JSON data still says something changed
        }
        onEvent(kind, data);
      });
    }
    // The ticket is used: the browser's own reconnection (same URL) would be refused, so every
    // error or the server's goodbye starts over with a new ticket.
    es.addEventListener('bye', fail);
    es.onerror = fail;
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    source?.close();
    source = undefined;
    setStatus('connecting');
  };
}
