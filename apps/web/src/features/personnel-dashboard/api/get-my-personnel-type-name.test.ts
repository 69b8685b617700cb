import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { getMyPersonnelTypeName } from './get-my-personnel-type-name';

const userId = '0de70000-0000-4000-8000-000000000002';
const server = mockServer();

describe('getMyPersonnelTypeName (the sidebar group heading)', () => {
  it('asks pgpersonnel for the type name alone and returns it', async () => {
    let asked: URL | undefined;
    let profile: string | null = null;
    server.use(
      http.get('*/api/profile', ({ request }) => {
        asked = new URL(request.url);
        profile = request.headers.get('accept-profile');
        return HttpResponse.json([{ type: { name: 'Doctor' } }]);
      }),
    );
    await expect(getMyPersonnelTypeName(userId)).resolves.toBe('Doctor');
    expect(profile).toBe('pgpersonnel');
    expect(asked?.searchParams.get('select')).toBe('type:personnel_types(name)');
    expect(asked?.searchParams.get('user_id')).toBe(`eq.${userId}`);
  });

  it('is null without a profile or without a type', async () => {
    server.use(http.get('*/api/profile', () => HttpResponse.json([])));
    await expect(getMyPersonnelTypeName(userId)).resolves.toBeNull();
    server.use(http.get('*/api/profile', () => HttpResponse.json([{ type: null }])));
    await expect(getMyPersonnelTypeName(userId)).resolves.toBeNull();
  });

  it('refuses an answer of another shape', async () => {
    server.use(http.get('*/api/profile', () => HttpResponse.json([{ type: { name: 7 } }])));
    await expect(getMyPersonnelTypeName(userId)).rejects.toThrow();
  });
});
