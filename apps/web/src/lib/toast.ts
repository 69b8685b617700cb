import type * as Sonner from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts whose library (sonner, ~9 KB gzipped) loads with the first toast instead of with every
 * page: the login page has a first-load budget. A call made before sonner and its <Toaster> are
 * ready waits for them; ids are made here, so a later call can still replace a loading toast.
 */
type Message = Parameters<typeof sonnerToast.success>[0];
type ToastId = string | number;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<typeof Sonner> | undefined;
let counter = 0;

/** For <AppToaster>: whether a toast has been asked for (then it mounts sonner's Toaster). */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const toasterWanted = (): boolean => wanted;
/** Called by <AppToaster> once sonner's Toaster is mounted and listening. */
export const toasterMounted = (): void => markMounted();

function show(kind: Kind, message: Message, data?: ExternalToast): ToastId {
  const id = data?.id ?? `toast-${++counter}`;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  void Promise.all([sonner, mounted]).then(([m]) => m.toast[kind](message, { ...data, id }));
  return id;
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  info: (message: Message, data?: ExternalToast) => show('info', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  loading: (message: Message, data?: ExternalToast) => show('loading', message, data),
};
