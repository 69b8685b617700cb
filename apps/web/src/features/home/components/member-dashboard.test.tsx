import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { MemberDashboard } from './member-dashboard';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

const user = {
  id: '0de70000-0000-4000-8000-000000000001',
  firstName: 'Ananya',
  lastName: 'Iyer',
  username: 'demomember',
  email: 'member@athcare.demo',
  appRoles: [],
};
const now = new Date('2030-01-01T09:00:00Z');

let bookings: unknown[] = [];
let files: unknown[] = [];
const requests: URL[] = [];
mockServer(
  http.get('*/api/bookings', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgathcare');
    requests.push(new URL(request.url));
    return HttpResponse.json(bookings);
  }),
  http.get('*/api/files', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgmedlock');
    requests.push(new URL(request.url));
    return HttpResponse.json(files);
  }),
);
afterEach(() => {
  bookings = [];
  files = [];
  requests.length = 0;
});

describe('MemberDashboard', () => {
  it("shows the member's next appointments and latest documents", async () => {
    bookings = [
      {
        id: 7,
        starts_at: '2030-01-02T04:30:00Z',
        status: 'booked',
        personnel: { id: 1, name: 'Rohan Mehta' },
      },
    ];
    files = [
      {
        id: '5b1c7c4e-1f0a-4c1e-9a51-0d1f4f1b2c3d',
        name: 'Blood test.pdf',
        mime_type: 'application/pdf',
        updated_at: '2029-12-30T10:00:00Z',
      },
    ];
    await renderWithRouter(() => <MemberDashboard user={user} now={now} />);
    expect(await screen.findByText('Rohan Mehta')).toBeVisible();
    expect(await screen.findByText('Blood test.pdf')).toBeVisible();
    expectLinkTo(
      screen.getByRole('link', { name: 'All appointments' }),
      '/appointments/appointments',
    );
    const bookingQuery = requests.find((u) => u.pathname.endsWith('/bookings'))!.searchParams;
    expect(bookingQuery.get('user_id')).toBe(`eq.${user.id}`);
    expect(bookingQuery.get('starts_at')).toBe(`gte.${now.toISOString()}`);
    expect(bookingQuery.get('status')).toBe('in.(booked,pending)');
    const fileQuery = requests.find((u) => u.pathname.endsWith('/files'))!.searchParams;
    expect(fileQuery.get('owner_id')).toBe(`eq.${user.id}`);
    expect(fileQuery.get('status')).toBe('eq.active');
  });

  it('offers the next step when there is nothing yet', async () => {
    await renderWithRouter(() => <MemberDashboard user={user} now={now} />);
    expect(await screen.findByText('You have no upcoming appointments.')).toBeVisible();
    expect(
      await screen.findByText('No documents yet. Upload reports to keep them in one place.'),
    ).toBeVisible();
    expectLinkTo(screen.getByRole('link', { name: 'Book an appointment' }), '/explore/doctors');
  });
});
