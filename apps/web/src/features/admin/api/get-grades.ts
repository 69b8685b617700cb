import { gradeSchema } from '@athcare/shared/access.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /grades (schema pgaccess), lowest level first. */
export function getGrades(signal?: AbortSignal) {
  return api.get('/grades', {
    schema: 'pgaccess',
    query: { order: 'level.asc' },
    result: z.array(gradeSchema),
    signal,
  });
}

export const gradesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.grades(), queryFn: ({ signal }) => getGrades(signal) });

export const useGrades = () => useQuery(gradesQueryOptions());
