import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SharedWithMeView } from './shared-with-me-view';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { mockServer } from '@/test/mock-server';

const me = '0de70000-0000-4000-8000-000000000002';
const sharer = '0de70000-0000-4000-8000-000000000001';
const F1 = '1f000000-0000-4000-8000-000000000001';
const F2 = '1f000000-0000-4000-8000-000000000002';
const F9 = '1f000000-0000-4000-8000-000000000009';
const D1 = '1d000000-0000-4000-8000-000000000001';
const D2 = '1d000000-0000-4000-8000-000000000002';
const fileRow = (id: string, name: string, path: string, folderId: string | null = null) => ({
  id,
  owner_id: sharer,
  folder_id: folderId,
  name,
  path,
  status: 'active',
  version: 1,
  size: 12,
  mime_type: 'text/plain',
  sha256: 'a'.repeat(64),
  tags: [],
  last_accessed_at: null,
  trashed_at: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});
const share = (id: string, target: { file_id?: string; folder_id?: string }, extra = {}) => ({
  id,
  owner_id: sharer,
  file_id: null,
  folder_id: null,
  grantee_user_id: me,
  permissions: 'view',
  expires_at: '2099-01-01T00:00:00Z',
  allow_downloads: true,
  view_count: 0,
  download_count: 0,
  revoked_at: null,
  created_at: '2026-11-21T10:00:00Z',
  ...target,
  ...extra,
});
const content: string[] = [];

mockServer(
  http.get('*/api/asset_access', ({ request }) => {
    expect(new URL(request.url).searchParams.get('owner_id')).toBe(`neq.${me}`);
    return HttpResponse.json([
      share('s1', { file_id: F1 }),
      share(
        's2',
        { folder_id: D1 },
        { permissions: 'download', created_at: '2026-11-20T09:00:00Z' },
      ),
      // Past its end: not shown (the row policies would hide the file too).
      share('s3', { file_id: F9 }, { expires_at: '2020-01-01T00:00:00Z' }),
    ]);
  }),
  http.get('*/api/shared_files', ({ request }) => {
    const params = new URL(request.url).searchParams;
    expect(params.get('owner_id')).toBe(`neq.${me}`);
    expect(params.get('status')).toBe('eq.active');
    return HttpResponse.json([
      fileRow(F1, 'cbc.txt', '/cbc.txt'),
      fileRow(F2, 'xray.txt', '/Scans/2026/xray.txt', D2),
    ]);
  }),
  http.get('*/api/folders', () =>
    HttpResponse.json([
      {
        id: D1,
        owner_id: sharer,
        parent_id: null,
        name: 'Scans',
        path: '/Scans',
        created_at: '2026-11-20T10:00:00Z',
        updated_at: '2026-11-20T10:00:00Z',
      },
    ]),
  ),
  http.get('*/api/public_profiles', ({ request }) => {
    expect(new URL(request.url).searchParams.get('id')).toBe(`in.(${sharer})`);
    return HttpResponse.json([
      {
        id: sharer,
        username: 'demomember',
        first_name: 'Ananya',
        middle_name: null,
        last_name: 'Iyer',
        avatar_url: null,
      },
    ]);
  }),
  http.get('*/api/locker/files/:id/content', ({ params, request }) => {
    content.push(`${String(params.id)}${new URL(request.url).search}`);
    return new HttpResponse('DEMO result', { headers: { 'content-type': 'text/plain' } });
  }),
);

describe('SharedWithMeView', () => {
  it('lists live shares with the sharer and permission; opens view-only files without download', async () => {
    renderWithQueryClient(<SharedWithMeView userId={me} />);
    const region = screen.getByRole('region', { name: 'Shared with me' });
    expect(await within(region).findByText('cbc.txt')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByText(/^Shared by Ananya Iyer \(@demomember\)/)
        .map((p) => p.textContent),
    ).toEqual([
      expect.stringMatching(/· view only · until/),
      expect.stringMatching(/· view and download · until/),
    ]);

    // The shared folder lists what is in it, downloadable as the share allows.
    const inFolder = within(region).getByRole('list', { name: 'Files in Scans' });
    expect(within(inFolder).getByText('2026/xray.txt')).toBeInTheDocument();
    expect(within(inFolder).getByRole('button', { name: 'Download xray.txt' })).toBeInTheDocument();
    expect(
      within(region).queryByRole('button', { name: 'Download cbc.txt' }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Open cbc.txt' }));
    const preview = await screen.findByRole('dialog', { name: 'cbc.txt' });
    // The viewer's box can show before the text has arrived: wait for the text itself.
    await waitFor(() =>
      expect(within(preview).getByLabelText('Contents of cbc.txt')).toHaveTextContent(
        'DEMO result',
      ),
    );
    expect(content).toEqual([`${F1}?inline=1`]);
    expect(within(preview).queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });
});
