import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShareWithPerson } from './share-with-person';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { mockServer } from '@/test/mock-server';

const ownerId = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
const fileId = '0b7f1f0e-5a43-4c4b-9d6e-2f6a3b1c9d01';
const doctor = {
  id: '0de70000-0000-4000-8000-000000000002',
  username: 'demodoctor',
  first_name: 'Rohan',
  middle_name: 'Vikram',
  last_name: 'Mehta',
  avatar_url: null,
};
const me = { ...doctor, id: ownerId, username: 'asha01', first_name: 'Asha', middle_name: null };
const nurse = { ...doctor, id: 'b1c2d3e4-0000-4000-8000-000000000009', username: 'nursejoy' };

type ShareRow = Record<string, unknown> & { id: string; grantee_user_id: string };
let shares: ShareRow[] = [];
const posted: unknown[] = [];
const lookups: string[] = [];
const deleted: string[] = [];

mockServer(
  http.post('*/api/rpc/find_member', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgusers');
    const { username } = (await request.json()) as { username: string };
    lookups.push(username);
    const name = username.toLowerCase();
    return HttpResponse.json([doctor, me, nurse].filter((p) => p.username === name));
  }),
  http.get('*/api/public_profiles', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgusers');
    const params = new URL(request.url).searchParams;
    const ids = (params.get('id') ?? '').replace(/^in\.\(|\)$/g, '').split(',');
    return HttpResponse.json([doctor, me, nurse].filter((p) => ids.includes(p.id)));
  }),
  http.get('*/api/asset_access', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgmedlock');
    const params = new URL(request.url).searchParams;
    expect(params.get('file_id') ?? params.get('folder_id')).toBe(`eq.${fileId}`);
    expect(params.get('grantee_user_id')).toBe('not.is.null');
    return HttpResponse.json(shares);
  }),
  http.post('*/api/asset_access', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgmedlock');
    const body = (await request.json()) as Record<string, unknown>;
    posted.push(body);
    shares = [
      {
        id: `share-${shares.length + 1}`,
        owner_id: ownerId,
        file_id: fileId,
        folder_id: null,
        grantee_user_id: String(body.grantee_user_id),
        permissions: body.permissions,
        expires_at: body.expires_at,
        allow_downloads: body.allow_downloads,
        view_count: 0,
        download_count: 0,
        revoked_at: null,
        created_at: new Date().toISOString(),
      },
      ...shares,
    ];
    return new HttpResponse(null, { status: 201 });
  }),
  http.delete('*/api/asset_access', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgmedlock');
    const id = (new URL(request.url).searchParams.get('id') ?? '').replace(/^eq\./, '');
    deleted.push(id);
    shares = shares.filter((s) => s.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  shares = [];
  posted.length = 0;
  lookups.length = 0;
  deleted.length = 0;
});

function renderForm(kind: 'file' | 'folder' = 'file') {
  renderWithQueryClient(
    <ShareWithPerson ownerId={ownerId} target={{ kind, id: fileId }} itemName="cbc.pdf" />,
  );
  const section = screen.getByRole('region', { name: 'Share with a person' });
  return { user: userEvent.setup(), section };
}

describe('ShareWithPerson', () => {
  it('says so when no member has that username, and shares nothing', async () => {
    const { user, section } = renderForm();
    await user.type(within(section).getByLabelText('Username'), 'nobody42');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No member with that username.',
    );
    expect(lookups).toEqual(['nobody42']);
    expect(within(section).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('refuses a username that cannot exist without asking the server', async () => {
    const { user, section } = renderForm();
    await user.type(within(section).getByLabelText('Username'), 'dr_mehta%');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Username must only contain letters and numbers',
    );
    expect(lookups).toEqual([]);
  });

  it('refuses to share with yourself', async () => {
    const { user, section } = renderForm();
    await user.type(within(section).getByLabelText('Username'), 'Asha01');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You cannot share with yourself.',
    );
    expect(within(section).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('finds the person, names them, and shares view-only for 7 days', async () => {
    const { user, section } = renderForm();
    expect(await within(section).findByText('Not shared with anyone yet.')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Username'), 'DemoDoctor');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Share with Rohan Vikram Mehta (@demodoctor)',
    );
    expect(lookups).toEqual(['DemoDoctor']);
    expect(within(section).getByRole('radio', { name: 'View' })).toBeChecked();
    expect(within(section).getByLabelText('Access ends after')).toHaveValue('7');

    const before = Date.now();
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      file_id: fileId,
      grantee_user_id: doctor.id,
      permissions: 'view',
      allow_downloads: false,
    });
    const days = (Date.parse(String(body.expires_at)) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const people = within(section).getByRole('region', { name: 'People with access' });
    expect(await within(people).findByText('Rohan Vikram Mehta')).toBeInTheDocument();
    expect(within(people).getByText(/Can view only · until/)).toBeInTheDocument();
    // The form is ready for the next person.
    expect(within(section).getByLabelText('Username')).toHaveValue('');
  });

  it('shares for download until a chosen day, and needs that day', async () => {
    const { user, section } = renderForm();
    await user.type(within(section).getByLabelText('Username'), 'nursejoy');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    await within(section).findByRole('status');
    await user.click(within(section).getByRole('radio', { name: 'View and download' }));
    await user.selectOptions(within(section).getByLabelText('Access ends after'), 'custom');
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Choose when the access ends.',
    );
    expect(posted).toEqual([]);

    await user.type(within(section).getByLabelText('Last day of access'), '2099-03-31');
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as Record<string, unknown>;
    expect(body).toMatchObject({ permissions: 'download', allow_downloads: true });
    const end = new Date(String(body.expires_at));
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2099, 2, 31]);
  });

  it('revokes a share only after confirmation', async () => {
    shares = [
      {
        id: 'share-7',
        owner_id: ownerId,
        file_id: fileId,
        folder_id: null,
        grantee_user_id: doctor.id,
        permissions: 'download',
        expires_at: '2099-01-01T00:00:00Z',
        allow_downloads: true,
        view_count: 2,
        download_count: 1,
        revoked_at: null,
        created_at: '2026-11-20T10:00:00Z',
      },
    ];
    const { user, section } = renderForm();
    const people = within(section).getByRole('region', { name: 'People with access' });
    expect(await within(people).findByText(/Can view and download/)).toBeInTheDocument();

    await user.click(
      within(people).getByRole('button', { name: 'Revoke access for Rohan Vikram Mehta' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Revoke access for Rohan Vikram Mehta?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);

    await user.click(
      within(people).getByRole('button', { name: 'Revoke access for Rohan Vikram Mehta' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }),
    );
    await waitFor(() => expect(deleted).toEqual(['share-7']));
    expect(await within(people).findByText('Not shared with anyone yet.')).toBeInTheDocument();
  });

  it('shares a folder the same way', async () => {
    const { user, section } = renderForm('folder');
    await user.type(within(section).getByLabelText('Username'), 'demodoctor');
    await user.click(within(section).getByRole('button', { name: 'Find' }));
    await within(section).findByRole('status');
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ folder_id: fileId, grantee_user_id: doctor.id });
    expect(posted[0]).not.toHaveProperty('file_id');
  });
});
