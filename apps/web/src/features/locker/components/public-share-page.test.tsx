import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { PublicSharePage } from './public-share-page';
import { mockServer } from '@/test/mock-server';

const token = 'T'.repeat(43);
const locked = {
  kind: 'file',
  name: null,
  size: null,
  mime_type: null,
  expires_at: '2026-11-29T10:00:00Z',
  needs_password: true,
  unlocked: false,
  view_only: false,
  allows_download: true,
  downloads_remaining: 3,
};
const unlocked = {
  ...locked,
  name: 'Lipid Profile.pdf',
  size: 2048,
  mime_type: 'application/pdf',
  unlocked: true,
};
const seen: { path: string; grant: string | null; authorization: string | null }[] = [];

const server = mockServer(
  http.get(`*/api/share/${token}`, ({ request }) => {
    const grant = request.headers.get('x-share-grant');
    seen.push({ path: 'meta', grant, authorization: request.headers.get('authorization') });
    return HttpResponse.json(grant === 'grant-1' ? unlocked : locked);
  }),
  http.post(`*/api/share/${token}/unlock`, async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    if (password !== 'right') {
      return HttpResponse.json(
        {
          code: 'PT401',
          message: 'Wrong password.',
          details: 'wrong_password',
          hint: '4 attempts left.',
        },
        { status: 401 },
      );
    }
    return HttpResponse.json({ grant: 'grant-1', expires_in: 900 });
  }),
  http.get(`*/api/share/${token}/content`, ({ request }) => {
    seen.push({
      path: 'content',
      grant: request.headers.get('x-share-grant'),
      authorization: null,
    });
    return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
  }),
);

beforeEach(() => {
  seen.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
});

describe('PublicSharePage (/share/:token)', () => {
  it('asks for the password, says how many tries are left, then offers the download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithRouter(() => <PublicSharePage token={token} />);
    const user = userEvent.setup();
    expect(await screen.findByText('This link is protected by a password.')).toBeInTheDocument();
    expect(screen.queryByText('Lipid Profile.pdf')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password. 4 attempts left.');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Lipid Profile.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen.find((s) => s.path === 'content')?.grant).toBe('grant-1');
  });

  it('explains an expired link', async () => {
    server.use(
      http.get(`*/api/share/${token}`, () =>
        HttpResponse.json(
          { code: 'PT410', message: 'This link has expired.', details: 'expired', hint: null },
          { status: 410 },
        ),
      ),
    );
    await renderWithRouter(() => <PublicSharePage token={token} />);
    expect(await screen.findByText('This link cannot be opened')).toBeInTheDocument();
    expect(screen.getByText('This link has expired.')).toBeInTheDocument();
  });

  it('offers View but no Download on a view-only link', async () => {
    server.use(
      http.get(`*/api/share/${token}`, () =>
        HttpResponse.json({
          ...unlocked,
          needs_password: false,
          view_only: true,
          allows_download: false,
          downloads_remaining: null,
        }),
      ),
    );
    await renderWithRouter(() => <PublicSharePage token={token} />);
    expect(await screen.findByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.getByText('This link allows viewing only.')).toBeInTheDocument();
  });

  it('lists the files of a shared folder, filters them, and fetches one by its id', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const ids = Array.from({ length: 9 }, (_, i) => `00000000-0000-4000-8000-00000000000${i + 1}`);
    const fetched: string[] = [];
    server.use(
      http.get(`*/api/share/${token}`, () =>
        HttpResponse.json({
          ...unlocked,
          kind: 'folder',
          name: 'Cardiology',
          size: null,
          mime_type: null,
          needs_password: false,
          downloads_remaining: null,
        }),
      ),
      http.get(`*/api/share/${token}/files`, () =>
        HttpResponse.json({
          files: ids.map((id, i) => ({
            id,
            name: i === 0 ? 'echo.pdf' : `ecg-${i}.pdf`,
            path: i === 0 ? 'Scans/echo.pdf' : `ecg-${i}.pdf`,
            size: 1024,
            mime_type: 'application/pdf',
            updated_at: '2026-11-20T10:00:00Z',
          })),
          truncated: false,
        }),
      ),
      http.get(`*/api/share/${token}/files/:fileId/content`, ({ params, request }) => {
        fetched.push(`${String(params.fileId)}${new URL(request.url).search}`);
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    await renderWithRouter(() => <PublicSharePage token={token} />);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'A folder was shared with you' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Shared files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(within(list).getByText(/^Scans ·/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Filter files'), 'scans');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download Scans/echo.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'View Scans/echo.pdf' }));
    expect(await screen.findByRole('region', { name: 'Viewing echo.pdf' })).toBeInTheDocument();
    expect(fetched).toEqual([ids[0], `${ids[0]}?inline=1`]);

    await user.clear(screen.getByLabelText('Filter files'));
    await user.type(screen.getByLabelText('Filter files'), 'nothing like it');
    expect(screen.getByText('No file matches “nothing like it”.')).toBeInTheDocument();
  });
});
