/** Query keys of the settings feature (§9 cache area "userAccount"). */
export const settingsKeys = {
  all: ['userAccount', 'settings'] as const,
  profile: (userId: string) => [...settingsKeys.all, 'profile', userId] as const,
  avatar: (userId: string) => [...settingsKeys.all, 'avatar', userId] as const,
};
