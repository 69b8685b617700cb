/** Query keys of the admin feature (§9 cache area "auth"). */
export const adminKeys = {
  access: () => ['auth', 'access'] as const,
  roles: () => [...adminKeys.access(), 'roles'] as const,
  departments: () => [...adminKeys.access(), 'departments'] as const,
  grades: () => [...adminKeys.access(), 'grades'] as const,
  permissions: () => [...adminKeys.access(), 'permissions'] as const,
  permissionGrants: () => [...adminKeys.access(), 'permission-grants'] as const,
  verificationQueue: () => ['personnel', 'verification-queue'] as const,
};
