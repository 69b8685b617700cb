import { useSessionStore } from './session-store';

/**
 * Calls `listener` when the user signs in or out (§2: "on a change of login state all routes
 * reload"). The first restore from storage (pending → …) and token refreshes are not changes.
 */
export function watchLoginState(listener: (signedIn: boolean) => void): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.status === 'pending' || state.status === 'pending') return;
    const signedIn = state.status === 'authenticated';
    if (signedIn !== (previous.status === 'authenticated')) listener(signedIn);
  });
}
