import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserFilters,
  adminSessionSchema,
  adminUserSchema,
  userPermissionSourceSchema,
} from '@athcare/shared/admin.schema';
import {
  type UserPermissionOverrideInput,
  userPermissionOverrideInputSchema,
  userPermissionOverrideSchema,
} from '@athcare/shared/access.schema';
import type { AppRole } from '@athcare/shared/constants';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminAreaKeys } from './admin-area-keys';
import { adminKeys } from './admin-keys';

const SCHEMA = 'pgaccess';

/** Characters that would break PostgREST's or=(…) list are dropped from the search term. */
const searchTerm = (search: string) => search.replace(/[,()*:\\"]/g, ' ').trim();

/** The data API's filters for the users list. */
export function adminUserQuery(
  filters: AdminUserFilters,
  page: number,
): Record<string, string | number | string[]> {
  const query: Record<string, string | number | string[]> = {
    order: 'created_at.desc,id.desc',
    // One more than a page: its presence says there is a next page.
    limit: ADMIN_PAGE_SIZE + 1,
    offset: page * ADMIN_PAGE_SIZE,
  };
  const term = searchTerm(filters.search);
  if (term) {
    query.or = `(username.ilike.*${term}*,email.ilike.*${term}*,first_name.ilike.*${term}*,last_name.ilike.*${term}*)`;
  }
  if (filters.kind !== 'any') query.kind = `eq.${filters.kind}`;
  if (filters.role !== 'any') query.appRoles = `cs.{${filters.role}}`;
  if (filters.verified !== 'any') query.emailVerified = `is.${filters.verified === 'yes'}`;
  if (filters.active !== 'any') query.isActive = `is.${filters.active === 'yes'}`;
  const created: string[] = [];
  if (filters.createdFrom)
    created.push(`gte.${new Date(`${filters.createdFrom}T00:00:00`).toISOString()}`);
  if (filters.createdTo) {
    const end = new Date(`${filters.createdTo}T00:00:00`);
    end.setDate(end.getDate() + 1);
    created.push(`lt.${end.toISOString()}`);
  }
  if (created.length) query.createdAt = created;
  return query;
}

export interface AdminUsersPage {
  users: AdminUser[];
  hasNext: boolean;
}

/** GET /admin_users with the filters, a page at a time (at most ADMIN_PAGE_SIZE accounts). */
export async function getAdminUsers(
  filters: AdminUserFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminUsersPage> {
  const rows = await api.get('/admin_users', {
    schema: SCHEMA,
    query: adminUserQuery(filters, page),
    result: z.array(adminUserSchema),
    signal,
  });
  return { users: rows.slice(0, ADMIN_PAGE_SIZE), hasNext: rows.length > ADMIN_PAGE_SIZE };
}

export const adminUsersQueryOptions = (filters: AdminUserFilters, page: number) =>
  queryOptions({
    queryKey: adminAreaKeys.users(filters, page),
    queryFn: ({ signal }) => getAdminUsers(filters, page, signal),
    placeholderData: keepPreviousData,
  });
export const useAdminUsers = (filters: AdminUserFilters, page: number) =>
  useQuery(adminUsersQueryOptions(filters, page));

const overrideRows = z.array(userPermissionOverrideSchema);

/** One user as the admin sees them: the account, permissions and why, overrides, sessions. */
export async function getAdminUserDetail(id: string, signal?: AbortSignal) {
  const [users, permissions, sessions, overrides] = await Promise.all([
    api.get('/admin_users', {
      schema: SCHEMA,
      query: { id: `eq.${id}` },
      result: z.array(adminUserSchema),
      signal,
    }),
    api.get('/admin_user_permissions', {
      schema: SCHEMA,
      query: { userId: `eq.${id}`, order: 'perm_key.asc,via.asc' },
      result: z.array(userPermissionSourceSchema),
      signal,
    }),
    api.get('/admin_user_sessions', {
      schema: SCHEMA,
      query: { userId: `eq.${id}`, order: 'last_used_at.desc', limit: 50 },
      result: z.array(adminSessionSchema),
      signal,
    }),
    api.get('/user_permission_overrides', {
      schema: SCHEMA,
      query: { userId: `eq.${id}`, order: 'id.asc' },
      result: overrideRows,
      signal,
    }),
  ]);
  return { user: users[0] ?? null, permissions, sessions, overrides };
}
export type AdminUserDetail = Awaited<ReturnType<typeof getAdminUserDetail>>;

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminAreaKeys.user(id),
    queryFn: ({ signal }) => getAdminUserDetail(id, signal),
  });
export const useAdminUserDetail = (id: string) => useQuery(adminUserQueryOptions(id));

/**
 * A write about one user: reloads that user first (the page the admin is on), then everything
 * else of the admin area (lists, audit log) and the access catalogue.
 */
function useUserMutation<Variables, Result>(
  userId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminAreaKeys.user(userId) });
      await queryClient.invalidateQueries({ queryKey: adminAreaKeys.all() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.access() });
    },
  });
}

/** POST /rpc/admin_set_user_active: deactivation ends every session of the user at once. */
export const useSetUserActive = (userId: string) =>
  useUserMutation(userId, (active: boolean) =>
    api.rpc('admin_set_user_active', { userId, active }, { schema: SCHEMA, result: z.boolean() }),
  );

export const useAddAppRole = (userId: string) =>
  useUserMutation(userId, (role: AppRole) =>
    api.post('/user_app_roles', { userId, role }, { schema: SCHEMA, returnRepresentation: false }),
  );

export const useRemoveAppRole = (userId: string) =>
  useUserMutation(userId, (role: AppRole) =>
    api.delete('/user_app_roles', {
      schema: SCHEMA,
      query: { userId: `eq.${userId}`, role: `eq.${role}` },
      returnRepresentation: false,
    }),
  );

/** POST /user_permission_overrides: a grant or deny for this user, with an optional expiry. */
export const useCreateOverride = (userId: string) =>
  useUserMutation(userId, (input: UserPermissionOverrideInput) => {
    const { permId, effect, expiresAt } = userPermissionOverrideInputSchema.parse(input);
    return api.post(
      '/user_permission_overrides',
      { userId, permId, effect, ...(expiresAt ? { expiresAt } : {}) },
      { schema: SCHEMA, result: overrideRows },
    );
  });

export const useDeleteOverride = (userId: string) =>
  useUserMutation(userId, (id: number) =>
    api.delete('/user_permission_overrides', {
      schema: SCHEMA,
      query: { id: `eq.${id}` },
      result: overrideRows,
    }),
  );
