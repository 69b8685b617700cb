import type { CaseDetail } from '../api/case-schemas';

type Booking = CaseDetail['serviceDetails'][0]['serviceBookingDetails'][0];

/** For the case tests: an open asthma case of 1 January 2026 with nothing in it but `extra`. */
export const caseDetail = (extra: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 'c1',
  userSubscriptionId: 's1',
  subscriberCrn: 'CRN000000000001',
  treatmentFor: 'Asthma',
  tags: [],
  status: 'open',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  leftPlanAt: null,
  caseSummaries: [],
  caseFiles: [],
  serviceDetails: [],
  ...extra,
});

/** For the case tests: a booking made by the case manager at `at`, neither done nor cancelled. */
export const booking = (id: number, at: string, extra: Partial<Booking> = {}): Booking => ({
  id,
  bookingType: 'System Generated',
  bookedBy: 'Case Manager',
  scheduledAt: at,
  quantity: 1,
  isRescheduled: false,
  rescheduledAt: null,
  isCompleted: false,
  completedAt: null,
  isCancelled: false,
  cancelledAt: null,
  createdAt: at,
  consultationDetails: null,
  ...extra,
});
