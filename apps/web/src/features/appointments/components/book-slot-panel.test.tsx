import { appointmentMessages } from '@athcare/shared/booking.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { BookSlotPanel } from './book-slot-panel';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

// Monday 7 January 2030; the doctor works in India (UTC+5:30), the member is in London (UTC+0).
const today = '2030-01-07';
const slot = (startsAt: string, endsAt: string) => ({
  starts_at: startsAt,
  ends_at: endsAt,
  center_id: 3,
  timezone: 'Asia/Kolkata',
});
const tenAm = slot('2030-01-07T04:30:00+00:00', '2030-01-07T04:45:00+00:00');
const tenFifteen = slot('2030-01-07T04:45:00+00:00', '2030-01-07T05:00:00+00:00');
const nextDay = slot('2030-01-08T11:30:00+00:00', '2030-01-08T11:45:00+00:00');

let slotCalls: URLSearchParams[] = [];
let free = [tenAm, tenFifteen, nextDay];
let booked: unknown[] = [];
const server = mockServer(
  http.get('*/api/rpc/get_available_slots', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgathcare');
    slotCalls.push(new URL(request.url).searchParams);
    return HttpResponse.json(free);
  }),
);
afterEach(() => {
  slotCalls = [];
  free = [tenAm, tenFifteen, nextDay];
  booked = [];
});

const renderPanel = () =>
  renderWithRouter(() => (
    <BookSlotPanel
      personnelId={1}
      personnelName="Dr Rohan Mehta"
      today={today}
      timeZone="Europe/London"
    />
  ));

describe('BookSlotPanel', () => {
  it('shows free slots in the member’s zone with the doctor’s zone noted', async () => {
    await renderPanel();
    expect(await screen.findByTestId('slot-zone-note')).toHaveTextContent(
      "Times are shown in your time zone (Europe/London). The doctor's schedule is in Asia/Kolkata.",
    );
    expect(slotCalls[0]?.get('personnel_id')).toBe('1');
    expect(slotCalls[0]?.get('from_date')).toBe('2030-01-06');
    expect(slotCalls[0]?.get('to_date')).toBe('2030-01-21');
    // 04:30 in London is 10:00 in India.
    expect(
      screen.getByRole('button', { name: /^Book 4:30\sam \(10:00\sam doctor's time\)$/i }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Book / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Mon, 7 Jan, 2 slots free/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /Tue, 8 Jan, 1 slot free/ }));
    expect(
      screen.getByRole('button', { name: /^Book 11:30\sam \(5:00\spm doctor's time\)$/i }),
    ).toBeVisible();
  });

  it('shows each time once when the browser spells the doctor’s zone as an alias', async () => {
    // Browsers may report the legacy Asia/Calcutta; the schedule says Asia/Kolkata: one zone.
    await renderWithRouter(() => (
      <BookSlotPanel
        personnelId={1}
        personnelName="Dr Rohan Mehta"
        today={today}
        timeZone="Asia/Calcutta"
      />
    ));
    expect(await screen.findByTestId('slot-zone-note')).toHaveTextContent(
      "Times are shown in your time zone (Asia/Kolkata). The doctor's schedule uses the same zone.",
    );
    expect(screen.getByRole('button', { name: /^Book 10:00\sam$/i })).toBeVisible();
    expect(screen.queryByText(/doctor's time/)).not.toBeInTheDocument();
  });

  it('books with a note and links to the member’s appointments', async () => {
    server.use(
      http.post('*/api/rpc/book_slot', async ({ request }) => {
        booked.push(await request.json());
        return HttpResponse.json({
          id: 77,
          user_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
          personnel_id: 1,
          center_id: 3,
          starts_at: tenAm.starts_at,
          ends_at: tenAm.ends_at,
          timezone: 'Asia/Kolkata',
          status: 'booked',
          notes: 'Headache',
          cancel_reason: null,
          cancelled_by: null,
          cancelled_at: null,
          completed_at: null,
          rescheduled_from: null,
          rescheduled_to: null,
          created_at: '2030-01-01T00:00:00Z',
        });
      }),
    );
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^Book 4:30/i }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your appointment' });
    expect(dialog).toHaveTextContent("in the doctor's time zone (Asia/Kolkata)");
    await userEvent.type(within(dialog).getByLabelText(/Reason for the visit/), 'Headache');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expectLinkTo(
      await screen.findByRole('link', { name: 'View my appointments' }),
      '/appointments/appointments',
    );
    expect(booked).toEqual([{ personnel_id: 1, starts_at: tenAm.starts_at, notes: 'Headache' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the slot was just taken (409) and refreshes the slots', async () => {
    server.use(
      http.post('*/api/rpc/book_slot', () => {
        free = [tenFifteen, nextDay];
        return HttpResponse.json(
          { code: 'PT409', message: appointmentMessages.slotTaken },
          { status: 409 },
        );
      }),
    );
    await renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: /^Book 4:30/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(appointmentMessages.slotTaken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(slotCalls).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Book 4:30/i })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: /^Book 4:45/i })).toBeVisible();
  });
});
