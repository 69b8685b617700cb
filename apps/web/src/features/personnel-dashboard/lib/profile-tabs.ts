/** Sections of /dashboard/personnel/profile (the optional tab search parameter). */
export const profileTabs = ['overview', 'registration'] as const;
export type ProfileTab = (typeof profileTabs)[number];
