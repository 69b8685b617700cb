import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/fake-jwt';
import { testUser } from '@/test/test-user';
import { useSessionStore } from './session-store';

const user = testUser;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('session store (§4)', () => {
  beforeEach(() => {
    useSessionStore.getState().clearSession();
    localStorage.clear();
  });

  it('starts out pending before the stored session is read', () => {
    expect(useSessionStore.getInitialState().status).toBe('pending');
  });

  it('login sets the session; logout clears it', () => {
    const s = useSessionStore.getState();
    s.setSession({ accessToken: fakeJwt({ sub: user.id, exp: inAnHour() }), authId: 'a1', user });
    s.setPermissions(['files.read']);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      user,
      permissions: ['files.read'],
    });
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'unauthenticated',
      user: null,
      accessToken: null,
      permissions: [],
    });
  });

  it('treats null permissions as none', () => {
    useSessionStore.getState().setPermissions(null);
    expect(useSessionStore.getState().permissions).toEqual([]);
  });

  it('persists under auth-session-storage version 0, without the refresh token', () => {
    useSessionStore
      .getState()
      .setSession({ accessToken: fakeJwt({ sub: user.id, exp: inAnHour() }), authId: 'a1', user });
    const stored = JSON.parse(localStorage.getItem('auth-session-storage') ?? '{}') as {
      version: number;
      state: object;
    };
    expect(stored.version).toBe(0);
    expect(stored.state).toMatchObject({ user, authId: 'a1' });
    expect(JSON.stringify(stored)).not.toContain('refreshToken');
  });

  it('restores as logged in only while the stored access token is unexpired', async () => {
    const save = (exp: number) =>
      localStorage.setItem(
        'auth-session-storage',
        JSON.stringify({
          version: 0,
          state: {
            accessToken: fakeJwt({ sub: user.id, exp }),
            authId: 'a1',
            user,
            permissions: [],
          },
        }),
      );
    save(inAnHour());
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().status).toBe('authenticated');

    save(Math.floor(Date.now() / 1000) - 10);
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });

  it('accepts a refreshed token for the same user (taking its app roles) and clears on another user', () => {
    useSessionStore
      .getState()
      .setSession({ accessToken: fakeJwt({ sub: user.id, exp: inAnHour() }), authId: 'a1', user });
    const same = fakeJwt({ sub: user.id, exp: inAnHour(), app_roles: ['personnel'] });
    expect(useSessionStore.getState().applyRefreshedToken(same)).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      accessToken: same,
      status: 'authenticated',
    });
    expect(useSessionStore.getState().user?.appRoles).toEqual(['personnel']);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      useSessionStore
        .getState()
        .applyRefreshedToken(fakeJwt({ sub: 'someone-else', exp: inAnHour() })),
    ).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
  });
});
