import { describe, expect, it } from 'vitest';
import type { MyBooking } from '../api/get-my-bookings';
import { groupMyBookings } from './my-appointments';

const now = Date.parse('2030-01-07T06:00:00Z');
const booking = (id: number, status: MyBooking['status'], startsAt: string, over = {}) =>
  ({
    id,
    status,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 15 * 60_000).toISOString(),
    rescheduledTo: null,
    ...over,
  }) as unknown as MyBooking;

describe('groupMyBookings', () => {
  it('puts cancelled visits, future ones and a reschedule’s leftover too, in their own group', () => {
    const groups = groupMyBookings(
      [
        booking(1, 'booked', '2030-01-09T04:30:00Z'),
        booking(2, 'cancelled', '2030-01-10T04:30:00Z'),
        booking(3, 'cancelled', '2030-01-08T04:30:00Z', { rescheduledTo: 1 }),
        booking(4, 'completed', '2030-01-02T04:30:00Z'),
        booking(5, 'cancelled', '2029-12-30T04:30:00Z'),
        booking(6, 'pending', '2030-01-08T04:30:00Z'),
        booking(7, 'booked', '2030-01-03T04:30:00Z'),
      ],
      now,
    );
    expect(groups.upcoming.map((b) => b.id)).toEqual([6, 1]);
    expect(groups.cancelled.map((b) => b.id)).toEqual([2, 3, 5]);
    expect(groups.past.map((b) => b.id)).toEqual([7, 4]);
  });
});
