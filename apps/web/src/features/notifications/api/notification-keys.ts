/** Query keys of the notifications feature (§9 cache area "userAccount"). */
export const notificationKeys = {
  all: ['userAccount', 'notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  invitations: () => [...notificationKeys.all, 'invitations'] as const,
};
