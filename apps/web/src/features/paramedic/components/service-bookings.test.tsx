import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadDialogs } from '@/components/ui/dialog';
import { renderWithRouter } from '@/test/render-with-router';
import { ServiceBookings } from './service-bookings';
import { mockServer } from '@/test/mock-server';

const visit = {
  id: 7,
  service_detail_id: 3,
  service_name: 'Home nursing',
  member_name: 'Asha Rao',
  treatment_for: 'Recovery after knee surgery',
  scheduled_at: '2026-11-25T04:30:00Z',
  quantity: 1,
  status: 'booked',
  is_rescheduled: false,
  rescheduled_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
};
let patches: { id: string | null; body: Record<string, unknown> }[] = [];
let asked: Record<string, unknown>[] = [];
let rows: Record<string, unknown>[] = [visit];
mockServer(
  http.post('*/api/rpc/assigned_service_bookings', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgathcare');
    asked.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(rows);
  }),
  http.patch('*/api/service_booking_details', async ({ request }) => {
    patches.push({
      id: new URL(request.url).searchParams.get('id'),
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json([{ id: 7 }]);
  }),
);
beforeAll(async () => {
  await preloadDialogs();
});
afterEach(() => {
  patches = [];
  asked = [];
  rows = [visit];
});

describe('ServiceBookings (paramedic dashboard)', () => {
  it('lists the open bookings and completes one after confirming', async () => {
    await renderWithRouter(() => <ServiceBookings />);
    const list = await screen.findByRole('list', { name: 'Your service bookings' });
    expect(within(list).getByText('Home nursing · Booked')).toBeVisible();
    expect(within(list).getByText(/Asha Rao · Recovery after knee surgery/)).toBeVisible();
    expect(asked[0]).toEqual({ open_only: true, max_rows: 100 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ id: 'eq.7', body: { is_completed: true } });
  });

  it('asks a reason before cancelling, and sends it', async () => {
    await renderWithRouter(() => <ServiceBookings />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText('Give a reason for the cancellation.')).toBeVisible();
    expect(patches).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Member is in hospital');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.body).toEqual({
      is_cancelled: true,
      cancel_reason: 'Member is in hospital',
    });
  });

  it('says so when nothing is assigned', async () => {
    rows = [];
    await renderWithRouter(() => <ServiceBookings />);
    expect(await screen.findByText('No open service booking is assigned to you.')).toBeVisible();
  });

  it('shows every booking once "All bookings" is chosen', async () => {
    rows = [];
    await renderWithRouter(() => <ServiceBookings />);
    await screen.findByText('No open service booking is assigned to you.');
    await userEvent.setup().selectOptions(screen.getByLabelText('Show bookings'), 'All bookings');
    expect(await screen.findByText('No service booking is assigned to you.')).toBeVisible();
    expect(asked.at(-1)).toEqual({ open_only: false, max_rows: 100 });
  });
});
