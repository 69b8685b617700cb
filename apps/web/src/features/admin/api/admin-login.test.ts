import type { LoginResult } from '@athcare/shared/auth.schema';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeJwt } from '@/test/fake-jwt';
import { adminLogin, adminOnlyMessage, NotAdminError } from './admin-login';
import { mockServer } from '@/test/mock-server';

const logouts: (string | null)[] = [];
mockServer(
  http.post('*/api/rpc/logout', ({ request }) => {
    logouts.push(request.headers.get('authorization'));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeEach(() => {
  logouts.length = 0;
  useSessionStore.getState().clearSession();
});

function resultFor(appRoles: string[]): LoginResult {
  const id = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
  return {
    accessToken: fakeJwt({ sub: id, exp: Math.floor(Date.now() / 1000) + 900 }),
    refreshToken: 'r1',
    authId: id,
    user: {
      id,
      firstName: 'Dev',
      lastName: 'Rao',
      username: 'devrao',
      email: 'dev@example.in',
      appRoles,
    },
  };
}

const input = { identifier: 'devrao', password: 'a long passphrase' };

describe('adminLogin (§2 hidden admin login)', () => {
  it('lets an admin in: session and permissions set together', async () => {
    const result = resultFor(['admin']);
    const loadPermissions = vi.fn().mockResolvedValue(['access.manage']);
    await expect(
      adminLogin(input, { requestLogin: vi.fn().mockResolvedValue(result), loadPermissions }),
    ).resolves.toBe(result);
    expect(loadPermissions).toHaveBeenCalledWith(result.accessToken);
    expect(useSessionStore.getState()).toMatchObject({
      status: 'authenticated',
      accessToken: result.accessToken,
      permissions: ['access.manage'],
      user: { appRoles: ['admin'] },
    });
    expect(logouts).toEqual([]);
  });

  it('refuses anybody else, ends their server session and never signs them in here', async () => {
    const result = resultFor(['personnel']);
    const seen: string[] = [];
    const unsubscribe = useSessionStore.subscribe((s) => seen.push(s.status));
    const loadPermissions = vi.fn();
    const attempt = adminLogin(input, {
      requestLogin: vi.fn().mockResolvedValue(result),
      loadPermissions,
    });
    await expect(attempt).rejects.toBeInstanceOf(NotAdminError);
    await expect(attempt).rejects.toThrow(adminOnlyMessage);
    unsubscribe();
    expect(seen).not.toContain('authenticated');
    expect(useSessionStore.getState()).toMatchObject({ status: 'unauthenticated', user: null });
    expect(loadPermissions).not.toHaveBeenCalled();
    expect(logouts).toEqual([`Bearer ${result.accessToken}`]);
  });

  it('passes on a failed password check untouched', async () => {
    const failure = new Error('Invalid login credentials');
    await expect(
      adminLogin(input, {
        requestLogin: vi.fn().mockRejectedValue(failure),
        loadPermissions: vi.fn(),
      }),
    ).rejects.toBe(failure);
    expect(logouts).toEqual([]);
  });

  it('clears everything when the permissions fail to load', async () => {
    const result = resultFor(['admin']);
    await expect(
      adminLogin(input, {
        requestLogin: vi.fn().mockResolvedValue(result),
        loadPermissions: vi.fn().mockRejectedValue(new Error('boom')),
      }),
    ).rejects.toThrow('boom');
    expect(useSessionStore.getState().status).toBe('unauthenticated');
    expect(logouts).toHaveLength(1);
  });
});
