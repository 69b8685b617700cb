import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { NotificationsList } from './notifications-list';

const note = (id: number, title: string, readAt: string | null) => ({
  id,
  user_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
  title,
  body: `${title} body`,
  link: '/appointments/appointments',
  read_at: readAt,
  created_at: `2030-01-0${id}T10:00:00Z`,
});

let rows = [note(3, 'Prescription ready', null), note(2, 'Appointment booked', null)];
let patches: { query: string; body: unknown }[] = [];
const server = setupServer(
  http.get('*/api/notifications', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgusers');
    expect(new URL(request.url).searchParams.get('order')).toBe('created_at.desc');
    return HttpResponse.json(rows);
  }),
  http.patch('*/api/notifications', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgusers');
    const url = new URL(request.url);
    const body = (await request.json()) as { read_at: string };
    patches.push({ query: url.search, body });
    const id = url.searchParams.get('id');
    rows = rows.map((r) => (!id || id === `eq.${r.id}` ? { ...r, read_at: body.read_at } : r));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  rows = [note(3, 'Prescription ready', null), note(2, 'Appointment booked', null)];
  patches = [];
});
afterAll(() => server.close());

describe('NotificationsList', () => {
  it('lists newest first, marks one and then all as read', async () => {
    await renderWithRouter(() => <NotificationsList />);
    const items = await screen.findAllByTestId('notification');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual([
      'Prescription ready',
      'Appointment booked',
    ]);
    expect(screen.getByText('2 unread')).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark “Appointment booked” as read' }),
    );
    await waitFor(() => expect(screen.getByText('1 unread')).toBeVisible());
    expect(patches[0]?.query).toBe('?id=eq.2');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('All caught up.')).toBeVisible());
    expect(patches[1]?.query).toBe('?read_at=is.null');
    expect(screen.queryByRole('button', { name: /^Mark “/ })).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    rows = [];
    await renderWithRouter(() => <NotificationsList />);
    expect(await screen.findByText('No notifications yet')).toBeVisible();
  });
});
