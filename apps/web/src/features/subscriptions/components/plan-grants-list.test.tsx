import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { PlanGrantsList } from './plan-grants-list';
import { mockServer } from '@/test/mock-server';

const grant = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  user_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  username: `member${n}`,
  member_name: `Member ${n}`,
  plan_name: 'Complete Health Foresight',
  case_manager: n % 2 ? 'Dr Meera Iyer' : null,
  granted_by_name: 'Admin One',
  valid_from: '2026-11-20T10:00:00Z',
  valid_until: '2027-11-20T10:00:00Z',
  is_active: true,
  created_at: '2026-11-20T10:00:00Z',
});

// 25 grants, newest first; the server answers the page asked for (offset, rows).
const all = Array.from({ length: 25 }, (_, i) => grant(25 - i));
let calls: { member?: string; row_offset: number; max_rows: number }[] = [];
let refuse = false;
mockServer(
  http.post('*/api/rpc/list_plan_grants', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgsubs');
    const body = (await request.json()) as {
      member?: string;
      row_offset: number;
      max_rows: number;
    };
    calls.push(body);
    if (refuse) {
      const message = 'Only an admin can list plan grants.';
      return HttpResponse.json({ code: '42501', message }, { status: 403 });
    }
    const rows = all.filter((g) => !body.member || g.username.includes(body.member));
    return HttpResponse.json(rows.slice(body.row_offset, body.row_offset + body.max_rows));
  }),
);
afterEach(() => {
  calls = [];
  refuse = false;
});

describe('PlanGrantsList', () => {
  it('lists grants newest first a page at a time, and searches by member', async () => {
    await renderWithRouter(() => <PlanGrantsList />);
    const first = await screen.findAllByTestId('plan-grant');
    expect(first).toHaveLength(20);
    expect(first[0]).toHaveTextContent('Complete Health Foresight · Member 25 (@member25)');
    expect(first[0]).toHaveTextContent('by Admin One');
    expect(first[0]).toHaveTextContent('Case manager: Dr Meera Iyer');
    expect(calls[0]).toEqual({ row_offset: 0, max_rows: 21 });

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-grant')).toHaveLength(5));
    expect(calls.at(-1)).toEqual({ row_offset: 20, max_rows: 21 });
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), 'member7');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-grant')).toHaveLength(1));
    expect(calls.at(-1)).toEqual({ member: 'member7', row_offset: 0, max_rows: 21 });
    expect(screen.queryByRole('navigation', { name: 'Pages of grants' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Member' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Member' }), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No grant matches this member.')).toBeVisible();
  });

  it('shows the refusal when the caller is not an admin', async () => {
    refuse = true;
    await renderWithRouter(() => <PlanGrantsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin can list plan grants.',
    );
    expect(screen.queryByTestId('plan-grant')).not.toBeInTheDocument();
  });
});
