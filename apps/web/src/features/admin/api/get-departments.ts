import { departmentSchema } from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /departments (schema pgaccess). */
export function getDepartments(signal?: AbortSignal) {
  return api.get('/departments', {
    schema: 'pgaccess',
    query: { order: 'dept_name.asc' },
    result: z.array(departmentSchema),
    signal,
  });
}

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
