import type { LoginInput, LoginResult } from '@athcare/shared/auth.schema';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const adminOnlyMessage =
  'This sign-in is for administrators only, and this account is not one. You have not been signed in.';

/** A correct password for an account without the admin role. */
export class NotAdminError extends Error {
  constructor() {
    super(adminOnlyMessage);
    this.name = 'NotAdminError';
  }
}

/** The two halves of the ordinary login (features/auth), handed in by the route. */
export interface AdminLoginSteps {
  /** POST /rpc/login: the tokens, without starting a session in this tab. */
  requestLogin: (input: LoginInput) => Promise<LoginResult>;
  /** The permission keys of the user the token belongs to. */
  loadPermissions: (accessToken: string) => Promise<string[]>;
}

/**
 * The hidden admin login (§2, §6): the server checks the password as for any login; only an admin
 * is then let in. For anybody else the server-side session just created is ended at once and the
 * tab's session is never set, so nothing in the app sees them signed in, even for a moment.
 * An admin's session is committed together with the permissions, as the ordinary login does.
 */
export async function adminLogin(input: LoginInput, steps: AdminLoginSteps): Promise<LoginResult> {
  const session = useSessionStore.getState();
  const result = await steps.requestLogin(input);
  if (!result.user.appRoles.includes('admin')) {
    await endServerSession(result.accessToken);
    session.clearSession();
    throw new NotAdminError();
  }
  try {
    const permissions = await steps.loadPermissions(result.accessToken);
    session.setSession(result);
    session.setPermissions(permissions);
    return result;
  } catch (error) {
    await endServerSession(result.accessToken);
    session.clearSession();
    throw error;
  }
}

/** POST /rpc/logout for a session this tab never kept (the refresh cookie or the token names it). */
async function endServerSession(accessToken: string): Promise<void> {
  try {
    await api.rpc('logout', undefined, {
      headers: { Authorization: `Bearer ${accessToken}` },
      skipAuthRefresh: true,
      returnRepresentation: false,
    });
  } catch (error) {
    // The refused session's tokens expire on their own; nothing in this tab holds them.
    console.warn('Could not end the refused session', error);
  }
}
