/** Query keys of the appointments feature (§9 cache areas "athcare" and "personnelDashboard"). */
export const appointmentKeys = {
  all: ['athcare', 'appointments'] as const,
  slots: (personnelId: number) => [...appointmentKeys.all, 'slots', personnelId] as const,
  slotRange: (personnelId: number, from: string, to: string) =>
    [...appointmentKeys.slots(personnelId), from, to] as const,
  myBookings: () => [...appointmentKeys.all, 'my-bookings'] as const,
  enquiries: () => [...appointmentKeys.all, 'enquiries'] as const,
  dashboard: ['personnelDashboard'] as const,
  myProfile: (userId: string) => [...appointmentKeys.dashboard, 'profile', userId] as const,
  personnelAppointments: () => [...appointmentKeys.dashboard, 'appointments'] as const,
  personnelAppointmentList: (filter: { from: string; to: string | null; status: string }) =>
    [...appointmentKeys.personnelAppointments(), 'list', filter] as const,
  personnelAppointment: (id: number) =>
    [...appointmentKeys.personnelAppointments(), 'detail', id] as const,
  patientHistory: (bookingId: number) =>
    [...appointmentKeys.dashboard, 'patient-history', bookingId] as const,
  prescription: (bookingId: number) =>
    [...appointmentKeys.dashboard, 'prescription', bookingId] as const,
  centers: (personnelId: number) => [...appointmentKeys.dashboard, 'centers', personnelId] as const,
  rules: (personnelId: number) => [...appointmentKeys.dashboard, 'rules', personnelId] as const,
  blockedDays: (personnelId: number) =>
    [...appointmentKeys.dashboard, 'blocked-days', personnelId] as const,
  questions: (personnelId: number) =>
    [...appointmentKeys.dashboard, 'questions', personnelId] as const,
};
