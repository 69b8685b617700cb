import { type LoginInput, type LoginResult, loginResultSchema } from '@athcare/shared/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { getMyPermissions } from './get-my-permissions';

/** POST /rpc/login {identifier, password} → LoginResult (the identifier is an email or a username). */
export function loginRequest(input: LoginInput): Promise<LoginResult> {
  return api.rpc('login', input, {
    result: loginResultSchema,
    skipAuthRefresh: true,
    returnRepresentation: false,
  });
}

/**
 * §4: login success sets the session and loads the permissions; if they fail to load the session is
 * cleared. The session is committed together with its permissions, so the app never sees a half
 * signed-in user (and the router reloads once, not twice).
 */
export async function login(input: LoginInput): Promise<LoginResult> {
  const session = useSessionStore.getState();
  try {
    const result = await loginRequest(input);
    const permissions = await getMyPermissions(result.accessToken);
    session.setSession(result);
    session.setPermissions(permissions);
    return result;
  } catch (error) {
    useSessionStore.getState().clearSession();
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
