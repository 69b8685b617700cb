import {
  departmentSchema,
  gradeSchema,
  permissionGrantSchema,
  permissionSchema,
  roleSchema,
} from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /{table} (schema pgaccess), the whole table in `order`: the access catalogues are short. */
function accessListQueryOptions<Row>(
  table: string,
  order: string,
  row: z.ZodType<Row>,
  queryKey: readonly string[],
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      api.get(`/${table}`, {
        schema: 'pgaccess',
        query: { order },
        result: z.array(row),
        signal,
      }),
  });
}

/** The roles: readable by every signed-in user, writable by admins. */
export const rolesQueryOptions = () =>
  accessListQueryOptions('roles', 'role_name.asc', roleSchema, adminKeys.roles());
export const useRoles = () => useQuery(rolesQueryOptions());

export const departmentsQueryOptions = () =>
  accessListQueryOptions('departments', 'dept_name.asc', departmentSchema, adminKeys.departments());
export const useDepartments = () => useQuery(departmentsQueryOptions());

/** The grades, lowest level first. */
export const gradesQueryOptions = () =>
  accessListQueryOptions('grades', 'level.asc', gradeSchema, adminKeys.grades());
export const useGrades = () => useQuery(gradesQueryOptions());

/** The permission catalogue. */
export const permissionsQueryOptions = () =>
  accessListQueryOptions('permissions', 'perm_key.asc', permissionSchema, adminKeys.permissions());
export const usePermissions = () => useQuery(permissionsQueryOptions());

/** The permission grants: each names one permission and one target. */
export const permissionGrantsQueryOptions = () =>
  accessListQueryOptions(
    'permission_grants',
    'id.asc',
    permissionGrantSchema,
    adminKeys.permissionGrants(),
  );
export const usePermissionGrants = () => useQuery(permissionGrantsQueryOptions());
