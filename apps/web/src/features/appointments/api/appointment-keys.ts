/** Query keys of the appointments feature (§9 cache areas "athcare" and "personnelDashboard"). */
export const appointmentKeys = {
  all: ['athcare', 'appointments'] as const,
  myBookings: () => [...appointmentKeys.all, 'my-bookings'] as const,
  enquiries: () => [...appointmentKeys.all, 'enquiries'] as const,
  dashboard: ['personnelDashboard'] as const,
  personnelAppointments: () => [...appointmentKeys.dashboard, 'appointments'] as const,
  personnelAppointmentList: (filter: { from: string; to: string | null; status: string }) =>
    [...appointmentKeys.personnelAppointments(), 'list', filter] as const,
  personnelAppointment: (id: number) =>
    [...appointmentKeys.personnelAppointments(), 'detail', id] as const,
  patientHistory: (bookingId: number) =>
    [...appointmentKeys.dashboard, 'patient-history', bookingId] as const,
  prescription: (bookingId: number) =>
    [...appointmentKeys.dashboard, 'prescription', bookingId] as const,
};
