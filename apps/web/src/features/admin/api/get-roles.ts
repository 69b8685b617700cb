import { roleSchema } from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /roles (schema pgaccess): readable by every signed-in user, writable by admins. */
export function getRoles(signal?: AbortSignal) {
  return api.get('/roles', {
    schema: 'pgaccess',
    query: { order: 'role_name.asc' },
    result: z.array(roleSchema),
    signal,
  });
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.roles(), queryFn: ({ signal }) => getRoles(signal) });

export const useRoles = () => useQuery(rolesQueryOptions());
