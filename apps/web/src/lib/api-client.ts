import { messages } from '@athcare/shared/messages';
import { convertKeys, toCamelCase, toSnakeCase } from './key-case';

/** Spec §8: every non-success response becomes an ApiError carrying the status and the body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The server's error text when it sent one (PostgREST shape {code, message, details, hint}). */
export function errorDetail(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
    ) {
      return body.message;
    }
    if (typeof body === 'string' && body) return body;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * What `result` needs of a schema: a zod or a zod/mini schema (the login path validates with
 * zod/mini, which is all its first load carries; see packages/shared/src/zod-mini.ts).
 */
export interface ResultSchema<T> {
  parse: (data: unknown) => T;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
  /** Query string entries; keys are converted to snake_case, values (PostgREST filters) are sent as given. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** The data schema (PostgREST profile): Accept-Profile on reads, Content-Profile on writes. */
  schema?: string;
  /** Validates (and types) the camelCased result. */
  result?: ResultSchema<T>;
  /** Keys whose values pass through untouched in both directions (JSON documents such as metadata). */
  rawKeys?: readonly string[];
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Writes ask for the row back (Prefer: return=representation) unless this is false. */
  returnRepresentation?: boolean;
  /** Do not try a token refresh on 401 (login, refresh and logout themselves). */
  skipAuthRefresh?: boolean;
}

/** How the client reaches the session without importing it (the session store wires itself in). */
export interface ApiAuth {
  getAccessToken: () => string | null;
  /** Stores a refreshed access token; false when the session refused it (another user's token). */
  setAccessToken: (token: string) => boolean;
  /** Refresh failed: clear the session and log out. */
  onSessionExpired: () => void;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  auth?: ApiAuth;
}

const REFRESH_PATH = '/rpc/refresh_token';
const NO_REFRESH_PATHS = new Set(['/rpc/login', REFRESH_PATH]);

export interface ApiClient {
  request: <T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions<T>,
  ) => Promise<T>;
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) => Promise<T>;
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;
  /** POST /rpc/<fn> with named arguments. */
  rpc: <T = unknown>(fn: string, args?: unknown, options?: RequestOptions<T>) => Promise<T>;
  /** One shared refresh: concurrent callers get the same promise. Resolves to the new access token. */
  refreshAccessToken: () => Promise<string>;
  setAuth: (auth: ApiAuth) => void;
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) {
      if (v !== undefined) params.append(toSnakeCase(key), String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient({
  baseUrl = '/api',
  fetch: fetchImpl,
  auth: initialAuth,
}: ApiClientOptions = {}): ApiClient {
  let auth = initialAuth;
  let refreshing: Promise<string> | null = null;
  const doFetch: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);

  const url = (path: string, query?: RequestOptions['query']) => {
    const relative = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}${buildQuery(query)}`;
    // Absolute against the page so it also works where fetch needs one (tests, workers).
    return typeof window !== 'undefined'
      ? new URL(relative, window.location.href).toString()
      : relative;
  };

  async function refreshAccessToken(): Promise<string> {
    refreshing ??= (async () => {
      try {
        // Empty body: the httpOnly cookie carries the refresh token.
        const response = await doFetch(url(REFRESH_PATH), {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
        const body = await readBody(response);
        const data = body.ok
          ? (convertKeys(body.value, toCamelCase, new Set()) as { accessToken?: unknown })
          : {};
        if (!response.ok || typeof data?.accessToken !== 'string')
          throw new Error('refresh failed');
        if (auth && !auth.setAccessToken(data.accessToken))
          throw new Error('refreshed token is for another user');
        return data.accessToken;
      } catch {
        auth?.onSessionExpired();
        throw new ApiError(messages.sessionExpired, 401, null);
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const rawKeys = new Set(options.rawKeys ?? []);
    const isRead = method === 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (!isRead && options.returnRepresentation !== false)
      headers.Prefer ??= 'return=representation';
    if (options.schema) headers[isRead ? 'Accept-Profile' : 'Content-Profile'] = options.schema;
    const payload =
      body === undefined ? undefined : JSON.stringify(convertKeys(body, toSnakeCase, rawKeys));
    const target = url(path, options.query);

    const send = (token: string | null) =>
      doFetch(target, {
        method,
        credentials: 'include',
        headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
        body: payload,
        signal: options.signal,
      });

    const sentWith = auth?.getAccessToken() ?? null;
    let response = await send(sentWith);
    const pathOnly = path.split('?')[0] ?? path;
    if (
      response.status === 401 &&
      auth &&
      !options.skipAuthRefresh &&
      !NO_REFRESH_PATHS.has(pathOnly)
    ) {
      const current = auth.getAccessToken();
      // Another call already refreshed while this one was in flight: just use the newer token.
      const token = current && current !== sentWith ? current : await refreshAccessToken();
      response = await send(token);
    }

    if (response.status === 204) return undefined as T;
    const parsed = await readBody(response);
    if (!response.ok) {
      throw new ApiError(
        messages.apiRequestFailed(response.statusText || String(response.status)),
        response.status,
        parsed.ok ? parsed.value : messages.nonJsonError,
      );
    }
    if (!parsed.ok)
      throw new ApiError(messages.nonJsonError, response.status, messages.nonJsonError);
    const data = convertKeys(parsed.value, toCamelCase, rawKeys);
    return options.result ? options.result.parse(data) : (data as T);
  }

  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    rpc: (fn, args, options) => request('POST', `/rpc/${fn}`, args, options),
    refreshAccessToken,
    setAuth(next) {
      auth = next;
    },
  };
}

/** The app's one HTTP client; the session store connects its auth on start-up (see main.tsx). */
export const api: ApiClient = createApiClient();
