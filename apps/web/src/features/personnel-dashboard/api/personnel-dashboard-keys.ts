/** Query keys of the personnel dashboard feature (§9 cache area "personnelDashboard"). */
export const personnelDashboardKeys = {
  all: ['personnelDashboard'] as const,
  myProfile: (userId: string) => [...personnelDashboardKeys.all, 'profile', userId] as const,
  /** Under myProfile, so that what refreshes the profile refreshes the sidebar's type name too. */
  myTypeName: (userId: string) =>
    [...personnelDashboardKeys.all, 'profile', userId, 'type-name'] as const,
  myFullProfile: (userId: string) =>
    [...personnelDashboardKeys.all, 'profile', userId, 'full'] as const,
  catalog: (what: 'types' | 'specializations' | 'services') =>
    [...personnelDashboardKeys.all, 'catalog', what] as const,
  centers: (personnelId: number) =>
    [...personnelDashboardKeys.all, 'centers', personnelId] as const,
  rules: (personnelId: number) => [...personnelDashboardKeys.all, 'rules', personnelId] as const,
  blockedDays: (personnelId: number) =>
    [...personnelDashboardKeys.all, 'blocked-days', personnelId] as const,
  questions: (personnelId: number) =>
    [...personnelDashboardKeys.all, 'questions', personnelId] as const,
};
