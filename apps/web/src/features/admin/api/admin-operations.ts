import { operationsDaySchema, operationsQueueSchema } from '@athcare/shared/admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminAreaKeys } from './admin-area-keys';

/** POST /rpc/admin_operations_daily and /rpc/admin_operations_queues (admins only). */
export async function getOperations(signal?: AbortSignal) {
  const [days, queues] = await Promise.all([
    api.rpc(
      'admin_operations_daily',
      {},
      {
        schema: 'pgaccess',
        result: z.array(
          // bigint revenue may come as a string; it is paise, well inside a double's exact range.
          operationsDaySchema.extend({ revenuePaise: z.coerce.number() }),
        ),
        signal,
      },
    ),
    api.rpc(
      'admin_operations_queues',
      {},
      {
        schema: 'pgaccess',
        result: z.array(operationsQueueSchema),
        signal,
      },
    ),
  ]);
  return { days, queues };
}

export const operationsQueryOptions = () =>
  queryOptions({
    queryKey: adminAreaKeys.operations(),
    queryFn: ({ signal }) => getOperations(signal),
  });
export const useOperations = () => useQuery(operationsQueryOptions());
