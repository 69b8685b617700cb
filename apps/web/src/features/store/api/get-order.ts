import { orderDetailSchema, STORE_SCHEMA } from '@athcare/shared/store.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/**
 * GET /orders?id=eq.{id} with its lines, payments and refunds, as one object. Another member's order is
 * invisible to the caller, so it answers like a missing one: null (the page shows Not Found).
 */
export async function getOrder(id: string, signal?: AbortSignal) {
  const rows = await api.get('/orders', {
    schema: STORE_SCHEMA,
    query: {
      id: `eq.${id}`,
      select: '*,order_items(*),payments(*),refunds(*)',
    },
    result: z.array(orderDetailSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: storeKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
