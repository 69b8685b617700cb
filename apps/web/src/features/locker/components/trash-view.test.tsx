import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TrashView } from './trash-view';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { mockServer } from '@/test/mock-server';

const ownerId = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
const trashed = {
  id: '0b7f1f0e-5a43-4c4b-9d6e-2f6a3b1c9d01',
  owner_id: ownerId,
  folder_id: null,
  name: 'old-scan.png',
  path: '/old-scan.png',
  status: 'trashed',
  version: 1,
  size: 4096,
  mime_type: 'image/png',
  sha256: 'c'.repeat(64),
  tags: [],
  last_accessed_at: null,
  trashed_at: '2026-11-21T09:00:00Z',
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-21T09:00:00Z',
};
let rows = [trashed];
const calls: string[] = [];

mockServer(
  http.get('*/api/files', ({ request }) => {
    const params = new URL(request.url).searchParams;
    expect(params.get('status')).toBe('eq.trashed');
    expect(params.get('owner_id')).toBe(`eq.${ownerId}`);
    return HttpResponse.json(rows);
  }),
  http.post('*/api/rpc/restore_file', async ({ request }) => {
    calls.push(`restore ${JSON.stringify(await request.json())}`);
    rows = [];
    return HttpResponse.json({ ...trashed, status: 'active' });
  }),
  http.delete('*/api/locker/files/:id', ({ params, request }) => {
    calls.push(`delete ${String(params.id)} ${new URL(request.url).search}`);
    rows = [];
    return new HttpResponse(null, { status: 204 });
  }),
);
afterEach(() => {
  rows = [trashed];
  calls.length = 0;
});

function renderTrash() {
  renderWithQueryClient(<TrashView ownerId={ownerId} />);
  return userEvent.setup();
}

describe('TrashView', () => {
  it('restores a file', async () => {
    const user = renderTrash();
    await user.click(await screen.findByRole('button', { name: 'Restore old-scan.png' }));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
    expect(calls).toEqual([`restore {"file_id":"${trashed.id}"}`]);
  });

  it('deletes a file for good only after confirmation', async () => {
    const user = renderTrash();
    await user.click(await screen.findByRole('button', { name: 'Delete old-scan.png for good' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “old-scan.png” for good?' });
    expect(calls).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(calls).toEqual([`delete ${trashed.id} ?permanent=1`]));
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });
});
