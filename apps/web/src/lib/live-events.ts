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

// One stream per tab, shared by every subscriber (the server allows few per user): opened with
// the first subscriber, closed with the last; a subscriber's kinds are listened to as it comes.
const subscribers = new Set<LiveEventsSubscription>();
let source: EventSource | undefined;
let listened = new Set<string>();
let retry: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
// Each (re)connection's number: a ticket that arrives after the stream was stopped or restarted
// opens nothing.
let generation = 0;

const deliver = (kind: string, event: Event) => {
  let data: { id?: number | string } = {};
  try {
    data = JSON.parse((event as MessageEvent<string>).data) as typeof data;
  } catch {
    // a frame without JSON data still says something changed
  }
  for (const s of subscribers)
    if (kind === 'resync' || s.kinds.includes(kind)) s.onEvent(kind, data);
};

const listenTo = (es: EventSource, kind: string) => {
  if (listened.has(kind)) return;
  listened.add(kind);
  es.addEventListener(kind, (event) => deliver(kind, event));
};

const stop = () => {
  generation += 1;
  clearTimeout(retry);
  source?.close();
  source = undefined;
  setStatus('connecting');
};

const fail = () => {
  source?.close();
  source = undefined;
  if (subscribers.size === 0) return;
  setStatus('polling');
  failures += 1;
  const pause = Math.min(60_000, 1_000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
  const mine = generation;
  retry = setTimeout(() => {
    if (mine === generation) void connect();
  }, pause);
};

const connect = async () => {
  const mine = generation;
  if (subscribers.size === 0) return;
  if (typeof EventSource === 'undefined') return setStatus('polling');
  let ticket: string;
  try {
    ({ ticket } = await api.post<{ ticket: string }>('/events/ticket'));
  } catch {
    if (mine === generation) fail();
    return;
  }
  if (mine !== generation || subscribers.size === 0) return;
  const es = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
  source = es;
  listened = new Set();
  es.addEventListener('ready', () => {
    failures = 0;
    setStatus('live');
  });
  listenTo(es, 'resync');
  for (const s of subscribers) for (const kind of s.kinds) listenTo(es, kind);
  // The ticket is used: the browser's own reconnection (same URL) would be refused, so every
  // error or the server's goodbye starts over with a new ticket.
  const onFail = () => {
    if (source === es) fail();
  };
  es.addEventListener('bye', onFail);
  es.onerror = onFail;
};

/**
 * Receives the kinds asked for until the returned function is called. The tab's one stream opens
 * with the first subscriber and closes with the last.
 */
export function subscribeLiveEvents(subscription: LiveEventsSubscription): () => void {
  subscribers.add(subscription);
  if (source) for (const kind of subscription.kinds) listenTo(source, kind);
  if (subscribers.size === 1) void connect();
  return () => {
    if (subscribers.delete(subscription) && !subscribers.size) stop();
  };
}
