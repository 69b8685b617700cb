import { permissionGrantSchema } from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /permission_grants (schema pgaccess): each names one permission and one target. */
export function getPermissionGrants(signal?: AbortSignal) {
  return api.get('/permission_grants', {
    schema: 'pgaccess',
    query: { order: 'id.asc' },
    result: z.array(permissionGrantSchema),
    signal,
  });
}

export const permissionGrantsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.permissionGrants(),
    queryFn: ({ signal }) => getPermissionGrants(signal),
  });

export const usePermissionGrants = () => useQuery(permissionGrantsQueryOptions());
