import { ApiError } from '@/lib/api-client';

/*
 * The two things lib/api-client.ts does not do: read a body as bytes (download, preview) and send
 * multipart with upload progress (XMLHttpRequest; fetch has no upload progress). Both carry the
 * session's Bearer token and retry once after a token refresh on 401, like the API client.
 */

export interface LockerAuth {
  getAccessToken: () => string | null;
  /** Resolves to a fresh access token (the API client's shared refresh). */
  refresh: () => Promise<string>;
}

const API_BASE = '/api';

export function apiUrl(path: string): string {
  const relative = `${API_BASE}${path}`;
  return typeof window !== 'undefined'
    ? new URL(relative, window.location.href).toString()
    : relative;
}

/** An error answer ({code, message, details, hint}) as the API client's ApiError. */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(`API request failed: ${statusText || status}`, status, body);
}

/** GET bytes as a Blob. `auth` adds the Bearer token; `headers` e.g. the share grant. */
export async function fetchBlob(
  path: string,
  {
    auth,
    headers = {},
    signal,
  }: { auth?: LockerAuth; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Blob> {
  const send = (token: string | null) =>
    fetch(apiUrl(path), {
      credentials: 'include',
      headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
      signal,
    });
  const sentWith = auth?.getAccessToken() ?? null;
  let response = await send(sentWith);
  if (response.status === 401 && auth && sentWith) {
    const current = auth.getAccessToken();
    response = await send(current && current !== sentWith ? current : await auth.refresh());
  }
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  return response.blob();
}

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

export interface SendMultipartOptions {
  auth?: LockerAuth;
  /** 0…1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests: a stand-in XMLHttpRequest. */
  createXhr?: () => XhrLike;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAbortedError';
  }
}

function sendOnce(
  path: string,
  body: FormData,
  token: string | null,
  { onProgress, signal, createXhr }: SendMultipartOptions,
): Promise<{ status: number; statusText: string; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr ? createXhr() : (new XMLHttpRequest() as unknown as XhrLike);
    const onAbortSignal = () => xhr.abort();
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', apiUrl(path));
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
    xhr.send(body);
  });
}

/** POST multipart; resolves to the parsed JSON answer, rejects with ApiError on an error status. */
export async function sendMultipart(
  path: string,
  makeBody: () => FormData,
  options: SendMultipartOptions = {},
): Promise<unknown> {
  const { auth } = options;
  const sentWith = auth?.getAccessToken() ?? null;
  let result = await sendOnce(path, makeBody(), sentWith, options);
  if (result.status === 401 && auth && sentWith) {
    const current = auth.getAccessToken();
    const token = current && current !== sentWith ? current : await auth.refresh();
    options.onProgress?.(0);
    result = await sendOnce(path, makeBody(), token, options);
  }
  if (result.status < 200 || result.status >= 300) {
    throw toApiError(result.status, result.statusText, result.text);
  }
  try {
    return JSON.parse(result.text) as unknown;
  } catch {
    throw new ApiError(
      'The server returned a non-JSON error response.',
      result.status,
      result.text,
    );
  }
}
