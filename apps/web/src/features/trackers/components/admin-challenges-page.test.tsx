import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AdminChallengesPage } from './admin-challenges-page';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const existing = {
  id: 4,
  title: '50 km this month',
  description: 'Walk, run or ride 50 km.',
  challenge_type: 'Distance',
  target: 50000,
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: '2026-12-01T00:00:00Z',
};
const writes: { method: string; id: string | null; body: unknown }[] = [];
let patchRows: unknown[] = [];

mockServer(
  http.get('*/api/challenges', () => HttpResponse.json([existing])),
  http.post('*/api/challenges', async ({ request }) => {
    writes.push({ method: 'POST', id: null, body: await request.json() });
    return new HttpResponse(null, { status: 201 });
  }),
  http.patch('*/api/challenges', async ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    writes.push({ method: 'PATCH', id, body: await request.json() });
    return HttpResponse.json(patchRows);
  }),
);

beforeEach(() => {
  writes.length = 0;
  patchRows = [{ id: 4 }];
  vi.mocked(toast.success).mockClear();
});

function renderPage() {
  renderWithQueryClient(<AdminChallengesPage />);
  return userEvent.setup();
}

describe('/admin/challenges', () => {
  it('creates a challenge: the target in km goes out in metres, times as instants', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    const form = await screen.findByRole('form', { name: 'New challenge' });
    await user.type(within(form).getByLabelText('Title'), 'Spring 100 km');
    await user.type(within(form).getByLabelText('Target (km)'), '100');
    await user.clear(within(form).getByLabelText('Starts'));
    await user.type(within(form).getByLabelText('Starts'), '2026-03-01T06:00');
    await user.clear(within(form).getByLabelText('Ends'));
    await user.type(within(form).getByLabelText('Ends'), '2026-03-31T22:00');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      id: null,
      body: {
        title: 'Spring 100 km',
        description: '',
        challenge_type: 'Distance',
        target: 100000,
        starts_at: new Date('2026-03-01T06:00').toISOString(),
        ends_at: new Date('2026-03-31T22:00').toISOString(),
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Created Spring 100 km');
    // The form closes once the challenge is made.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New challenge' })).toBeNull());
  });

  it('labels the target by type and shows the shared schema’s messages', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'New challenge' }));
    const form = await screen.findByRole('form', { name: 'New challenge' });
    await user.selectOptions(within(form).getByLabelText('Type'), 'Activity Count');
    await user.type(within(form).getByLabelText('Target (activities)'), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Must be an integer')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('edits a challenge in place, and says so when the change did not happen', async () => {
    const user = renderPage();
    const row = await screen.findByRole('listitem', { name: '50 km this month' });
    expect(row).toHaveTextContent('Distance · 50 km');
    await user.click(within(row).getByRole('button', { name: /^Edit/ }));
    const form = await within(row).findByRole('form', { name: 'Edit 50 km this month' });
    expect(within(form).getByLabelText('Target (km)')).toHaveValue('50');
    await user.clear(within(form).getByLabelText('Target (km)'));
    await user.type(within(form).getByLabelText('Target (km)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PATCH', id: 'eq.4', body: { target: 60000 } });
    expect(toast.success).toHaveBeenCalledWith('Saved 50 km this month');

    patchRows = [];
    await user.click(await within(row).findByRole('button', { name: /^Edit/ }));
    await user.click(within(row).getByRole('button', { name: 'Save changes' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'This challenge could not be changed.',
    );
  });
});
