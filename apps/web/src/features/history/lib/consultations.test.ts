import {
  consultationInputSchema,
  medicineItemInputSchema,
  toConsultationRow,
  toMedicineRow,
} from '@athcare/shared/care-records.schema';
import { describe, expect, it } from 'vitest';
import { booking, caseDetail } from './case-fixtures';
import { consultableBookings, consultationsOf } from './consultations';

const c = caseDetail({
  serviceDetails: [
    {
      id: 7,
      serviceId: 3,
      status: 'open',
      personnelId: null,
      createdAt: '2026-01-03T00:00:00Z',
      serviceBookingDetails: [
        booking(1, '2026-01-10T04:30:00Z'),
        booking(2, '2026-01-12T04:30:00Z', {
          isCancelled: true,
          cancelledAt: '2026-01-11T00:00:00Z',
        }),
        booking(3, '2026-01-14T04:30:00Z', {
          consultationDetails: {
            id: 5,
            serviceLocation: 'Online',
            prescription: null,
            followUpOn: null,
            callRecordingUrls: [],
            createdAt: '2026-01-14T05:00:00Z',
            medicineItems: [],
          },
        }),
        booking(4, '2026-01-16T04:30:00Z'),
      ],
    },
  ],
});
const lines = [{ id: 3, subscriptionId: 1, name: 'Doctor consultations', quantityUnit: 'visits' }];

describe('consultation choices', () => {
  it('offers bookings neither cancelled nor already recorded, newest first', () => {
    expect(consultableBookings(c, lines).map((b) => b.id)).toEqual([4, 1]);
    expect(consultableBookings(c, lines)[0]!.label).toMatch(/^Doctor consultations · /);
  });
  it('lists recorded consultations for their medicines', () => {
    expect(consultationsOf(c, lines)).toEqual([
      { id: 5, at: '2026-01-14T05:00:00Z', label: 'Doctor consultations consultation' },
    ]);
  });
});

describe('consultation and medicine forms (shared schemas)', () => {
  const ok = {
    serviceBookingDetailId: 4,
    serviceLocation: 'Clinic' as const,
    prescription: ' Rest ',
    followUpOn: '2026-02-01',
    callRecordingUrls: 'https://rec.example/1\n\n https://rec.example/2 ',
  };
  it('gives the row the database takes', () => {
    const v = consultationInputSchema.parse(ok);
    expect(toConsultationRow(v)).toEqual({
      serviceBookingDetailId: 4,
      serviceLocation: 'Clinic',
      prescription: 'Rest',
      followUpOn: '2026-02-01T09:00:00Z',
      callRecordingUrls: ['https://rec.example/1', 'https://rec.example/2'],
    });
    expect(toConsultationRow({ ...v, prescription: '', followUpOn: '' })).toMatchObject({
      prescription: null,
      followUpOn: null,
    });
  });
  it('refuses an http recording with §5’s message, and too long a prescription', () => {
    const r = consultationInputSchema.safeParse({ ...ok, callRecordingUrls: 'http://x.example' });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['callRecordingUrls'],
      message: 'Invalid URL format',
    });
    expect(
      consultationInputSchema.safeParse({ ...ok, prescription: 'x'.repeat(5001) }).success,
    ).toBe(false);
  });
  it('medicines: name required, dosage a whole number, frequency split on commas', () => {
    const empty = { medicine: '', dosage: '', frequency: '', duration: '', conditions: '' };
    expect(medicineItemInputSchema.safeParse(empty).error?.issues[0]?.message).toBe(
      'Medicine is required.',
    );
    expect(
      medicineItemInputSchema.safeParse({ ...empty, medicine: 'Salbutamol', dosage: '1.5' })
        .success,
    ).toBe(false);
    const v = medicineItemInputSchema.parse({
      ...empty,
      medicine: 'Salbutamol',
      dosage: '2',
      frequency: 'Morning, , Night',
    });
    expect(toMedicineRow(5, v)).toEqual({
      consultationDetailId: 5,
      medicine: 'Salbutamol',
      dosage: 2,
      frequency: ['Morning', 'Night'],
      duration: null,
      conditions: null,
    });
  });
});
