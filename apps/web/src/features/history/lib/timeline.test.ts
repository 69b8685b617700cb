import { describe, expect, it } from 'vitest';
import { booking, caseDetail } from './case-fixtures';
import { caseTimeline } from './timeline';

const base = caseDetail({
  caseSummaries: [
    {
      id: 1,
      authorType: 'Case Manager',
      title: 'First review',
      brief: 'Inhaler',
      createdAt: '2026-01-02T00:00:00Z',
    },
  ],
  serviceDetails: [
    {
      id: 7,
      serviceId: 3,
      status: 'in_progress',
      personnelId: null,
      createdAt: '2026-01-03T00:00:00Z',
      serviceBookingDetails: [
        booking(9, '2026-01-10T04:30:00Z', {
          bookingType: 'User Generated',
          bookedBy: 'Subscriber',
          isCompleted: true,
          completedAt: '2026-01-10T05:00:00Z',
          createdAt: '2026-01-04T00:00:00Z',
          consultationDetails: {
            id: 2,
            serviceLocation: 'Clinic',
            prescription: 'Salbutamol',
            followUpOn: null,
            callRecordingUrls: [],
            createdAt: '2026-01-10T05:00:00Z',
            medicineItems: [
              {
                id: 1,
                medicine: 'Salbutamol',
                dosage: 2,
                frequency: ['morning'],
                duration: null,
                conditions: null,
              },
            ],
          },
        }),
      ],
    },
  ],
  caseFiles: [
    { id: 1, fileId: 'f', fileName: 'scan.pdf', linkedBy: 'u', createdAt: '2026-01-05T00:00:00Z' },
  ],
});

describe('caseTimeline', () => {
  it('lists every kind of entry newest first, naming services from the plan', () => {
    const t = caseTimeline(base, [
      { id: 3, subscriptionId: 1, name: 'Doctor consultations', quantityUnit: 'visits' },
    ]);
    expect(t.map((e) => e.kind)).toEqual(['consultation', 'file', 'booking', 'service', 'summary']);
    const booking = t.find((e) => e.kind === 'booking');
    expect(booking).toMatchObject({ state: 'Completed' });
    expect(booking?.title).toContain('Doctor consultations');
    expect(t[0]).toMatchObject({ medicines: ['Salbutamol · 2 · morning'] });
  });
});

describe('caseTimeline with appointments', () => {
  it('shows an appointment booked under the plan and its prescription', () => {
    const t = caseTimeline(
      { ...base, caseSummaries: [], serviceDetails: [], caseFiles: [] },
      [],
      [
        {
          bookingId: 4,
          startsAt: '2026-02-01T05:00:00Z',
          endsAt: '2026-02-01T05:30:00Z',
          status: 'completed',
          doctor: 'Dr Meera Iyer',
          prescription: 'Rest',
          medicineIntake: [],
          followUpDate: '2026-02-15',
          prescribedAt: '2026-02-01T05:40:00Z',
        },
        {
          bookingId: 5,
          startsAt: '2026-03-01T05:00:00Z',
          endsAt: '2026-03-01T05:30:00Z',
          status: 'booked',
          doctor: null,
          prescription: null,
          medicineIntake: null,
          followUpDate: null,
          prescribedAt: null,
        },
      ],
    );
    expect(t.map((e) => [e.kind, e.key])).toEqual([
      ['appointment', 'a5'],
      ['prescription', 'p4'],
      ['appointment', 'a4'],
    ]);
    expect(t[1]).toMatchObject({ title: 'Prescription by Dr Meera Iyer' });
    expect((t[1] as { body: string }).body).toMatch(/^Rest\nFollow-up on 15 Feb 2026$/);
    expect(t[2]).toMatchObject({ state: 'Completed' });
  });
});
