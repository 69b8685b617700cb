/** Query keys of the vendors feature (§9 cache area "athcare"). */
export const vendorKeys = {
  all: ['athcare', 'vendors'] as const,
  mine: () => [...vendorKeys.all, 'mine'] as const,
  branches: () => [...vendorKeys.all, 'branches'] as const,
  drivers: () => [...vendorKeys.all, 'drivers'] as const,
  ambulances: () => [...vendorKeys.all, 'ambulances'] as const,
  bankDetails: () => [...vendorKeys.all, 'bank-details'] as const,
  documents: () => [...vendorKeys.all, 'documents'] as const,
  hospitals: () => [...vendorKeys.all, 'hospitals'] as const,
  bookings: () => [...vendorKeys.all, 'bookings'] as const,
  myHospitalBookings: () => [...vendorKeys.all, 'my-hospital-bookings'] as const,
  documentQueue: () => [...vendorKeys.all, 'document-queue'] as const,
  addedByMe: () => [...vendorKeys.all, 'added-by-me'] as const,
};
