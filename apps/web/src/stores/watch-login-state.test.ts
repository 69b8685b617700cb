import { describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { testUser } from '@/test/test-user';
import { useSessionStore } from './session-store';
import { watchLoginState } from './watch-login-state';

const user = testUser;

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
