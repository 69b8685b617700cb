import type { AnyRouter } from '@tanstack/react-router';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useUserAccountStore } from '@/stores/user-account-store';

/**
 * §4: logout tells the server (POST /rpc/logout, empty body: the cookie names the refresh token),
 * clears the session and this user's account data, and navigates to the current location replacing
 * history, so the root guard sends the visitor to the login page with a way back.
 */
export async function logout(router: AnyRouter): Promise<void> {
  try {
    // A JSON body: the server ends a session only on a request a cross-site form cannot send.
    await api.rpc('logout', {}, { skipAuthRefresh: true, returnRepresentation: false });
  } catch (error) {
    // The session ends locally regardless; the server-side token expires on its own.
    console.warn('Logout request failed', error);
  }
  useSessionStore.getState().clearSession();
  // The theme is a device preference and stays: stores/theme-store.ts mirrors it back.
  useUserAccountStore.getState().clearAccountData();
  await router.navigate({ href: router.state.location.href, replace: true });
}
