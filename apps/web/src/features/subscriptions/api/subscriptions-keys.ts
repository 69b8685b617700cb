/** Query keys of the subscriptions feature (§9 cache area "userAccount"). */
export const subscriptionKeys = {
  all: ['userAccount', 'subscriptions'] as const,
  mine: (userId: string) => [...subscriptionKeys.all, 'mine', userId] as const,
  grantChoices: () => [...subscriptionKeys.all, 'grant-choices'] as const,
  grants: (member: string, page: number) =>
    [...subscriptionKeys.all, 'grants', { member, page }] as const,
  memberships: (userId: string) => [...subscriptionKeys.all, 'memberships', userId] as const,
  caseManager: (profileId: number) => [...subscriptionKeys.all, 'case-manager', profileId] as const,
};
