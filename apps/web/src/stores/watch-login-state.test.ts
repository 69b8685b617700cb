import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { useSessionStore } from './session-store';
import { watchLoginState } from './watch-login-state';

const user = {
  id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  firstName: 'Asha',
  lastName: 'Verma',
  username: 'asha01',
  email: 'asha@example.in',
  appRoles: [],
};

describe('watchLoginState', () => {
  it('reports sign-in and sign-out, not token refreshes or permission updates', () => {
    useSessionStore.getState().clearSession();
    const listener = vi.fn();
    const stop = watchLoginState(listener);
    const token = fakeJwt({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 600 });

    useSessionStore.getState().setSession({ accessToken: token, authId: 'a', user });
    useSessionStore.getState().setPermissions(['x']);
    useSessionStore.getState().applyRefreshedToken(token);
    useSessionStore.getState().clearSession();
    useSessionStore.getState().clearSession();
    expect(listener.mock.calls).toEqual([[true], [false]]);
    stop();
  });
});
