import {
  type PermissionGrant,
  type PermissionGrantInput,
  permissionGrantInputSchema,
  permissionGrantSchema,
} from '@athcare/shared/access.schema';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ACCESS_SCHEMA, onlyRow, useAccessMutation } from './access-mutations';

const grantRows = z.array(permissionGrantSchema);

/**
 * POST /permission_grants with the permission and its one target; the empty targets are left out
 * rather than sent as nulls, so the body says plainly whom the permission goes to.
 */
export async function createPermissionGrant(input: PermissionGrantInput): Promise<PermissionGrant> {
  const { permId, departmentId, gradeId, roleId, expiresAt } =
    permissionGrantInputSchema.parse(input);
  const target =
    departmentId != null ? { departmentId } : gradeId != null ? { gradeId } : { roleId };
  return onlyRow(
    await api.post(
      '/permission_grants',
      { permId, ...target, ...(expiresAt ? { expiresAt } : {}) },
      { schema: ACCESS_SCHEMA, result: grantRows },
    ),
  );
}

/** DELETE /permission_grants?id=eq.{id}. */
export async function deletePermissionGrant(id: number): Promise<PermissionGrant> {
  return onlyRow(
    await api.delete('/permission_grants', {
      schema: ACCESS_SCHEMA,
      query: { id: `eq.${id}` },
      result: grantRows,
    }),
  );
}

export const useCreatePermissionGrant = () => useAccessMutation(createPermissionGrant);
export const useDeletePermissionGrant = () => useAccessMutation(deletePermissionGrant);
