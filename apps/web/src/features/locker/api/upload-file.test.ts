import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { XhrStub } from '../lib/xhr-stub';
import { uploadFile } from './upload-file';
import { mockServer } from '@/test/mock-server';

const row = {
  id: '0b7f1f0e-5a43-4c4b-9d6e-2f6a3b1c9d01',
  owner_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  folder_id: null,
  name: 'report.pdf',
  path: '/report.pdf',
  status: 'active',
  version: 1,
  size: 9,
  mime_type: 'application/pdf',
  sha256: 'a'.repeat(64),
  tags: [],
  last_accessed_at: null,
  trashed_at: null,
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

const pdf = () => new File(['%PDF-1.4\n'], 'report.pdf', { type: 'application/pdf' });

/** A stand-in XMLHttpRequest: records what was sent, then plays progress and an answer. */
class FakeXhr extends XhrStub {
  static sent: FakeXhr[] = [];
  static script: { status: number; body: unknown; progress?: [number, number][] }[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  override open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  override setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  override send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const next = FakeXhr.script.shift();
    if (!next) throw new Error('no scripted answer');
    queueMicrotask(() => {
      for (const [loaded, total] of next.progress ?? []) this.progress(loaded, total);
      this.answer(next.status, next.body);
    });
  }
}

/**
 * The app's client with a session holding `token`; a refresh (POST /rpc/refresh_token) answers
 * `refreshed`, and `refresh` counts those calls.
 */
function client(token = 'token-1', refreshed = 'token-2') {
  let current = token;
  const refresh = vi.fn((input: RequestInfo | URL) => {
    expect(input instanceof Request ? input.url : input.toString()).toMatch(
      /\/api\/rpc\/refresh_token$/,
    );
    return Promise.resolve(Response.json({ access_token: refreshed }));
  });
  const api = createApiClient({
    fetch: refresh,
    auth: {
      getAccessToken: () => current,
      setAccessToken: (next) => {
        current = next;
        return true;
      },
      onSessionExpired: () => {
        throw new Error('the session should not expire');
      },
    },
  });
  return Object.assign(api, { refresh });
}

describe('uploadFile with a stand-in XMLHttpRequest', () => {
  afterEach(() => {
    FakeXhr.sent = [];
    FakeXhr.script = [];
  });

  it('sends folder_id and name before the file, with the Bearer token, and reports progress', async () => {
    FakeXhr.script = [
      {
        status: 201,
        body: row,
        progress: [
          [3, 9],
          [9, 9],
        ],
      },
    ];
    const progress: number[] = [];
    const file = await uploadFile(
      { file: pdf(), folderId: 'f-1' },
      { client: client(), createXhr: () => new FakeXhr(), onProgress: (p) => progress.push(p) },
    );
    expect(progress).toEqual([1 / 3, 1]);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toMatch(/\/api\/locker\/files$/);
    expect(xhr?.headers.Authorization).toBe('Bearer token-1');
    expect([...(xhr?.body?.keys() ?? [])]).toEqual(['folder_id', 'name', 'file']);
    expect(file).toMatchObject({ id: row.id, mimeType: 'application/pdf', folderId: null });
  });

  it('posts a new version to /files/:id/versions without folder or name', async () => {
    FakeXhr.script = [{ status: 201, body: { ...row, version: 2 } }];
    const file = await uploadFile(
      { file: pdf(), fileId: row.id },
      { client: client(), createXhr: () => new FakeXhr() },
    );
    expect(file.version).toBe(2);
    expect(FakeXhr.sent[0]?.url).toMatch(new RegExp(`/api/locker/files/${row.id}/versions$`));
    expect([...(FakeXhr.sent[0]?.body?.keys() ?? [])]).toEqual(['file']);
  });

  it('refreshes the token once on 401 and sends again', async () => {
    FakeXhr.script = [
      { status: 401, body: { code: 'PT401', message: 'expired', details: 'invalid_token' } },
      { status: 201, body: row },
    ];
    const a = client();
    await uploadFile({ file: pdf() }, { client: a, createXhr: () => new FakeXhr() });
    expect(a.refresh).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent.map((x) => x.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('turns an error answer into an ApiError carrying the reason', async () => {
    FakeXhr.script = [
      {
        status: 415,
        body: { code: 'PT415', message: 'Only PDF…', details: 'unsupported_type', hint: null },
      },
    ];
    const failure = await uploadFile(
      { file: pdf() },
      { client: client(), createXhr: () => new FakeXhr() },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(415);
    expect((failure as ApiError).body).toMatchObject({ details: 'unsupported_type' });
  });
});

/**
 * The multipart body's fields in order (a file field's value is its file name). Read from the bytes:
 * under jsdom the global File is jsdom's, which Node 24's `Request.formData()` refuses to build.
 */
async function multipartFields(request: Request): Promise<Map<string, string>> {
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart body');
  const fields = new Map<string, string>();
  for (const part of (await request.text()).split(`--${boundary}`)) {
    const header = /name="([^"]*)"(?:; filename="([^"]*)")?/.exec(part);
    if (!header) continue;
    const value = header[2] ?? part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    fields.set(header[1]!, value);
  }
  return fields;
}

describe('uploadFile through the real XMLHttpRequest (MSW)', () => {
  const seen: { authorization: string | null; fields: string[] }[] = [];
  mockServer(
    http.post('*/api/locker/files', async ({ request }) => {
      const fields = await multipartFields(request);
      seen.push({
        authorization: request.headers.get('authorization'),
        fields: [...fields.keys()],
      });
      if (fields.get('name') === 'taken.pdf') {
        return HttpResponse.json(
          {
            code: 'PT409',
            message: 'A file with this name already exists in this folder.',
            details: 'name_taken',
            hint: null,
          },
          { status: 409 },
        );
      }
      return HttpResponse.json(row, { status: 201 });
    }),
  );
  afterEach(() => {
    seen.length = 0;
  });

  it('uploads and parses the file row', async () => {
    const file = await uploadFile({ file: pdf() }, { client: client('abc') });
    expect(file.name).toBe('report.pdf');
    expect(seen).toEqual([{ authorization: 'Bearer abc', fields: ['name', 'file'] }]);
  });

  it('rejects with the server message on 409', async () => {
    const failure = await uploadFile(
      { file: new File(['%PDF-1.4'], 'taken.pdf') },
      { client: client() },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(409);
  });
});
