import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { departmentsAccess, gradesAccess, rolesAccess } from './admin-access-entities';
import { AccessSection } from './admin-access-section';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

interface DepartmentRow {
  id: number;
  dept_key: string;
  dept_name: string;
}
interface Write {
  method: string;
  id: string | null;
  profile: string | null;
  body: unknown;
}

let departments: DepartmentRow[] = [];
const writes: Write[] = [];

async function record(request: Request): Promise<Write> {
  const write: Write = {
    method: request.method,
    id: new URL(request.url).searchParams.get('id'),
    profile: request.headers.get('content-profile'),
    body: request.method === 'DELETE' ? null : await request.json(),
  };
  writes.push(write);
  return write;
}

const server = mockServer(
  http.get('*/api/departments', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgaccess');
    return HttpResponse.json(departments);
  }),
  // One grant names the operations department (the delete confirmation counts it).
  http.get('*/api/permission_grants', () =>
    HttpResponse.json([{ id: 9, perm_id: 1, department_id: 1, grade_id: null, role_id: null }]),
  ),
  http.post('*/api/departments', async ({ request }) => {
    const { body } = await record(request);
    const row = { id: 3, ...(body as Omit<DepartmentRow, 'id'>) };
    departments = [...departments, row];
    return HttpResponse.json([row], { status: 201 });
  }),
  http.patch('*/api/departments', async ({ request }) => {
    const { body, id } = await record(request);
    const row = { ...departments.find((d) => `eq.${d.id}` === id)!, ...(body as object) };
    departments = departments.map((d) => (d.id === row.id ? row : d));
    return HttpResponse.json([row]);
  }),
  http.delete('*/api/departments', async ({ request }) => {
    const { id } = await record(request);
    const gone = departments.filter((d) => `eq.${d.id}` === id);
    departments = departments.filter((d) => `eq.${d.id}` !== id);
    return HttpResponse.json(gone);
  }),
);

beforeEach(() => {
  departments = [
    { id: 1, dept_key: 'operations', dept_name: 'Operations' },
    { id: 2, dept_key: 'clinical', dept_name: 'Clinical Services' },
  ];
  writes.length = 0;
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function renderSection(section: ReactNode) {
  renderWithQueryClient(section);
  return userEvent.setup();
}

const departmentsRegion = () => screen.getByRole('region', { name: 'Departments' });

describe('AccessSection for departments', () => {
  it('adds a department: a snake_case POST to pgaccess, a toast, and the list reloads', async () => {
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    expect(await within(departmentsRegion()).findByText('Operations')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a department' });
    await user.type(within(dialog).getByLabelText('Department key'), '  finance ');
    await user.type(within(dialog).getByLabelText('Department name'), 'Finance');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'POST',
        id: null,
        profile: 'pgaccess',
        body: { dept_key: 'finance', dept_name: 'Finance' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Department “Finance” added.');
    expect(await within(departmentsRegion()).findByText('Finance')).toBeInTheDocument();
  });

  it('shows the shared schema’s messages and does not call the server', async () => {
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    await user.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a department' });
    const key = within(dialog).getByLabelText('Department key');
    await user.type(key, 'front desk');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));

    expect(
      await within(dialog).findByText(
        'Department key may contain letters, digits and _ . : - only.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Department name is required.')).toBeInTheDocument();
    expect(key).toHaveAttribute('aria-invalid', 'true');
    expect(key).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('says plainly when the key is taken (409, 23505) and keeps the dialog open', async () => {
    server.use(
      http.post('*/api/departments', () =>
        HttpResponse.json(
          {
            code: '23505',
            message: 'duplicate key value violates unique constraint "departments_dept_key_key"',
            details: 'Key (dept_key)=(operations) already exists.',
            hint: null,
          },
          { status: 409 },
        ),
      ),
    );
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    await user.click(await screen.findByRole('button', { name: 'Add department' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a department' });
    await user.type(within(dialog).getByLabelText('Department key'), 'operations');
    await user.type(within(dialog).getByLabelText('Department name'), 'Ops again');
    await user.click(within(dialog).getByRole('button', { name: 'Add department' }));

    expect(
      await within(dialog).findByText('A department with this key already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Department key')).toHaveFocus();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('edits a department in the same dialog, prefilled, with a PATCH ?id=eq.N', async () => {
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit department Clinical Services' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit department “Clinical Services”' });
    const name = within(dialog).getByLabelText('Department name');
    expect(within(dialog).getByLabelText('Department key')).toHaveValue('clinical');
    expect(name).toHaveValue('Clinical Services');
    await user.clear(name);
    await user.type(name, 'Clinical Care');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'PATCH',
        id: 'eq.2',
        profile: 'pgaccess',
        body: { dept_key: 'clinical', dept_name: 'Clinical Care' },
      },
    ]);
    expect(await within(departmentsRegion()).findByText('Clinical Care')).toBeInTheDocument();
  });

  it('asks before deleting, says what goes with it, then sends DELETE ?id=eq.N', async () => {
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    await user.click(await screen.findByRole('button', { name: 'Delete department Operations' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete department “Operations”?' });
    expect(confirm).toHaveTextContent('Its permission grant is removed with it.');
    expect(writes).toEqual([]);

    // Cancelling sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete department Operations' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete department' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes).toEqual([{ method: 'DELETE', id: 'eq.1', profile: 'pgaccess', body: null }]);
    expect(toast.success).toHaveBeenCalledWith('Department “Operations” deleted.');
    await waitFor(() =>
      expect(within(departmentsRegion()).queryByText('Operations')).not.toBeInTheDocument(),
    );
  });

  it('reports a delete that changed nothing (gone already, or no longer an admin)', async () => {
    server.use(http.delete('*/api/departments', () => HttpResponse.json([])));
    const user = renderSection(<AccessSection entity={departmentsAccess} />);
    await user.click(await screen.findByRole('button', { name: 'Delete department Operations' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete department' }),
    );
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Nothing changed: this department no longer exists, or you are no longer an admin. The lists have been reloaded.',
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows an empty state', async () => {
    departments = [];
    renderSection(<AccessSection entity={departmentsAccess} />);
    expect(await screen.findByText('No departments yet.')).toBeInTheDocument();
  });
});

describe('AccessSection for grades', () => {
  it('sends the level as a number and refuses a negative one with the shared message', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/grades', () => HttpResponse.json([])),
      http.post('*/api/grades', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        return HttpResponse.json([{ id: 4, ...body }], { status: 201 });
      }),
    );
    const user = renderSection(<AccessSection entity={gradesAccess} />);
    await user.click(await screen.findByRole('button', { name: 'Add grade' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a grade' });
    await user.type(within(dialog).getByLabelText('Grade key'), 'principal');
    await user.type(within(dialog).getByLabelText('Level name'), 'Principal');
    const level = within(dialog).getByLabelText('Level');
    await user.type(level, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add grade' }));
    expect(await within(dialog).findByText('Level must not be negative.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(level);
    await user.type(level, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Add grade' }));
    await waitFor(() =>
      expect(posted).toEqual([{ grade_key: 'principal', level_name: 'Principal', level: 4 }]),
    );
  });
});

describe('AccessSection for roles', () => {
  it('keeps the built-in roles: no Delete, and their key cannot be edited', async () => {
    server.use(
      http.get('*/api/roles', () =>
        HttpResponse.json([
          { id: 5, role_key: 'admin', role_name: 'Administrator' },
          { id: 6, role_key: 'nurse', role_name: 'Staff Nurse' },
        ]),
      ),
    );
    const user = renderSection(<AccessSection entity={rolesAccess} />);
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete role Administrator' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete role Staff Nurse' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit role Administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role “Administrator”' });
    expect(within(dialog).getByLabelText(/^Role key/)).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText(/^Role name/)).not.toHaveAttribute('readonly');
  });
});
