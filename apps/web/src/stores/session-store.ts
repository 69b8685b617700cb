import type { LoginResult, SessionUser } from '@athcare/shared/auth.schema';
import { STORAGE_KEYS } from '@athcare/shared/settings.schema';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { decodeJwtPayload, isTokenUnexpired } from '@/lib/jwt';

export type SessionStatus = 'pending' | 'authenticated' | 'unauthenticated';

interface SessionData {
  status: SessionStatus;
  accessToken: string | null;
  authId: string | null;
  user: SessionUser | null;
  /** Permission keys from get_my_permissions, checked by membership (§6). */
  permissions: string[];
  /** The personnel type name heading the personnel dashboard group (§2), when known. */
  personnelTypeName: string | null;
}

export interface SessionState extends SessionData {
  setSession: (result: Pick<LoginResult, 'accessToken' | 'authId' | 'user'>) => void;
  setPermissions: (permissions: readonly string[] | null) => void;
  setPersonnelTypeName: (name: string | null) => void;
  /** Spec §4: a refreshed token must carry the current user's id, else the session is cleared. */
  applyRefreshedToken: (token: string) => boolean;
  clearSession: () => void;
  /** Called once the stored session is read: logged in only while the access token is unexpired. */
  finishRestore: () => void;
}

const signedOut: Omit<SessionData, 'status'> = {
  accessToken: null,
  authId: null,
  user: null,
  permissions: [],
  personnelTypeName: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      status: 'pending',
      ...signedOut,
      setSession: ({ accessToken, authId, user }) =>
        set({ status: 'authenticated', accessToken, authId, user, permissions: [] }),
      setPermissions: (permissions) => set({ permissions: [...(permissions ?? [])] }),
      setPersonnelTypeName: (personnelTypeName) => set({ personnelTypeName }),
      applyRefreshedToken: (token) => {
        const { user } = get();
        const claims = decodeJwtPayload(token);
        if (!user || !claims || claims.sub !== user.id) {
          get().clearSession();
          return false;
        }
        const appRoles = Array.isArray(claims.app_roles)
          ? claims.app_roles.filter((r): r is string => typeof r === 'string')
          : user.appRoles;
        set({ accessToken: token, user: { ...user, appRoles }, status: 'authenticated' });
        return true;
      },
      clearSession: () => set({ status: 'unauthenticated', ...signedOut }),
      finishRestore: () => {
        const { accessToken, user } = get();
        if (user && isTokenUnexpired(accessToken)) set({ status: 'authenticated' });
        else get().clearSession();
      },
    }),
    {
      name: STORAGE_KEYS.session,
      version: 0,
      storage: createJSONStorage(() => localStorage),
      // The refresh token stays in its httpOnly cookie: never in script-readable storage.
      partialize: ({ accessToken, authId, user, permissions, personnelTypeName }) => ({
        accessToken,
        authId,
        user,
        permissions,
        personnelTypeName,
      }),
      onRehydrateStorage: () => (state) => state?.finishRestore(),
    },
  ),
);

export const selectIsAdmin = (s: SessionState): boolean =>
  s.user?.appRoles.includes('admin') ?? false;
export const selectIsPersonnel = (s: SessionState): boolean =>
  s.user?.appRoles.includes('personnel') ?? false;
export const selectIsVendor = (s: SessionState): boolean =>
  s.user?.appRoles.includes('vendor') ?? false;
export const hasPermission = (s: SessionState, permission: string): boolean =>
  s.permissions.includes(permission);
