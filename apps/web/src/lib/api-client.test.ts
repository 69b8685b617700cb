import { messages } from '@athcare/shared/messages';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiAuth, ApiError, createApiClient } from './api-client';

interface Call {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch stub that records calls and answers with `handler`. */
function stubFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: new URL(input instanceof Request ? input.url : input.toString()),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      credentials: init?.credentials,
    };
    calls.push(call);
    return handler(call);
  });
  return { fetch, calls };
}

function stubAuth(
  initial: string | null = 'token-1',
): ApiAuth & { token: string | null; expired: number } {
  const auth = {
    token: initial,
    expired: 0,
    getAccessToken: () => auth.token,
    setAccessToken: (token: string) => {
      auth.token = token;
      return true;
    },
    onSessionExpired: () => {
      auth.expired += 1;
      auth.token = null;
    },
  };
  return auth;
}

describe('api client: requests', () => {
  it('sends JSON to /api with cookies, the bearer token and snake_case keys; answers in camelCase', async () => {
    const { fetch, calls } = stubFetch(() =>
      json([{ user_id: 'u1', created_at: 'x', nested_list: [{ first_name: 'A' }] }]),
    );
    const client = createApiClient({ fetch, auth: stubAuth('abc') });
    const rows = await client.post('/profile', { userId: 'u1', contactInfo: { phoneNumber: '1' } });

    expect(rows).toEqual([{ userId: 'u1', createdAt: 'x', nestedList: [{ firstName: 'A' }] }]);
    const call = calls[0]!;
    expect(call.url.pathname).toBe('/api/profile');
    expect(call.method).toBe('POST');
    expect(call.credentials).toBe('include');
    expect(call.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Prefer: 'return=representation',
    });
    expect(call.body).toEqual({ user_id: 'u1', contact_info: { phone_number: '1' } });
  });

  it('leaves values under raw keys untouched, both ways', async () => {
    const { fetch, calls } = stubFetch(() =>
      json({ preferred_settings: { some_key: 1 }, other_key: { inner_key: 2 } }),
    );
    const client = createApiClient({ fetch });
    const data = await client.patch(
      '/profile',
      { metadata: { keepThis: true }, someField: 1 },
      { rawKeys: ['metadata', 'preferredSettings'] },
    );
    expect(calls[0]!.body).toEqual({ metadata: { keepThis: true }, some_field: 1 });
    expect(data).toEqual({ preferredSettings: { some_key: 1 }, otherKey: { innerKey: 2 } });
  });

  it('uses Accept-Profile for reads and Content-Profile for writes; no Prefer on reads', async () => {
    const { fetch, calls } = stubFetch(() => json([]));
    const client = createApiClient({ fetch });
    await client.get('/folders', {
      schema: 'pgmedlock',
      query: { ownerId: 'eq.1', parentId: 'is.null' },
    });
    await client.delete('/folders', { schema: 'pgmedlock', query: { id: 'eq.3' } });
    expect(calls[0]!.headers['Accept-Profile']).toBe('pgmedlock');
    expect(calls[0]!.headers.Prefer).toBeUndefined();
    expect(calls[0]!.url.search).toBe('?owner_id=eq.1&parent_id=is.null');
    expect(calls[1]!.method).toBe('DELETE');
    expect(calls[1]!.headers['Content-Profile']).toBe('pgmedlock');
    expect(calls[1]!.headers.Prefer).toBe('return=representation');
  });

  it('sends PUT and RPC calls with their bodies', async () => {
    const { fetch, calls } = stubFetch(() => json(true));
    const client = createApiClient({ fetch });
    await client.put('/things', { aB: 1 });
    await expect(client.rpc('check_email_taken', { email: 'a@b.in' })).resolves.toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'PUT /api/things',
      'POST /api/rpc/check_email_taken',
    ]);
    expect(calls[1]!.body).toEqual({ email: 'a@b.in' });
  });

  it('validates results against a schema when given', async () => {
    const { fetch } = stubFetch(() => json({ access_token: 42 }));
    const client = createApiClient({ fetch });
    await expect(
      client.rpc('x', undefined, { result: z.object({ accessToken: z.string() }) }),
    ).rejects.toThrow();
  });

  it('yields undefined for 204 No Content', async () => {
    const { fetch } = stubFetch(() => new Response(null, { status: 204 }));
    await expect(
      createApiClient({ fetch }).delete('/roles', { query: { id: 'eq.1' } }),
    ).resolves.toBeUndefined();
  });

  it('turns a non-success response into ApiError "API request failed: <status text>" with status and body', async () => {
    const body = { code: 'PGRST116', message: 'no rows', details: null, hint: null };
    const { fetch } = stubFetch(() => json(body, 406, 'Not Acceptable'));
    const error = await createApiClient({ fetch })
      .get('/profile')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'API request failed: Not Acceptable',
      status: 406,
      body,
    });
  });

  it('replaces a non-JSON error body with the spec text', async () => {
    const { fetch } = stubFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await createApiClient({ fetch })
      .get('/profile')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: messages.apiRequestFailed('Bad Gateway'),
      status: 502,
      body: messages.nonJsonError,
    });
  });
});

describe('api client: 401 and the shared refresh', () => {
  it('refreshes once (POST /rpc/refresh_token, empty body, cookies) and retries with the new token', async () => {
    const auth = stubAuth('old');
    const { fetch, calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/rpc/refresh_token') return json({ accessToken: 'new' });
      return call.headers.Authorization === 'Bearer new'
        ? json({ ok: true })
        : json({ message: 'JWT expired' }, 401, 'Unauthorized');
    });
    const client = createApiClient({ fetch, auth });
    await expect(client.get('/profile')).resolves.toEqual({ ok: true });

    const refresh = calls.find((c) => c.url.pathname === '/api/rpc/refresh_token')!;
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toBeUndefined();
    expect(refresh.credentials).toBe('include');
    expect(auth.token).toBe('new');
    expect(calls.map((c) => c.url.pathname)).toEqual([
      '/api/profile',
      '/api/rpc/refresh_token',
      '/api/profile',
    ]);
  });

  it('makes concurrent 401s wait for ONE refresh and retry with its token', async () => {
    const auth = stubAuth('old');
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { fetch, calls } = stubFetch(async (call) => {
      if (call.url.pathname === '/api/rpc/refresh_token') {
        await refreshGate;
        return json({ access_token: 'new' });
      }
      return call.headers.Authorization === 'Bearer new'
        ? json({ path: call.url.pathname })
        : json({ message: 'JWT expired' }, 401, 'Unauthorized');
    });
    const client = createApiClient({ fetch, auth });
    const results = Promise.all([client.get('/a'), client.get('/b'), client.post('/c', { x: 1 })]);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/api/rpc/refresh_token')).toHaveLength(1),
    );
    releaseRefresh();

    await expect(results).resolves.toEqual([
      { path: '/api/a' },
      { path: '/api/b' },
      { path: '/api/c' },
    ]);
    expect(calls.filter((c) => c.url.pathname === '/api/rpc/refresh_token')).toHaveLength(1);
    expect(calls.filter((c) => c.headers.Authorization === 'Bearer new')).toHaveLength(3);
  });

  it('does not refresh for login or refresh_token themselves', async () => {
    const auth = stubAuth(null);
    const { fetch, calls } = stubFetch(() =>
      json({ message: 'Invalid credentials' }, 401, 'Unauthorized'),
    );
    const client = createApiClient({ fetch, auth });
    await expect(client.rpc('login', { identifier: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(auth.expired).toBe(0);
  });

  it('on refresh failure: "Session expired. Please log in again.", session cleared and logout called once', async () => {
    const auth = stubAuth('old');
    const { fetch, calls } = stubFetch(() => json({ message: 'nope' }, 401, 'Unauthorized'));
    const client = createApiClient({ fetch, auth });
    const results = await Promise.allSettled([client.get('/a'), client.get('/b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: messages.sessionExpired,
      });
    }
    expect(auth.expired).toBe(1);
    expect(calls.filter((c) => c.url.pathname === '/api/rpc/refresh_token')).toHaveLength(1);
  });

  it('treats a refreshed token the session refuses (another user) as a failed refresh', async () => {
    const auth = stubAuth('old');
    auth.setAccessToken = () => false;
    const { fetch } = stubFetch((call) =>
      call.url.pathname === '/api/rpc/refresh_token'
        ? json({ accessToken: 'other-user' })
        : json({}, 401, 'Unauthorized'),
    );
    await expect(createApiClient({ fetch, auth }).get('/a')).rejects.toMatchObject({
      message: messages.sessionExpired,
    });
    expect(auth.expired).toBe(1);
  });

  it('retries only once: a second 401 is an ordinary ApiError', async () => {
    const auth = stubAuth('old');
    const { fetch, calls } = stubFetch((call) =>
      call.url.pathname === '/api/rpc/refresh_token'
        ? json({ accessToken: 'new' })
        : json({ m: 1 }, 401, 'Unauthorized'),
    );
    await expect(createApiClient({ fetch, auth }).get('/a')).rejects.toMatchObject({
      message: 'API request failed: Unauthorized',
      status: 401,
    });
    expect(calls).toHaveLength(3);
  });

  it('uses a token refreshed meanwhile by another call instead of refreshing again', async () => {
    const auth = stubAuth('old');
    const { fetch, calls } = stubFetch((call) => {
      if (call.headers.Authorization === 'Bearer old') {
        auth.token = 'newer'; // another call refreshed while this one was in flight
        return json({}, 401, 'Unauthorized');
      }
      return json({ ok: 1 });
    });
    await expect(createApiClient({ fetch, auth }).get('/a')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer old', 'Bearer newer']);
  });
});

describe('api client: bytes', () => {
  it('reads a body as a Blob with the bearer token, refreshing once on 401 like any request', async () => {
    const auth = stubAuth('old');
    const { fetch, calls } = stubFetch((call) => {
      if (call.url.pathname === '/api/rpc/refresh_token') return json({ accessToken: 'new' });
      return call.headers.Authorization === 'Bearer new'
        ? new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } })
        : json({ message: 'JWT expired' }, 401, 'Unauthorized');
    });
    const blob = await createApiClient({ fetch, auth }).blob('/locker/files/f1/content', {
      query: { inline: 1 },
    });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([
      '/api/locker/files/f1/content?inline=1',
      '/api/rpc/refresh_token',
      '/api/locker/files/f1/content?inline=1',
    ]);
  });

  it('sends no token and never refreshes for an anonymous read; errors carry code, details, hint', async () => {
    const auth = stubAuth('mine');
    const body = {
      code: 'PT401',
      message: 'Wrong password.',
      details: 'bad_password',
      hint: '2 attempts left.',
    };
    const { fetch, calls } = stubFetch(() => json(body, 401, 'Unauthorized'));
    const error = await createApiClient({ fetch, auth })
      .blob('/share/t/content', { headers: { 'x-share-grant': 'g' }, anonymous: true })
      .catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toEqual({ 'x-share-grant': 'g' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'PT401',
      serverMessage: 'Wrong password.',
      details: 'bad_password',
      hint: '2 attempts left.',
    });
    expect(auth.expired).toBe(0);
  });
});
