import type { AdminUserFilters, AuditFilters } from '@athcare/shared/admin.schema';

/** Query keys of the admin area's users, audit log and operations (§9 cache area "auth"). */
export const adminAreaKeys = {
  all: () => ['auth', 'admin'] as const,
  users: (filters: AdminUserFilters, page: number) =>
    [...adminAreaKeys.all(), 'users', filters, page] as const,
  user: (id: string) => [...adminAreaKeys.all(), 'user', id] as const,
  audit: (filters: AuditFilters, page: number) =>
    [...adminAreaKeys.all(), 'audit', filters, page] as const,
  operations: () => [...adminAreaKeys.all(), 'operations'] as const,
};
