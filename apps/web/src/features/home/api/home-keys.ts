export const homeKeys = {
  all: ['home'] as const,
  upcomingAppointments: (userId: string) =>
    [...homeKeys.all, 'upcoming-appointments', userId] as const,
  recentDocuments: (userId: string) => [...homeKeys.all, 'recent-documents', userId] as const,
};
