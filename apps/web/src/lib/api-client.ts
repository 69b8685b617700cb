import { messages } from '@athcare/shared/messages';
import { convertKeys, toCamelCase, toSnakeCase } from '@athcare/shared/key-case';

const textField = (body: unknown, key: string): string | null => {
  if (typeof body !== 'object' || body === null || !(key in body)) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
};

/**
 * Spec §8: every non-success response becomes an ApiError carrying the status and the body. The
 * PostgREST fields of the body ({code, message, details, hint}) are read here, once.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** PostgREST's or PostgreSQL's code ('23505', 'PT409', 'PGRST116'), when the body has one. */
  readonly code: string | null;
  /** The server's own sentence (the body's message, or a plain-text body). */
  readonly serverMessage: string | null;
  /** The machine reason the app's endpoints put in `details` ('name_taken', 'email', …). */
  readonly details: string | null;
  /** What the member can do about it ("2 attempts left."). */
  readonly hint: string | null;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = textField(body, 'code');
    this.serverMessage =
      textField(body, 'message') ?? (typeof body === 'string' && body ? body : null);
    this.details = textField(body, 'details');
    this.hint = textField(body, 'hint');
  }
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
  /** Send no Bearer token (the public side of a share link reads as nobody). */
  anonymous?: boolean;
}

/** What `blob` takes: a GET of bytes (downloads, previews). */
export type BlobOptions = Pick<
  RequestOptions,
  'query' | 'headers' | 'signal' | 'skipAuthRefresh' | 'anonymous'
>;

/** The part of XMLHttpRequest an upload uses (tests pass a stand-in). */
export interface XhrLike {
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  send: (body: FormData) => void;
  abort: () => void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export interface UploadOptions<T = unknown> {
  /** 0…1 as the bytes go out (back to 0 when the upload is sent again after a token refresh). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Validates (and types) the camelCased answer. */
  result?: ResultSchema<T>;
  /** For tests: a stand-in XMLHttpRequest. */
  createXhr?: () => XhrLike;
}

/** The upload was cancelled (its AbortSignal fired). */
export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
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
  /** GET the body as bytes. */
  blob: (path: string, options?: BlobOptions) => Promise<Blob>;
  /** GET the body as bytes with the file name the server gives it (Content-Disposition), if any. */
  file: (path: string, options?: BlobOptions) => Promise<{ blob: Blob; name: string | null }>;
  /** POST multipart with upload progress (XMLHttpRequest: fetch reports no upload progress). */
  upload: <T = unknown>(path: string, form: FormData, options?: UploadOptions<T>) => Promise<T>;
  /** One shared refresh: concurrent callers get the same promise. Resolves to the new access token. */
  refreshAccessToken: () => Promise<string>;
  setAuth: (auth: ApiAuth) => void;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const readBody = async (response: Response) => parseJson(await response.text());

/** An answer as the client sees it, whichever transport carried it. */
interface Answer {
  status: number;
  statusText: string;
}

function failure({ status, statusText }: Answer, parsed: ReturnType<typeof parseJson>): ApiError {
  return new ApiError(
    messages.apiRequestFailed(statusText || String(status)),
    status,
    parsed.ok ? parsed.value : messages.nonJsonError,
  );
}

function sendXhr(
  target: string,
  form: FormData,
  token: string | null,
  { onProgress, signal, createXhr }: UploadOptions,
): Promise<Answer & { text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = createXhr ? createXhr() : (new XMLHttpRequest() as unknown as XhrLike);
    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', target);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error during upload'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAbortedError());
    };
    xhr.send(form);
  });
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

  /**
   * Sends with the session's token; on 401 refreshes once (or takes the token another call has
   * refreshed meanwhile) and sends again. The one place a 401 leads to a refresh.
   */
  async function authorized<R extends Answer>(
    path: string,
    options: Pick<RequestOptions, 'skipAuthRefresh' | 'anonymous'>,
    send: (token: string | null) => Promise<R>,
    beforeRetry?: () => void,
  ): Promise<R> {
    const sentWith = options.anonymous ? null : (auth?.getAccessToken() ?? null);
    const answer = await send(sentWith);
    const pathOnly = path.split('?')[0] ?? path;
    if (
      answer.status !== 401 ||
      !auth ||
      options.anonymous ||
      options.skipAuthRefresh ||
      NO_REFRESH_PATHS.has(pathOnly)
    ) {
      return answer;
    }
    const current = auth.getAccessToken();
    // Another call already refreshed while this one was in flight: just use the newer token.
    const token = current && current !== sentWith ? current : await refreshAccessToken();
    beforeRetry?.();
    return send(token);
  }

  const bearer = (headers: Record<string, string>, token: string | null) =>
    token ? { ...headers, Authorization: `Bearer ${token}` } : headers;

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

    const response = await authorized(path, options, (token) =>
      doFetch(target, {
        method,
        credentials: 'include',
        headers: bearer(headers, token),
        body: payload,
        signal: options.signal,
      }),
    );

    if (response.status === 204) return undefined as T;
    const parsed = await readBody(response);
    if (!response.ok) throw failure(response, parsed);
    if (!parsed.ok)
      throw new ApiError(messages.nonJsonError, response.status, messages.nonJsonError);
    const data = convertKeys(parsed.value, toCamelCase, rawKeys);
    return options.result ? options.result.parse(data) : (data as T);
  }

  async function file(path: string, options: BlobOptions = {}) {
    const target = url(path, options.query);
    const headers = options.headers ?? {};
    const response = await authorized(path, options, (token) =>
      doFetch(target, {
        credentials: 'include',
        headers: bearer(headers, token),
        signal: options.signal,
      }),
    );
    if (!response.ok) throw failure(response, await readBody(response));
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null,
    };
  }

  async function upload<T>(path: string, form: FormData, options: UploadOptions<T> = {}) {
    const answer = await authorized(
      path,
      {},
      (token) => sendXhr(url(path), form, token, options),
      () => options.onProgress?.(0),
    );
    const parsed = parseJson(answer.text);
    if (answer.status < 200 || answer.status >= 300) throw failure(answer, parsed);
    if (!parsed.ok) throw new ApiError(messages.nonJsonError, answer.status, messages.nonJsonError);
    const data = convertKeys(parsed.value, toCamelCase, new Set());
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
    blob: async (path, options) => (await file(path, options)).blob,
    file,
    upload,
    refreshAccessToken,
    setAuth(next) {
      auth = next;
    },
  };
}

/** The app's one HTTP client; the session store connects its auth on start-up (see main.tsx). */
export const api: ApiClient = createApiClient();
