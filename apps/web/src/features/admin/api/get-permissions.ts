import { permissionSchema } from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /permissions (schema pgaccess): the permission catalogue. */
export function getPermissions(signal?: AbortSignal) {
  return api.get('/permissions', {
    schema: 'pgaccess',
    query: { order: 'perm_key.asc' },
    result: z.array(permissionSchema),
    signal,
  });
}

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.permissions(),
    queryFn: ({ signal }) => getPermissions(signal),
  });

export const usePermissions = () => useQuery(permissionsQueryOptions());
