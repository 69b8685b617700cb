import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareTarget } from '../api/asset-access';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { ShareDialog } from './share-dialog';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { mockServer } from '@/test/mock-server';

const file: LockerFileRow = {
  id: '0b7f1f0e-5a43-4c4b-9d6e-2f6a3b1c9d01',
  ownerId: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  folderId: null,
  name: 'report.pdf',
  path: '/report.pdf',
  status: 'active',
  version: 1,
  size: 10,
  mimeType: 'application/pdf',
  sha256: 'a'.repeat(64),
  tags: [],
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
};
const existing = {
  id: 'link-1',
  file_id: file.id as string | null,
  folder_id: null as string | null,
  label: 'For Dr. Rao',
  expires_at: '2099-01-01T00:00:00Z',
  max_downloads: null,
  download_count: 1,
  view_count: 0,
  view_only: false,
  allow_downloads: true,
  revoked_at: null as string | null,
  created_at: '2026-11-20T10:00:00Z',
};
const posted: unknown[] = [];
const revoked: string[] = [];

const server = mockServer(
  http.get('*/api/share_links', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgmedlock');
    expect(new URL(request.url).searchParams.get('file_id')).toBe(`eq.${file.id}`);
    return HttpResponse.json(
      revoked.length ? [{ ...existing, revoked_at: '2026-11-22T11:00:00Z' }] : [existing],
    );
  }),
  http.post(`*/api/locker/files/${file.id}/share-links`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json(
      {
        id: 'link-2',
        file_id: file.id,
        folder_id: null,
        label: null,
        expires_at: '2026-11-29T10:00:00Z',
        has_password: true,
        max_downloads: 2,
        allow_downloads: true,
        view_only: false,
        created_at: '2026-11-22T10:00:00Z',
        token: 'A'.repeat(43),
        url: `/share/${'A'.repeat(43)}`,
      },
      { status: 201 },
    );
  }),
  // The "Share with a person" section lists the people with access (none here).
  http.get('*/api/asset_access', ({ request }) => {
    expect(new URL(request.url).searchParams.get('file_id')).toBe(`eq.${file.id}`);
    return HttpResponse.json([]);
  }),
  http.delete('*/api/locker/share-links/:id', ({ params }) => {
    revoked.push(String(params.id));
    return HttpResponse.json({ id: params.id, revoked_at: '2026-11-22T11:00:00Z' });
  }),
);

function renderDialog(
  target: ShareTarget = { kind: 'file', id: file.id },
  name: string = file.name,
) {
  renderWithQueryClient(
    <ShareDialog ownerId={file.ownerId} target={target} name={name} open onOpenChange={() => {}} />,
  );
  return userEvent.setup();
}

describe('ShareDialog', () => {
  it('creates a passworded link with a download limit and shows its address once', async () => {
    const user = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Share “report.pdf”' });
    expect(await within(dialog).findByText('For Dr. Rao')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Share with a person' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Not shared with anyone yet.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password (optional)'), 'pw12');
    await user.type(within(dialog).getByLabelText('Download limit (optional)'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByLabelText('Share link');
    expect(link).toHaveValue(`${window.location.origin}/share/${'A'.repeat(43)}`);
    expect(posted).toEqual([
      { expires_in_hours: 168, view_only: false, password: 'pw12', max_downloads: 2 },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    // The form starts over for the next link.
    expect(within(dialog).getByLabelText('Password (optional)')).toHaveValue('');
    expect(within(dialog).getByLabelText('Download limit (optional)')).toHaveValue(null);
  });

  it('refuses a password shorter than 4 characters without calling the server', async () => {
    posted.length = 0;
    const user = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password (optional)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Password must be at least 4 characters long.',
    );
    expect(posted).toEqual([]);
  });

  it('revokes an existing link', async () => {
    const user = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: /^Revoke For Dr. Rao/ }));
    await waitFor(() => expect(revoked).toEqual(['link-1']));
    expect(await within(dialog).findByText(/Link revoked/)).toBeInTheDocument();
  });

  it('shares a folder by a link: the folder endpoint, the folder’s links, the folder wording', async () => {
    const folderId = '5c3e8a2d-7b1f-4e0a-9c6d-1a2b3c4d5e6f';
    const folderPosts: unknown[] = [];
    server.use(
      http.get('*/api/share_links', ({ request }) => {
        expect(new URL(request.url).searchParams.get('folder_id')).toBe(`eq.${folderId}`);
        return HttpResponse.json([]);
      }),
      http.get('*/api/asset_access', () => HttpResponse.json([])),
      http.post(`*/api/locker/folders/${folderId}/share-links`, async ({ request }) => {
        folderPosts.push(await request.json());
        return HttpResponse.json(
          {
            id: 'link-3',
            file_id: null,
            folder_id: folderId,
            label: null,
            expires_at: '2026-11-23T10:00:00Z',
            has_password: false,
            max_downloads: null,
            allow_downloads: true,
            view_only: true,
            created_at: '2026-11-22T10:00:00Z',
            token: 'B'.repeat(43),
            url: `/share/${'B'.repeat(43)}`,
          },
          { status: 201 },
        );
      }),
    );
    const user = renderDialog({ kind: 'folder', id: folderId }, 'Scans');
    const dialog = screen.getByRole('dialog', { name: 'Share folder “Scans”' });
    expect(within(dialog).getByText(/can open every file in this folder/)).toBeInTheDocument();
    expect(await within(dialog).findByText('No links yet.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Links to this folder' }),
    ).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Expires after'), '1 day');
    await user.click(within(dialog).getByLabelText('View only (no download)'));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/share/${'B'.repeat(43)}`,
    );
    expect(folderPosts).toEqual([{ expires_in_hours: 24, view_only: true }]);
  });
});
