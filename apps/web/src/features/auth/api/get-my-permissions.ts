import { myPermissionsSchema } from '@athcare/shared/auth.schema';
import { api } from '@/lib/api-client';

/**
 * POST /rpc/get_my_permissions: a list of permission keys, or null (= none). Right after login the
 * token is not in the session yet, so the caller may pass it explicitly.
 */
export async function getMyPermissions(accessToken?: string): Promise<string[]> {
  const permissions = await api.rpc('get_my_permissions', undefined, {
    result: myPermissionsSchema,
    returnRepresentation: false,
    ...(accessToken
      ? { headers: { Authorization: `Bearer ${accessToken}` }, skipAuthRefresh: true }
      : {}),
  });
  return permissions ?? [];
}
