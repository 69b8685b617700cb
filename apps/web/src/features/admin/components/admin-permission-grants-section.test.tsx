import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { PermissionGrantsSection } from './admin-permission-grants-section';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

interface GrantRow {
  id: number;
  perm_id: number;
  department_id: number | null;
  grade_id: number | null;
  role_id: number | null;
  expires_at?: string | null;
}

let grants: GrantRow[] = [];
const posted: unknown[] = [];
const deleted: (string | null)[] = [];

const server = mockServer(
  http.get('*/api/permissions', () =>
    HttpResponse.json([
      { id: 1, perm_key: 'access.manage', description: 'Manage roles, departments, grades' },
      { id: 2, perm_key: 'reports.view', description: 'View reports' },
    ]),
  ),
  http.get('*/api/roles', () =>
    HttpResponse.json([{ id: 5, role_key: 'admin', role_name: 'Administrator' }]),
  ),
  http.get('*/api/departments', () =>
    HttpResponse.json([{ id: 3, dept_key: 'operations', dept_name: 'Operations' }]),
  ),
  http.get('*/api/grades', () =>
    HttpResponse.json([{ id: 7, grade_key: 'senior', level_name: 'Senior', level: 2 }]),
  ),
  http.get('*/api/permission_grants', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgaccess');
    return HttpResponse.json(grants);
  }),
  http.post('*/api/permission_grants', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgaccess');
    const body = (await request.json()) as Partial<GrantRow> & { perm_id: number };
    posted.push(body);
    const row = { id: 20, department_id: null, grade_id: null, role_id: null, ...body };
    grants = [...grants, row];
    return HttpResponse.json([row], { status: 201 });
  }),
  http.delete('*/api/permission_grants', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgaccess');
    const id = new URL(request.url).searchParams.get('id');
    deleted.push(id);
    const gone = grants.filter((g) => `eq.${g.id}` === id);
    grants = grants.filter((g) => `eq.${g.id}` !== id);
    return HttpResponse.json(gone);
  }),
);

beforeEach(() => {
  grants = [
    { id: 10, perm_id: 1, department_id: null, grade_id: null, role_id: 5 },
    { id: 11, perm_id: 2, department_id: null, grade_id: 7, role_id: null },
  ];
  posted.length = 0;
  deleted.length = 0;
  vi.mocked(toast.success).mockClear();
});

function renderSection() {
  renderWithQueryClient(<PermissionGrantsSection />);
  return userEvent.setup();
}

const region = () => screen.getByRole('region', { name: 'Permission grants' });

async function openGrantDialog(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: 'Grant a permission' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Grant a permission' });
}

describe('PermissionGrantsSection', () => {
  it('lists each grant with its permission and its target by kind and name', async () => {
    renderSection();
    expect(await within(region()).findByText('Role: Administrator')).toBeInTheDocument();
    expect(within(region()).getByText('access.manage')).toBeInTheDocument();
    expect(within(region()).getByText('Grade: Senior')).toBeInTheDocument();
  });

  it('grants a permission to exactly one target: choosing another replaces the first', async () => {
    const user = renderSection();
    const dialog = await openGrantDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Permission'), 'reports.view');
    expect(within(dialog).getByText('View reports')).toBeInTheDocument();
    const target = within(dialog).getByLabelText('Grant to');
    await user.selectOptions(target, 'Administrator');
    await user.selectOptions(target, 'Operations');
    await user.click(within(dialog).getByRole('button', { name: 'Grant permission' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ perm_id: 2, department_id: 3 }]);
    expect(toast.success).toHaveBeenCalledWith('Granted “reports.view” to Department: Operations.');
    expect(await within(region()).findByText('Department: Operations')).toBeInTheDocument();
  });

  it('asks for a permission, then for a target, without calling the server', async () => {
    const user = renderSection();
    const dialog = await openGrantDialog(user);
    const grant = within(dialog).getByRole('button', { name: 'Grant permission' });
    await user.click(grant);
    expect(await within(dialog).findByText('Choose a permission.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Permission')).toHaveFocus();

    await user.selectOptions(within(dialog).getByLabelText('Permission'), 'access.manage');
    expect(within(dialog).queryByText('Choose a permission.')).not.toBeInTheDocument();
    await user.click(grant);
    // The shared schema's "exactly one" message, on the one target control.
    expect(
      await within(dialog).findByText('Choose exactly one of department, grade or role.'),
    ).toBeInTheDocument();
    const target = within(dialog).getByLabelText('Grant to');
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(target).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('says when the same grant exists already (409, 23505)', async () => {
    server.use(
      http.post('*/api/permission_grants', () =>
        HttpResponse.json(
          { code: '23505', message: 'duplicate key value', details: null, hint: null },
          { status: 409 },
        ),
      ),
    );
    const user = renderSection();
    const dialog = await openGrantDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Permission'), 'access.manage');
    await user.selectOptions(within(dialog).getByLabelText('Grant to'), 'Administrator');
    await user.click(within(dialog).getByRole('button', { name: 'Grant permission' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '“access.manage” is already granted to Role: Administrator.',
    );
  });

  it('removes a grant only after confirmation, with DELETE ?id=eq.N', async () => {
    const user = renderSection();
    await user.click(
      await within(region()).findByRole('button', {
        name: 'Remove grant of reports.view to Grade: Senior',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this grant?' });
    expect(confirm).toHaveTextContent('“reports.view” will no longer be granted to Grade: Senior.');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remove grant' }));
    await waitFor(() => expect(deleted).toEqual(['eq.11']));
    await waitFor(() =>
      expect(within(region()).queryByText('Grade: Senior')).not.toBeInTheDocument(),
    );
  });

  it('sends an optional expiry as an instant, and refuses one in the past', async () => {
    const user = renderSection();
    const dialog = await openGrantDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Permission'), 'reports.view');
    await user.selectOptions(within(dialog).getByLabelText('Grant to'), 'Administrator');
    const expires = within(dialog).getByLabelText('Expires');
    await user.type(expires, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Grant permission' }));
    expect(
      await within(dialog).findByText('The expiry must be in the future.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(expires);
    await user.type(expires, '2099-03-31T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Grant permission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([
      { perm_id: 2, role_id: 5, expires_at: new Date('2099-03-31T17:00').toISOString() },
    ]);
  });

  it('shows which grants expire within 7 days', async () => {
    grants = [
      {
        id: 10,
        perm_id: 1,
        department_id: null,
        grade_id: null,
        role_id: 5,
        expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      {
        id: 11,
        perm_id: 2,
        department_id: null,
        grade_id: 7,
        role_id: null,
        expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    ];
    renderSection();
    const soon = await screen.findByRole('note', { name: 'Expiring within 7 days' });
    expect(within(soon).getByText(/access\.manage/)).toBeInTheDocument();
    expect(within(soon).queryByText(/reports\.view/)).not.toBeInTheDocument();
    expect(within(region()).getAllByText(/Expires soon/).length).toBeGreaterThan(0);
    expect(within(region()).getByText(/^Until /)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    grants = [];
    renderSection();
    expect(await screen.findByText('No permission is granted to anyone yet.')).toBeInTheDocument();
  });
});
