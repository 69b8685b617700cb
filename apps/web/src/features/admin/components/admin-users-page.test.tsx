import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/test/render-with-router';
import { AdminUserDetailPage } from './admin-user-detail';
import { AdminUsersPage } from './admin-users-page';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const USER = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
const userRow = (n: number, extra: Record<string, unknown> = {}) => ({
  id: n === 0 ? USER : `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  username: `user${n}`,
  email: `user${n}@example.test`,
  first_name: 'Asha',
  last_name: `Rao${n}`,
  kind: 'member',
  app_roles: [],
  email_verified: false,
  is_active: true,
  created_at: '2026-01-01T10:00:00Z',
  last_login_at: null,
  ...extra,
});

const userQueries: URLSearchParams[] = [];
const rpcs: { fn: string; body: unknown }[] = [];
let active = true;

mockServer(
  http.get('*/api/admin_users', ({ request }) => {
    const params = new URL(request.url).searchParams;
    expect(request.headers.get('accept-profile')).toBe('pgaccess');
    if (params.get('id')) {
      return HttpResponse.json([
        userRow(0, { is_active: active, app_roles: ['vendor'], kind: 'vendor' }),
      ]);
    }
    userQueries.push(params);
    const offset = Number(params.get('offset'));
    const limit = Number(params.get('limit'));
    const all = Array.from({ length: 30 }, (_, i) => userRow(i + 1));
    return HttpResponse.json(all.slice(offset, offset + limit));
  }),
  http.get('*/api/admin_user_permissions', () =>
    HttpResponse.json([
      {
        user_id: USER,
        perm_id: 1,
        perm_key: 'lab.reports.read',
        effect: 'grant',
        via: 'department',
        via_name: 'Pathology',
        grant_id: 4,
        override_id: null,
        expires_at: null,
        in_effect: false,
      },
      {
        user_id: USER,
        perm_id: 1,
        perm_key: 'lab.reports.read',
        effect: 'deny',
        via: 'override',
        via_name: 'user override',
        grant_id: null,
        override_id: 9,
        expires_at: null,
        in_effect: true,
      },
    ]),
  ),
  http.get('*/api/admin_user_sessions', () =>
    HttpResponse.json([
      {
        id: 'aaaaaaaa-0000-4000-8000-000000000001',
        user_id: USER,
        created_at: '2026-01-01T10:00:00Z',
        last_used_at: '2026-01-02T10:00:00Z',
        revoked_at: null,
        revoked_reason: null,
        ip: '10.0.0.1',
        user_agent: 'Firefox',
        live: true,
      },
    ]),
  ),
  http.get('*/api/user_permission_overrides', () =>
    HttpResponse.json([
      {
        id: 9,
        user_id: USER,
        perm_id: 1,
        effect: 'deny',
        expires_at: null,
        created_at: '2026-01-01T10:00:00Z',
      },
    ]),
  ),
  http.get('*/api/permissions', () =>
    HttpResponse.json([{ id: 1, perm_key: 'lab.reports.read', description: null }]),
  ),
  http.post('*/api/rpc/:fn', async ({ request, params }) => {
    const body = await request.json();
    rpcs.push({ fn: String(params.fn), body });
    active = (body as { active: boolean }).active;
    return HttpResponse.json(active);
  }),
);

beforeEach(() => {
  userQueries.length = 0;
  rpcs.length = 0;
  active = true;
  vi.mocked(toast.success).mockClear();
});

// Long journeys of typing and paging: more than the default 5 s on a loaded machine.
describe('AdminUsersPage', { timeout: 20_000 }, () => {
  it('pages through accounts 25 at a time and sends the filters as data API filters', async () => {
    const user = userEvent.setup();
    await renderWithRouter(() => <AdminUsersPage />);
    const table = await screen.findByRole('region', { name: 'Accounts' });
    expect(within(table).getAllByRole('row')).toHaveLength(26); // the header and 25 accounts
    expect(userQueries[0]?.get('limit')).toBe('26');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(userQueries.at(-1)?.get('offset')).toBe('25'));
    expect(await screen.findByText('Page 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.type(screen.getByLabelText('Search'), 'asha,(x)');
    await user.selectOptions(screen.getByLabelText('Kind'), 'vendor');
    await user.selectOptions(screen.getByLabelText('App role'), 'vendor');
    await user.selectOptions(screen.getByLabelText('Email verified'), 'yes');
    await user.selectOptions(screen.getByLabelText('Standing'), 'no');
    await user.type(screen.getByLabelText('Created from'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    await waitFor(() => expect(userQueries.at(-1)?.get('kind')).toBe('eq.vendor'));
    const q = userQueries.at(-1)!;
    expect(q.get('offset')).toBe('0');
    expect(q.get('or')).toContain('username.ilike.*asha  x*');
    expect(q.get('app_roles')).toBe('cs.{vendor}');
    expect(q.get('email_verified')).toBe('is.true');
    expect(q.get('is_active')).toBe('is.false');
    expect(q.get('created_at')).toMatch(/^gte\.2026-01-01T|^gte\.2025-12-31T/);
  });

  it('refuses a creation range that ends before it starts, without asking the server', async () => {
    const user = userEvent.setup();
    await renderWithRouter(() => <AdminUsersPage />);
    await screen.findByRole('region', { name: 'Accounts' });
    const before = userQueries.length;
    await user.type(screen.getByLabelText('Created from'), '2026-02-01');
    await user.type(screen.getByLabelText('Created until'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeVisible();
    expect(userQueries).toHaveLength(before);
  });
});

describe('AdminUserDetailPage', { timeout: 20_000 }, () => {
  it('shows why a permission is or is not in effect, the sessions, and deactivates after confirmation', async () => {
    const user = userEvent.setup();
    await renderWithRouter(() => <AdminUserDetailPage userId={USER} />);
    const why = await screen.findByRole('region', { name: 'Where each permission comes from' });
    expect(within(why).getByText('department: Pathology')).toBeVisible();
    expect(within(why).getByText('Overridden by a deny')).toBeVisible();
    expect(within(why).getByText('Denies')).toBeVisible();
    expect(screen.getByText('No permission is in effect.')).toBeVisible();
    expect(screen.getByText('Firefox')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove the vendor role' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Deactivate this account?' });
    expect(rpcs).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(rpcs).toEqual([
        { fn: 'admin_set_user_active', body: { user_id: USER, active: false } },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith('The account is deactivated.');
  });
});
