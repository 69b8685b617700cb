import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { NotificationsList } from './notifications-list';
import { mockServer } from '@/test/mock-server';

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
const MEMBER = '7b0c2f1e-8d7e-4c11-9a55-0d4c1a2b3c4d';
const membership = {
  member_id: MEMBER,
  user_subscription_id: '1f0c2f1e-8d7e-4c11-9a55-0d4c1a2b3c4d',
  status: 'pending',
  plan_name: 'Complete Health Foresight',
  holder_name: 'Asha Rao',
  relation: 'spouse',
  invited_at: '2030-01-04T10:00:00Z',
  valid_until: '2031-01-04T10:00:00Z',
};
let memberships = [membership];
let answers: unknown[] = [];
const invitationNote = (id: number) => ({
  ...note(id, 'Invitation to a care plan', null),
  body: 'Asha Rao invited you to join their Complete Health Foresight plan.',
  link: `/vikram/edit/subscriptions?invitation=${MEMBER}`,
});
const server = mockServer(
  http.post('*/api/rpc/list_my_memberships', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgsubs');
    return HttpResponse.json(memberships);
  }),
  http.post('*/api/rpc/respond_to_invitation', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgsubs');
    const body = (await request.json()) as { member_id: string; accept: boolean };
    answers.push(body);
    memberships = body.accept ? memberships.map((m) => ({ ...m, status: 'accepted' })) : [];
    return new HttpResponse(null, { status: 204 });
  }),
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
afterEach(() => {
  rows = [note(3, 'Prescription ready', null), note(2, 'Appointment booked', null)];
  patches = [];
  memberships = [membership];
  answers = [];
});

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

  it('answers an invitation in place: accept joins, then the notification says it was answered', async () => {
    rows = [invitationNote(4), ...rows];
    await renderWithRouter(() => <NotificationsList />);
    const [item] = await screen.findAllByTestId('notification');
    await userEvent.click(
      await within(item!).findByRole('button', {
        name: 'Accept the invitation to Complete Health Foresight',
      }),
    );
    expect(await within(item!).findByText('This invitation was answered.')).toBeVisible();
    expect(answers).toEqual([{ member_id: MEMBER, accept: true }]);
    // Answering marks the notification read.
    await waitFor(() => expect(patches.map((p) => p.query)).toContain('?id=eq.4'));
    // Once answered, no notification offers an answer any more.
    expect(screen.queryAllByRole('button', { name: /invitation/ })).toHaveLength(0);
  });

  it('declines an invitation in place', async () => {
    rows = [invitationNote(4)];
    await renderWithRouter(() => <NotificationsList />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Decline the invitation to Complete Health Foresight',
      }),
    );
    expect(await screen.findByText('This invitation was answered.')).toBeVisible();
    expect(answers).toEqual([{ member_id: MEMBER, accept: false }]);
  });

  it('reads no invitations when no notification is about one', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/rpc/list_my_memberships', () => {
        asked += 1;
        return HttpResponse.json([]);
      }),
    );
    await renderWithRouter(() => <NotificationsList />);
    await screen.findAllByTestId('notification');
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });
});
