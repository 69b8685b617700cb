import type { SelfAssignableRole } from '@athcare/shared/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * §4/§7: POST /rpc/add_my_roles {rolesToAdd}, then refresh the access token so the session carries
 * the new role (the token's app_roles become the user's appRoles).
 */
export async function addMyRoles(roles: readonly SelfAssignableRole[]): Promise<void> {
  await api.rpc('add_my_roles', { rolesToAdd: roles }, { returnRepresentation: false });
  await api.refreshAccessToken();
}

export function useAddMyRoles() {
  return useMutation({ mutationFn: addMyRoles });
}
