import { lockerMessages } from '@athcare/shared/locker.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { XhrStub } from '../lib/xhr-stub';
import { UPLOAD_LIMIT_BYTES, useUploadQueue } from './use-upload-queue';

const row = {
  id: '0b7f1f0e-5a43-4c4b-9d6e-2f6a3b1c9d01',
  owner_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  folder_id: null,
  name: 'scan.png',
  path: '/scan.png',
  status: 'active',
  version: 1,
  size: 4,
  mime_type: 'image/png',
  sha256: 'b'.repeat(64),
  tags: [],
  created_at: '2026-11-22T10:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
};

/** An XMLHttpRequest the test drives by hand: progress, then an answer. */
class ManualXhr extends XhrStub {
  static last: ManualXhr | null = null;
  override send() {
    ManualXhr.last = this;
  }
}

const client = createApiClient({
  auth: { getAccessToken: () => 't', setAccessToken: () => true, onSessionExpired: () => {} },
});

function setup(onUploaded = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useUploadQueue({
        ownerId: 'owner-1',
        uploadOptions: { client, createXhr: () => new ManualXhr() },
        onUploaded,
      }),
    { wrapper },
  );
  return { ...hook, invalidate, onUploaded };
}

describe('useUploadQueue', () => {
  it('tracks real upload progress, then the uploaded file, and refreshes the locker', async () => {
    const { result, invalidate, onUploaded } = setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.upload([new File(['\x89PNG'], 'scan.png')]);
    });
    expect(result.current.items).toMatchObject([
      { name: 'scan.png', status: 'uploading', progress: 0 },
    ]);
    await waitFor(() => expect(ManualXhr.last).not.toBeNull());
    act(() => ManualXhr.last?.progress(1, 4));
    expect(result.current.items[0]?.progress).toBe(0.25);
    act(() => ManualXhr.last?.progress(4, 4));
    expect(result.current.items[0]?.progress).toBe(1);
    await act(async () => {
      ManualXhr.last?.answer(201, row);
      await done;
    });
    expect(result.current.items[0]).toMatchObject({ status: 'done', file: { name: 'scan.png' } });
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: row.id }));
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['locker', 'owner', 'owner-1'],
      refetchType: 'all',
    });
  });

  it('shows the server reason when the upload is refused', async () => {
    ManualXhr.last = null;
    const { result } = setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.upload([new File(['x'], 'big.pdf')]);
    });
    await waitFor(() => expect(ManualXhr.last).not.toBeNull());
    await act(async () => {
      ManualXhr.last?.answer(413, {
        code: 'PT413',
        message: lockerMessages.quotaExceeded,
        details: 'quota_exceeded',
        hint: null,
      });
      await done;
    });
    expect(result.current.items[0]).toMatchObject({
      status: 'error',
      reason: 'quota_exceeded',
      error: lockerMessages.quotaExceeded,
    });
  });

  it('refuses too-large and empty files before sending anything', () => {
    ManualXhr.last = null;
    const { result } = setup();
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    act(() => {
      void result.current.upload([big, new File([], 'empty.txt')]);
    });
    expect(result.current.items).toMatchObject([
      { name: 'huge.pdf', status: 'error', error: lockerMessages.tooLarge(UPLOAD_LIMIT_BYTES) },
      { name: 'empty.txt', status: 'error', error: lockerMessages.emptyFile },
    ]);
    expect(ManualXhr.last).toBeNull();
  });

  it('cancels an upload in flight', async () => {
    ManualXhr.last = null;
    const { result } = setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.upload([new File(['%PDF'], 'a.pdf')]);
    });
    await waitFor(() => expect(ManualXhr.last).not.toBeNull());
    const id = result.current.items[0]?.id ?? '';
    await act(async () => {
      result.current.cancel(id);
      await done;
    });
    expect(result.current.items[0]?.status).toBe('cancelled');
  });
});
